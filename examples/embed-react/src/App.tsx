// A React page with the Fleet device table in it, as a partner would embed it: the custom
// element in JSX (typed by @fleet/elements/types/react), its token function as a property
// (React 19 sets properties on custom elements) and its fleet-* events heard as props.
import '@fleet/elements/define/device-table';
import { useState } from 'react';
import { getToken } from './fleet-token';

export function App() {
  const [lastEvent, setLastEvent] = useState('none yet');

  return (
    <main style={{ fontFamily: 'system-ui', maxWidth: 1200, margin: '2rem auto' }}>
      <h1>Our devices</h1>
      {/* An empty base-url is this page's origin: Vite proxies /api to the Fleet API. */}
      <fleet-device-table
        base-url=""
        theme="auto"
        getToken={getToken}
        onfleet-row-selected={(event) => setLastEvent(`row ${event.detail.device.deviceName}`)}
        onfleet-selection-changed={(event) =>
          setLastEvent(`${event.detail.deviceUuids.length} selected`)
        }
        onfleet-page-changed={(event) =>
          setLastEvent(`page at offset ${event.detail.offset}, ${event.detail.limit} per page`)
        }
      />
      <p>
        Last event: <code>{lastEvent}</code>
      </p>
    </main>
  );
}
