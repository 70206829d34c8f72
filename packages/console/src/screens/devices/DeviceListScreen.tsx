// SPEC §2 /devices: the device list, its filter and search kept in the address (query params
// filter and search), and pairing a device (SPEC §6: needs the device token right).
import { DeviceTable } from '@fleet/elements';
import { useNavigate } from 'react-router';
import { useConsoleText } from '../../i18n';
import { ActionLink } from '../ActionLink';
import { screen } from '../screen.css';
import { title, titleRow } from '../screens.css';
import { useMayEnter } from '../use-route-right';
import { useUrlListState } from '../use-url-list-state';

const LIST_KEYS = ['filter', 'search'] as const;

export function DeviceListScreen() {
  const t = useConsoleText();
  const navigate = useNavigate();
  const mayPair = useMayEnter('devices:pair');
  const [list, changeList] = useUrlListState(LIST_KEYS);
  return (
    <section className={screen} aria-labelledby="screen-title">
      <div className={titleRow}>
        <h1 id="screen-title" className={title}>
          {t('console.nav.devices')}
        </h1>
        <ActionLink to="/devices/pair" notPermitted={!mayPair}>
          {t('console.screens.pairDevice')}
        </ActionLink>
      </div>
      <DeviceTable
        {...list}
        onFilterChanged={({ filter }) => changeList({ filter })}
        onSearchChanged={({ search }) => changeList({ search })}
        onRowSelected={({ deviceUuid }) =>
          void navigate(`/devices/${encodeURIComponent(deviceUuid)}`)
        }
      />
    </section>
  );
}

export { DeviceListScreen as Component };
