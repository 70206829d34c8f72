// A device's update status as a user reads it (SPEC §4): the server's status mapped by
// @fleet/sdk/domain (Outdated reads "Update pending", UpdatePending "Update in progress", …),
// labelled from the message catalogue, coloured by what it asks of the user.
import {
  deviceDisplayLabelId,
  deviceDisplayState,
  type DeviceDisplayState,
  type DeviceStatus,
} from '@fleet/sdk/domain';
import { useFormatMessage } from '../../i18n/format-message.js';
import type { Variant } from '../../theme/token-names.js';
import { badge } from './DeviceStatusBadge.css.js';

export type DeviceStatusBadgeProps =
  /** The status as the server sends it (deviceStatus). */
  | { status: DeviceStatus; state?: never }
  /** An already mapped display state (e.g. a pending assignment's). */
  | { state: DeviceDisplayState; status?: never };

const TONE: Record<DeviceDisplayState, Variant> = {
  upToDate: 'positive',
  updatePending: 'warning',
  updateInProgress: 'info',
  updateScheduled: 'primary',
  updateFailed: 'negative',
  notActivated: 'default',
};

export function DeviceStatusBadge(props: DeviceStatusBadgeProps) {
  const t = useFormatMessage();
  const state = props.state ?? deviceDisplayState(props.status);
  return (
    <span className={badge[TONE[state]]} data-state={state} part="status-badge">
      {t(deviceDisplayLabelId(state))}
    </span>
  );
}
