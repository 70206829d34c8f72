// The active repository's device count for the Device Limit dialog: fetched once per page
// (SPEC §7 "A device count … is also fetched"). A failure is logged and the dialog stays
// away (SPEC §8: start-up failures do not stop the app).
import { signal, type ReadonlySignal } from '@preact/signals-react';
import type { FleetApp } from '../../app/fleet-app';

export interface DeviceCount {
  /** Undefined until fetched (or when the fetch failed). */
  readonly count: ReadonlySignal<number | undefined>;
  /** Fetches the count once; later calls reuse the first. */
  load(): Promise<void>;
}

const byApp = new WeakMap<FleetApp, DeviceCount>();

export function deviceCount(app: FleetApp): DeviceCount {
  let store = byApp.get(app);
  if (!store) {
    const count = signal<number | undefined>(undefined);
    let loading: Promise<void> | undefined;
    store = {
      count,
      load() {
        loading ??= app.fleet.devices.countDevices().then(
          (total) => void (count.value = total),
          (error: unknown) => console.warn('Could not count the devices.', error),
        );
        return loading;
      },
    };
    byApp.set(app, store);
  }
  return store;
}
