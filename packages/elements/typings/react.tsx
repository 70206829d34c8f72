// A partner's React 19 component: the JSX typings of '@fleet/elements/types/react' under strict
// tsc. Lines marked @ts-expect-error must fail: the typings catch those mistakes.
import type {} from '@fleet/elements/types/react';
import { useRef } from 'react';
import type { FleetDeviceTableElement } from '@fleet/elements/types';

export function Devices({ getToken }: { getToken: () => Promise<string> }) {
  const table = useRef<FleetDeviceTableElement>(null);
  return (
    <>
      <fleet-device-table
        ref={table}
        base-url="https://fleet.example.com"
        page-size={20}
        theme="auto"
        getToken={getToken}
        onfleet-row-selected={(event) => console.info(event.detail.device.deviceName)}
        onfleet-selection-changed={(event) => console.info(event.detail.deviceUuids.length)}
      />
      <fleet-top-fleets-chart limit={5} onfleet-fleet-selected={(e) => e.detail.fleetId} />
      {/* @ts-expect-error theme is 'auto', 'light' or 'dark' */}
      <fleet-session-list theme="sepia" />
      {/* @ts-expect-error page-size is a number */}
      <fleet-device-table page-size="20" />
      <fleet-lockbox-editor
        // @ts-expect-error the saved lockbox's detail has no id
        onfleet-lockbox-saved={(event) => console.info(event.detail.id)}
      />
    </>
  );
}
