// SPEC §2 /devices/{id}/update and /devices/update?devices=uuid1,uuid2: initiate an update for
// one device or for the devices selected (their uuids in the address, update-targets.ts).
import { DeviceStatusBadge, EmptyState, Skeleton } from '@fleet/elements';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useConsoleText } from '../../i18n';
import { useNameForCrumbs } from '../../routing/crumb-names';
import { ActionLink } from '../ActionLink';
import { screen } from '../screen.css';
import { chosenItem, chosenList } from '../parts/parts.css';
import { Alert } from '../parts/Alert';
import { readUpdateTargets, updateTargetsHref, withoutTargets } from './update-targets';
import { UpdateForm } from './UpdateForm';
import { useUpdateTargets } from './use-update-targets';
import { PageHeader } from '../parts/PageHeader';
import '../../i18n/messages/devices';

export function UpdateDevicesScreen() {
  const t = useConsoleText();
  const navigate = useNavigate();
  const { id } = useParams();
  const [query] = useSearchParams();
  const uuids = id ? [id] : readUpdateTargets(query);
  const targets = useUpdateTargets(uuids);
  const devices = targets.state === 'known' ? targets.devices : [];
  const single = devices.length === 1 ? devices[0] : undefined;
  const heading =
    id || single
      ? t('console.devices.update.titleOne', { name: single?.deviceName ?? id ?? '' })
      : t('console.devices.update.titleMany', { count: uuids.length });
  // The device's crumb shows its name here too, not its uuid.
  useNameForCrumbs('device', id, single?.deviceName);
  const noDevices = uuids.length === 0 || (targets.state === 'known' && devices.length === 0);

  return (
    <section className={screen} aria-labelledby="screen-title">
      <PageHeader title={heading} />
      {noDevices && (
        <EmptyState
          title={t('console.devices.update.noDevices')}
          action={<ActionLink to="/devices">{t('console.devices.update.toDevices')}</ActionLink>}
        />
      )}
      {uuids.length > 0 && targets.state === 'loading' && <Skeleton shape="rect" height="6rem" />}
      {targets.state === 'failed' && (
        <Alert>{t('console.devices.update.devicesFailed', { reason: targets.reason })}</Alert>
      )}
      {devices.length > 1 && (
        <ul className={chosenList} aria-label={t('console.devices.update.targets')}>
          {devices.map((device) => (
            <li key={device.deviceUuid} className={chosenItem}>
              <span>{device.deviceName}</span>
              <DeviceStatusBadge status={device.deviceStatus} />
            </li>
          ))}
        </ul>
      )}
      {devices.length > 0 && (
        <UpdateForm
          devices={devices}
          onSkip={
            id
              ? undefined
              : (skipped) =>
                  void navigate(updateTargetsHref(withoutTargets(uuids, skipped)), {
                    replace: true,
                  })
          }
          onSent={() =>
            void navigate(
              single ? `/devices/${encodeURIComponent(single.deviceUuid)}/updates` : '/devices',
            )
          }
        />
      )}
    </section>
  );
}

export { UpdateDevicesScreen as Component };
