import { expect, test, type Page, type WebSocketRoute } from './csp-guard';
import { callApi, expectAccessible, signInAt, accessTokenOf } from './support';

// SPEC §4 live events in a real browser: while the live channel is down the console says so
// (a polite status), the message goes once the channel is back, and the list shown is fetched
// again then, so a change made meanwhile appears. The channel is cut in the middle: every
// websocket the page opens goes through a route the test can close.

const RECONNECTING = 'Live updates interrupted. Reconnecting…';
const LIVE_PATH = /\/api\/v2beta\/live$/;

interface ApiDevice {
  deviceUuid: string;
  deviceName: string;
}

/**
 * Routes the page's live channel sockets to the sandbox, recording what the server answers.
 * `cut()` closes the newest one and holds the next ones away from the server (the page's
 * frames wait) until `restore()`, so the test decides when the channel comes back.
 */
async function routeLiveChannel(page: Page) {
  const sockets: Array<{
    page: WebSocketRoute;
    server?: WebSocketRoute;
    heard: string[];
    said: string[];
  }> = [];
  const held: Array<() => void> = [];
  let holding = false;
  await page.routeWebSocket(LIVE_PATH, (route) => {
    const socket: (typeof sockets)[number] = { page: route, heard: [], said: [] };
    sockets.push(socket);
    const fromPage: Array<string | Buffer> = [];
    route.onMessage((message) => {
      socket.said.push(String(message));
      return socket.server ? socket.server.send(message) : fromPage.push(message);
    });
    const connect = () => {
      const server = route.connectToServer();
      socket.server = server;
      server.onMessage((message) => {
        socket.heard.push(String(message));
        route.send(message);
      });
      for (const message of fromPage.splice(0)) server.send(message);
    };
    if (holding) held.push(connect);
    else connect();
  });
  return {
    /** How many sockets the page has opened so far. */
    count: () => sockets.length,
    /** Whether the newest socket was answered authSuccess. */
    authenticated: () =>
      (sockets.at(-1)?.heard ?? []).some((message) => message.includes('"authSuccess"')),
    /** What the page sent on the newest socket, parsed. */
    said: (): unknown[] => (sockets.at(-1)?.said ?? []).map((text) => JSON.parse(text)),
    /** Sends the page a frame on the newest socket, as if the server had. */
    toPage: (frame: unknown) => sockets.at(-1)?.page.send(JSON.stringify(frame)),
    /** Cuts the newest socket on both sides, as a lost network would. */
    async cut() {
      holding = true;
      const { page: pageSide, server } = sockets.at(-1)!;
      await server?.close();
      await pageSide.close({ code: 4000, reason: 'Cut by the test' });
    },
    /** Lets the page's sockets reach the server again. */
    restore() {
      holding = false;
      for (const connect of held.splice(0)) connect();
    },
  };
}

/** Renames a device behind the console's back (the live channel is down: no event). */
async function renameDevice(page: Page, uuid: string, name: string): Promise<void> {
  const token = await accessTokenOf(page);
  const status = await page.evaluate(
    async ({ uuid, name, token }) => {
      const response = await fetch(`/api/v2beta/devices/name/${uuid}`, {
        method: 'PUT',
        headers: {
          Authorization: `Bearer ${token}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ name }),
      });
      return response.status;
    },
    { uuid, name, token },
  );
  expect(status, `rename ${uuid}`).toBe(200);
}

test.describe('SPEC §4 live channel state in the console', () => {
  test('shows "reconnecting" while the live channel is down, then refetches the list', async ({
    page,
  }) => {
    const live = await routeLiveChannel(page);
    await signInAt(page, '/devices');
    const rows = page
      .getByRole('table', { name: 'Devices' })
      .getByRole('row')
      .filter({ hasText: /\d{3}/ });
    await expect.poll(() => rows.count()).toBeGreaterThan(2);
    await expect.poll(() => live.authenticated(), { timeout: 15_000 }).toBe(true);
    const status = page.getByRole('status').filter({ hasText: RECONNECTING });
    await expect(status).toHaveCount(0);

    // A device the table shows now.
    const { values } = await callApi<{ values: ApiDevice[] }>(
      page,
      'GET',
      '/api/v2beta/devices?limit=50',
    );
    const shown = await rows.allInnerTexts();
    const device = values.find(({ deviceName }) => shown.some((row) => row.includes(deviceName)))!;
    expect(device, 'a device shown in the table').toBeDefined();

    await live.cut();
    await expect(status).toBeVisible();
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expectAccessible(page);

    const renamed = `${device.deviceName} (renamed while offline)`;
    await renameDevice(page, device.deviceUuid, renamed);
    // The page tries again 5 s after the close; its socket reaches the server once restored.
    await expect.poll(() => live.count(), { timeout: 20_000 }).toBe(2);
    await expect(status).toBeVisible();
    live.restore();
    await expect.poll(() => live.authenticated(), { timeout: 20_000 }).toBe(true);
    await expect(status).toHaveCount(0);
    // What changed meanwhile is shown: the list was fetched again.
    await expect(rows.filter({ hasText: renamed })).toHaveCount(1);
    await renameDevice(page, device.deviceUuid, device.deviceName);
  });
});

test.describe('live batch frames in the console', () => {
  test('the console asks for batch frames and shows what a batch of DeviceSeen says', async ({
    page,
  }) => {
    const live = await routeLiveChannel(page);
    await signInAt(page, '/devices');
    const table = page.getByRole('table', { name: 'Devices' });
    const uuidCells = table.locator('tbody tr[data-row-index] td[data-column="uuid"]');
    await expect.poll(() => uuidCells.count()).toBeGreaterThan(2);
    await expect.poll(() => live.authenticated(), { timeout: 15_000 }).toBe(true);
    expect(live.said()).toEqual([{ type: 'authenticate', token: expect.any(String), batch: true }]);

    // The sandbox sends a moment's events in one frame; here two rows' check-ins and one of a
    // device on no page, the way a storm's slot would.
    const uuids = (await uuidCells.allInnerTexts()).slice(0, 2).map((text) => text.trim());
    const lastSeen = new Date(Date.now() - 2_000).toISOString();
    live.toPage({
      type: 'batch',
      messages: [
        ...uuids.map((deviceUuid) => ({ type: 'DeviceSeen', deviceUuid, lastSeen })),
        { type: 'DeviceSeen', deviceUuid: '00000000-0000-4000-8000-000000000000', lastSeen },
      ],
    });
    for (const uuid of uuids)
      await expect(
        table
          .locator('tbody tr[data-row-index]')
          .filter({ has: page.locator('td[data-column="uuid"]', { hasText: uuid }) })
          .locator('td[data-column="lastSeen"] time'),
      ).toHaveAttribute('datetime', lastSeen);
  });
});
