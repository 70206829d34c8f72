// The live channel's state for the user (SPEC §4 live events): while live updates are
// interrupted, a polite status says so; it empties as soon as the channel authenticates again
// (the lists shown are then fetched again by syncStoresWithLive).
import type { LiveChannel } from '@fleet/sdk';
import { computed } from '@preact/signals-react';
import { useMemo } from 'react';
import { useFormatMessage } from '../i18n/format-message.js';
import { useOptionalFleet } from './FleetProvider.js';
import { liveStatus } from './LiveConnectionStatus.css.js';
import { useSignalValue } from './signals.js';

export interface LiveConnectionStatusProps {
  /** The channel to watch; by default the live channel of the nearest FleetProvider. */
  channel?: Pick<LiveChannel, 'connection'>;
  className?: string;
}

/** A `role="status"` region: 'Reconnecting…' while the live channel is down, empty otherwise. */
export function LiveConnectionStatus({ channel, className }: LiveConnectionStatusProps) {
  const t = useFormatMessage();
  const fleet = useOptionalFleet();
  const reconnecting = useMemo(
    () => computed(() => (channel ?? fleet?.live.value)?.connection.value === 'reconnecting'),
    [channel, fleet],
  );
  const down = useSignalValue(reconnecting);
  return (
    <div
      role="status"
      aria-live="polite"
      data-live-connection={down ? 'reconnecting' : 'live'}
      className={className ? `${liveStatus} ${className}` : liveStatus}
    >
      {down ? t('ui.live.reconnecting') : null}
    </div>
  );
}
