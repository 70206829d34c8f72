// One update event's details: its component and outcome as labelled fields, and the data the
// device sent behind a disclosure for whoever needs it.
import type { DeviceEvent } from '@fleet/sdk';
import { useConsoleText } from '../../i18n';
import { mono } from '../parts/parts.css';
import { eventFacts } from './event-details';
import { eventFields, rawData } from './devices.css';
import '../../i18n/messages/devices';

export function EventDetails({ event }: { event: DeviceEvent }) {
  const t = useConsoleText();
  const facts = eventFacts(event);
  return (
    <>
      {(facts.component !== undefined || facts.succeeded !== undefined) && (
        <dl className={eventFields}>
          {facts.component !== undefined && (
            <>
              <dt>{t('console.devices.events.component')}</dt>
              <dd className={mono}>{facts.component}</dd>
            </>
          )}
          {facts.succeeded !== undefined && (
            <>
              <dt>{t('console.devices.events.outcome')}</dt>
              <dd>
                {t(
                  facts.succeeded
                    ? 'console.devices.events.succeeded'
                    : 'console.devices.events.failed',
                )}
              </dd>
            </>
          )}
        </dl>
      )}
      {facts.raw !== undefined && (
        <details>
          <summary>{t('console.devices.events.rawData')}</summary>
          <pre className={`${mono} ${rawData}`}>{facts.raw}</pre>
        </details>
      )}
    </>
  );
}
