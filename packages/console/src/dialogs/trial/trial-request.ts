// Opening the Trial dialog from elsewhere than the Device Limit dialog (e.g. a banner action
// with the 'startFreeTrial' handler): `openTrialDialog()`. The shell's DeviceLimitFlow shows it.
import { signal, type Signal } from '@preact/signals-react';
import { fleetApp, type FleetApp } from '../../app/fleet-app';

const byApp = new WeakMap<FleetApp, Signal<boolean>>();

/** Whether the Trial dialog was asked for and is still open. */
export function trialRequested(app: FleetApp = fleetApp()): Signal<boolean> {
  let requested = byApp.get(app);
  if (!requested) {
    requested = signal(false);
    byApp.set(app, requested);
  }
  return requested;
}

export function openTrialDialog(app: FleetApp = fleetApp()): void {
  trialRequested(app).value = true;
}

/** The Trial dialog closed: a later request opens it again. */
export function closeTrialRequest(app: FleetApp = fleetApp()): void {
  trialRequested(app).value = false;
}
