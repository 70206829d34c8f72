// The active repository's device count for the Device Limit dialog (SPEC §7 "A device count …
// is also fetched"): fetched once per page, then again when the live channel says a device was
// added or removed (SPEC §4 DeviceCreated, DeleteDeviceRequest) or reconnects after missing
// events, so pairing the fifth device shows the dialog without a reload. A failure is logged
// and the dialog stays away (SPEC §8: start-up failures do not stop the app).
import type { LiveChannel, Logger } from '@fleet/sdk';
import { signal, type ReadonlySignal } from '@preact/signals-react';
import type { FleetApp } from '../../app/fleet-app';

export interface DeviceCount {
  /** Undefined until fetched (or when the first fetch failed). */
  readonly count: ReadonlySignal<number | undefined>;
  /** Fetches the count and starts following the live channel; later calls reuse the first. */
  load(): Promise<void>;
}

export interface DeviceCountDeps {
  countDevices(): Promise<number>;
  /** The live channel, when there is one (asked at the first load). */
  live(): Pick<LiveChannel, 'onEvent' | 'onReconnected'> | undefined;
  logger?: Pick<Logger, 'warn'>;
}

const COUNT_CHANGING_EVENTS = new Set(['DeviceCreated', 'DeleteDeviceRequest']);

export function createDeviceCount(deps: DeviceCountDeps): DeviceCount {
  const logger = deps.logger ?? console;
  const count = signal<number | undefined>(undefined);
  let first: Promise<void> | undefined;
  let inFlight: Promise<void> | undefined;
  let again = false;

  // One fetch at a time; news during a fetch asks for one more afterwards, not one per event.
  function refresh(): Promise<void> {
    if (inFlight) {
      again = true;
      return inFlight;
    }
    inFlight = deps
      .countDevices()
      .then(
        (total) => void (count.value = total),
        (error: unknown) => logger.warn('Could not count the devices.', error),
      )
      .finally(() => {
        inFlight = undefined;
        if (again) {
          again = false;
          void refresh();
        }
      });
    return inFlight;
  }

  function follow() {
    const live = deps.live();
    live?.onEvent((event) => {
      if (COUNT_CHANGING_EVENTS.has(event.type)) void refresh();
    });
    live?.onReconnected(() => void refresh());
  }

  return {
    count,
    load() {
      if (!first) {
        follow();
        first = refresh();
      }
      return first;
    },
  };
}

const byApp = new WeakMap<FleetApp, DeviceCount>();

/** The page's device count (one per console app). */
export function deviceCount(app: FleetApp): DeviceCount {
  let store = byApp.get(app);
  if (!store) {
    store = createDeviceCount({
      countDevices: () => app.fleet.devices.countDevices(),
      live: () => app.live(),
    });
    byApp.set(app, store);
  }
  return store;
}
