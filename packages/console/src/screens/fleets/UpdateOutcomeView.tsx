// What a fleet update did (SDK UpdateOutcome): how many devices took it, and for each one that
// did not, the SPEC §8 reason the SDK gives.
import type { UpdateOutcome } from '@fleet/sdk';
import { useConsoleText } from '../../i18n';
import { mono } from '../parts/parts.css';
import { panel, subtitle } from './fleets.css';
import '../../i18n/messages/fleets';

export function UpdateOutcomeView({
  outcome,
  fleetName,
}: {
  outcome: UpdateOutcome;
  fleetName: string;
}) {
  const t = useConsoleText();
  return (
    <div className={panel} role="status" aria-label={t('console.fleets.outcome')}>
      <p>
        {t('console.fleets.updateStarted', { count: outcome.affected.length, name: fleetName })}
      </p>
      {outcome.notAffected.length > 0 && (
        <>
          <h2 className={subtitle}>{t('console.fleets.notAffectedTitle')}</h2>
          <ul>
            {outcome.notAffected.map((device) => (
              <li key={device.deviceUuid}>
                {device.name} <span className={mono}>({device.deviceUuid})</span>: {device.reason}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
