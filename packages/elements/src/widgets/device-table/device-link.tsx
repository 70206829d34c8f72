// A device's name as a real link (SPEC §2 /devices/{id}) when the host gives the address: a
// middle or modified click opens it elsewhere as links do, a plain click is the row's activation
// (the host may veto following the link, e.g. to route within its page).
import type { Device } from '@fleet/sdk';
import type { MouseEvent } from 'react';
import { Link } from '../../primitives/link/Link.js';

/** The address of a device: `{deviceUuid}` and `{deviceId}` in the template, URL-encoded. */
export function deviceHrefOf(template: string, device: Device): string {
  return template
    .replaceAll('{deviceUuid}', encodeURIComponent(device.deviceUuid))
    .replaceAll('{deviceId}', encodeURIComponent(device.deviceId));
}

/** A click the browser handles by itself: a new tab or window, a download. */
const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

export interface DeviceLinkProps {
  href: string;
  name: string;
  /** A plain click: false when the host routes itself (the link is not followed). */
  onOpen(): boolean;
}

export function DeviceLink({ href, name, onOpen }: DeviceLinkProps) {
  return (
    <Link
      href={href}
      // Rows are reached with arrow keys and opened with Enter, as their checkboxes are.
      tabIndex={-1}
      part="device-link"
      // The row leaves a click on a link to the link (Table).
      onClick={(event) => {
        if (opensElsewhere(event)) return;
        if (!onOpen()) event.preventDefault();
      }}
    >
      {name}
    </Link>
  );
}
