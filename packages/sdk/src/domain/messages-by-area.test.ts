// Texts by area, as a page that loads only the device list's code sees them. The SDK's test
// files share one module graph (vitest.config.ts) where other files have registered every
// area, so this one imports fresh modules.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type * as DeviceFilters from './device-filters.js';
import type * as DeviceStatus from './device-status.js';
import type * as Messages from './messages.js';
import type * as Validation from './validation.js';

let catalogue: typeof Messages;
let deviceStatus: typeof DeviceStatus;
let deviceFilters: typeof DeviceFilters;
let validation: typeof Validation;

beforeAll(async () => {
  vi.resetModules();
  catalogue = await import('./messages.js');
  deviceStatus = await import('./device-status.js');
  deviceFilters = await import('./device-filters.js');
  validation = await import('./validation.js');
});

describe('message catalogue by area', () => {
  it("has the texts of the modules loaded: statuses, filters and validation's", () => {
    const { formatRegisteredMessage } = catalogue;
    expect(formatRegisteredMessage(deviceStatus.deviceDisplayLabelId('updateFailed'))).toBe(
      'Update failed',
    );
    expect(formatRegisteredMessage(deviceFilters.BUILT_IN_DEVICE_FILTERS[0]!.labelId)).toBe(
      'Online',
    );
    expect(new validation.FleetValidationError('required.deviceUuid').message).toBe(
      'Device uuid is required',
    );
  });

  it('says which module forgot its area instead of showing an id', () => {
    expect(() => catalogue.formatRegisteredMessage('trial.title')).toThrow(
      'No text for trial.title: the module showing it must call registerMessages first.',
    );
  });

  it('shows a registered text in fr-CH once that language has loaded', async () => {
    await catalogue.loadMessages('fr-CH');
    expect(catalogue.formatRegisteredMessage('deviceStatus.upToDate', {}, 'fr-CH')).toBe('À jour');
  });
});
