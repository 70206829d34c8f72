// The query cache from React (useQuery): one fetch per key for every observer, and SPEC §4
// live events that change a value refetch it on screen.
import { headlineCount } from '@fleet/sdk';
import { assertEqual, waitFor } from '../testing/assert.js';
import { fakeApi } from '../testing/fake-api.js';
import { fakeLiveChannel } from '../testing/fake-live-channel.js';
import { render } from '../testing/render.js';
import { FleetProvider, useFleet } from './FleetProvider.js';
import { useQuery } from './use-query.js';

function TotalDevices() {
  const devices = useFleet().resource('devices');
  const total = useQuery(headlineCount({ devices }, 'total'));
  if (total.error) return <p>{total.error.message}</p>;
  return <p>{total.loading && total.data === undefined ? 'loading' : `${total.data} devices`}</p>;
}

describe('useQuery', () => {
  it('shares one fetch between observers and follows live status changes', async () => {
    let total = 20;
    const api = fakeApi({
      'GET /api/v2beta/devices': () => ({
        status: 200,
        body: { values: [], total, offset: 0, limit: 0 },
      }),
    });
    const live = fakeLiveChannel();
    const { container } = await render(
      <FleetProvider sdk={api.sdk} live={live}>
        <TotalDevices />
        <TotalDevices />
      </FleetProvider>,
    );
    await waitFor(() => container.textContent === '20 devices20 devices', { what: 'the count' });
    assertEqual(api.sent('GET /api/v2beta/devices').length, 1, 'one fetch for two observers');

    total = 19;
    live.send({ type: 'DeleteDeviceRequest', deviceUuid: 'a' });
    await waitFor(() => container.textContent === '19 devices19 devices', {
      what: 'the new count',
    });
    assertEqual(api.sent('GET /api/v2beta/devices').length, 2, 'refetched once');
  });
});
