// What an initiated update did (SPEC §8): the devices that took it, and for each other device
// the summary the SDK gives ('Unable to initiate update. Reported error: …' and the rest).
import type { UpdateOutcome as Outcome } from '@fleet/sdk';
import { useConsoleText } from '../../i18n';
import { muted } from '../parts/parts.css';
import { list } from './packages.css';
import '../../i18n/messages/packages';

export function UpdateOutcome({ outcome }: { outcome: Outcome }) {
  const t = useConsoleText();
  return (
    <>
      <h2>{t('console.packages.affected')}</h2>
      {outcome.affected.length === 0 ? (
        <p className={muted}>{t('console.packages.noneAffected')}</p>
      ) : (
        <ul className={list}>
          {outcome.affected.map((device) => (
            <li key={device.deviceUuid}>{device.name || device.deviceId}</li>
          ))}
        </ul>
      )}
      {outcome.notAffected.length > 0 && (
        <>
          <h2>{t('console.packages.notAffected')}</h2>
          <ul className={list}>
            {outcome.notAffected.map((device) => (
              <li key={device.deviceUuid}>
                {device.name || device.deviceId}: {device.reason}
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
