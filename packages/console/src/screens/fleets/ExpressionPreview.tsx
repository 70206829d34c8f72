// The live preview of a dynamic fleet: how many devices its expression matches and the first
// of them, from the SDK's preview store (one call 500 ms after the last change); the API's
// reason when it refuses the expression.
import { useSignalValue } from '@fleet/elements';
import { createFleetExpressionPreviewStore } from '@fleet/sdk';
import { useFleet } from '@fleet/elements';
import { useEffect, useState } from 'react';
import { useConsoleText } from '../../i18n';
import { Alert } from '../parts/Alert';
import { errorText } from '../parts/error-text';
import { chosenList, muted, subheading } from '../parts/parts.css';
import { FleetLink } from './FleetLink';
import { panel } from './fleets.css';
import '../../i18n/messages/fleets';

export function ExpressionPreview({ expression }: { expression: string }) {
  const t = useConsoleText();
  const { sdk } = useFleet();
  const [store] = useState(() => createFleetExpressionPreviewStore({ sdk }));
  useEffect(() => () => store.dispose(), [store]);
  useEffect(() => store.setExpression(expression), [store, expression]);
  const devices = useSignalValue(store.devices);
  const total = useSignalValue(store.total);
  const loading = useSignalValue(store.loading);
  const error = useSignalValue(store.error);
  const empty = expression.trim() === '';

  return (
    <section className={panel} aria-labelledby="preview-title" aria-busy={loading}>
      <h2 id="preview-title" className={subheading}>
        {t('console.fleets.preview')}
      </h2>
      {empty ? (
        <p className={muted}>{t('console.fleets.previewEmpty')}</p>
      ) : loading ? (
        <p className={muted}>{t('console.loading')}</p>
      ) : error ? (
        <Alert>{errorText(error)}</Alert>
      ) : (
        <>
          <p role="status">{t('console.fleets.previewCount', { count: total ?? 0 })}</p>
          {devices && devices.length > 0 && (
            <ul className={chosenList} aria-label={t('console.fleets.previewDevices')}>
              {devices.map((device) => (
                <li key={device.deviceUuid}>
                  <FleetLink to={`/devices/${encodeURIComponent(device.deviceUuid)}`}>
                    {device.deviceName}
                  </FleetLink>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
