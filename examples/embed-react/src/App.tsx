// A React page with the Fleet device table in it, as a partner would embed it: the custom
// element in JSX, its token function set through a ref, and its fleet-* events heard here.
import '@fleet/elements/define/device-table';
import { useEffect, useRef, useState } from 'react';
import { getToken } from './fleet-token';

type FleetTableElement = HTMLElement & { getToken?: () => Promise<string> };

/** The events <fleet-device-table> dispatches (custom-elements.json lists them). */
const DEVICE_TABLE_EVENTS = ['fleet-row-selected', 'fleet-selection-changed', 'fleet-page-changed'];

export function App() {
  const table = useRef<FleetTableElement>(null);
  const [lastEvent, setLastEvent] = useState('none yet');

  useEffect(() => {
    const element = table.current;
    if (!element) return;
    element.getToken = getToken;
    const heard = (event: Event) =>
      setLastEvent(`${event.type} ${JSON.stringify((event as CustomEvent).detail)}`);
    for (const name of DEVICE_TABLE_EVENTS) element.addEventListener(name, heard);
    return () => {
      for (const name of DEVICE_TABLE_EVENTS) element.removeEventListener(name, heard);
    };
  }, []);

  return (
    <main style={{ fontFamily: 'system-ui', maxWidth: 1200, margin: '2rem auto' }}>
      <h1>Our devices</h1>
      {/* An empty base-url is this page's origin: Vite proxies /api to the Fleet API. */}
      <fleet-device-table ref={table} base-url="" theme="auto" />
      <p>
        Last event: <code>{lastEvent}</code>
      </p>
    </main>
  );
}
