import {
  DEVICE_STATUSES,
  deviceDisplayLabelId,
  deviceDisplayState,
  formatMessage,
} from '@fleet/sdk/domain';
import { assertDeepEqual, assertEqual } from '../../testing/assert.js';
import { render } from '../../testing/render.js';
import { DeviceStatusBadge } from './DeviceStatusBadge.js';

describe('DeviceStatusBadge (SPEC §4 device update status as shown)', () => {
  it('labels each server status the way the domain maps it', async () => {
    const { container } = await render(
      <>
        {DEVICE_STATUSES.map((status) => (
          <DeviceStatusBadge key={status} status={status} />
        ))}
      </>,
    );
    const labels = [...container.querySelectorAll('[data-state]')].map((b) => b.textContent);
    assertDeepEqual(
      labels,
      DEVICE_STATUSES.map((s) => formatMessage(deviceDisplayLabelId(deviceDisplayState(s)))),
      'labels from the catalogue',
    );
    assertEqual(labels[1], 'Update pending', 'Outdated reads as update pending');
    assertEqual(labels[2], 'Update in progress', 'UpdatePending reads as in progress');
  });

  it('takes a display state and the locale', async () => {
    const { container } = await render(<DeviceStatusBadge state="upToDate" />, { locale: 'fr-CH' });
    assertEqual(container.querySelector('[data-state]')!.textContent, 'À jour', 'fr-CH label');
  });
});
