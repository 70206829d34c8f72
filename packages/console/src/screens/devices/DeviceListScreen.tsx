// SPEC §2 /devices: the device list, its filter and search kept in the address (query params
// filter and search), pairing a device (SPEC §6: needs the device token right), and updating
// the selected devices (/devices/update?devices=…).
import { DeviceTable, useCapabilities } from '@fleet/elements';
import { useState } from 'react';
import { useHref, useNavigate } from 'react-router';
import { useConsoleText } from '../../i18n';
import { ActionLink } from '../ActionLink';
import { screen } from '../screen.css';
import { useUrlListState } from '../use-url-list-state';
import { devicePath } from './device-path';
import { updateTargetsHref } from './update-targets';
import { PageHeader } from '../parts/PageHeader';

const LIST_KEYS = ['filter', 'search'] as const;

export function DeviceListScreen() {
  const t = useConsoleText();
  const navigate = useNavigate();
  // The device's route (SPEC §2 /devices/{id}) as a real link in each row.
  const deviceHref = `${useHref('/devices')}/{deviceUuid}`;
  const mayPair = useCapabilities().canEnter('devices:pair') === 'granted';
  const [list, changeList] = useUrlListState(LIST_KEYS);
  const [selected, setSelected] = useState<string[]>([]);
  const mayUpdate = useCapabilities().can('updates', 'initiate') !== 'denied';
  return (
    <section className={screen} aria-labelledby="screen-title">
      <PageHeader
        title={t('console.nav.devices')}
        actions={
          <>
            {selected.length > 0 && (
              <ActionLink
                to={updateTargetsHref(selected)}
                variant="secondary"
                notPermitted={!mayUpdate}
              >
                {t('console.screens.updateSelected')}
              </ActionLink>
            )}
            <ActionLink to="/devices/pair" notPermitted={!mayPair}>
              {t('console.screens.pairDevice')}
            </ActionLink>
          </>
        }
      />
      <DeviceTable
        {...list}
        onFilterChanged={({ filter }) => changeList({ filter })}
        onSearchChanged={({ search }) => changeList({ search })}
        onSelectionChanged={({ deviceUuids }) => setSelected(deviceUuids)}
        deviceHref={deviceHref}
        onRowSelected={({ deviceUuid }) => {
          void navigate(devicePath(deviceUuid));
          return false; // routed here, not by following the link
        }}
      />
    </section>
  );
}

export { DeviceListScreen as Component };
