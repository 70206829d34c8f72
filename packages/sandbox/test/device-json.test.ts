import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqlClient } from '../src/db/sql-client.js';
import type { Sandbox } from '../src/sandbox.js';
import { listDevicesJson } from '../src/store/device-json.js';
import { listDevices } from '../src/store/device-list-query.js';
import type { DeviceFilter, DeviceOrder, PageWindow } from '../src/store/device-query.js';
import type { DevicePage, NewDevice } from '../src/store/devices.js';
import { call } from './helpers/contract-calls.js';
import { tokensFor } from './helpers/oidc.js';
import { removeDir, startTestSandbox } from './helpers/sandbox.js';

// GET /devices sends a page whose JSON the database writes (src/store/device-json.ts).
// It must be the very text JSON.stringify gives for the page's objects (toDevice), whatever a
// device holds: every optional field set or not, names in any script, quotes, backslashes,
// control characters. (Except a NUL: the driver cuts a text at it, where the database's JSON
// holds the whole text stored; see the last test.)

/** Every character that JSON escapes (NUL aside), and some that it does not. */
const AWKWARD = `${Array.from({ length: 31 }, (_, code) => String.fromCharCode(code + 1)).join('')}"\\/\u007f\u2028\u2029`;

const DEVICES: NewDevice[] = [
  {
    deviceId: 'json-everything-set',
    name: 'Kühlraum Kiosk 漢字 🚀',
    notes: 'Line one\nline two\t"quoted" \\ back',
    status: 'UpdatePending',
    hibernated: true,
    lastSeen: '2026-11-20T10:00:00.000Z',
    createdAt: '2026-01-02T03:04:05.006Z',
    activatedAt: '2026-01-03T00:00:00.000Z',
    lastUpdated: '2026-11-01T00:00:00.000Z',
    productName: 'Verdin «iMX8M Plus»',
    productFamily: 'Verdin',
    tagName: 'v1.2.3-ü',
    network: { localIpV4: '10.0.0.7', hostname: 'kiosk-1', macAddress: '00:11:22:33:44:55' },
    components: [
      { hardwareId: 'verdin-imx8mp' },
      { hardwareId: 'mcu-ü "m7"' },
      { hardwareId: 'docker-compose' },
    ],
  },
  {
    deviceId: 'json-nothing-set',
    name: 'Bare',
    components: [{ hardwareId: 'verdin-imx8mp' }],
  },
  {
    deviceId: `json-awkward-${AWKWARD}`,
    name: `Awkward ${AWKWARD}`,
    notes: AWKWARD,
    status: 'Error',
    lastSeen: '2026-11-25T23:59:59.999Z',
    productName: AWKWARD,
    components: [{ hardwareId: `hw-${AWKWARD}` }],
  },
  {
    deviceId: 'json-no-components',
    name: 'Ünïcode gateway',
    notes: '',
    status: 'Outdated',
    components: [],
  },
];

let sandbox: Sandbox;
let db: SqlClient;
let repositoryId: string;
let token: string;
let uuids: string[];

beforeAll(async () => {
  sandbox = await startTestSandbox({ devices: 30 });
  ({ db } = sandbox.context);
  const { stores } = sandbox.context;
  const dev = await stores.users.findByEmail('dev@example.com');
  const repository = dev && (await stores.repositories.personalOf(dev.id));
  if (!repository) throw new Error('The demo repository is missing');
  repositoryId = repository.id;
  uuids = [];
  for (const device of DEVICES)
    uuids.push((await stores.devices.create(repositoryId, device)).deviceUuid);
  token = (await tokensFor(sandbox.url, 'dev@example.com')).access_token;
});

afterAll(async () => {
  await sandbox.close();
  removeDir(sandbox.config.dataDir);
});

/** The page's JSON both ways: written by the database, and JSON.stringify of its objects. */
async function bothWays(filter: DeviceFilter, order: DeviceOrder, page: PageWindow) {
  return {
    written: await db.transaction((tx) => listDevicesJson(tx, repositoryId, filter, order, page)),
    stringified: JSON.stringify(
      await db.transaction((tx) => listDevices(tx, repositoryId, filter, order, page)),
    ),
  };
}

describe('SPEC §7 GET /devices: the page as JSON text', () => {
  it('is JSON.stringify of its devices, every optional field set and unset', async () => {
    const { written, stringified } = await bothWays(
      { deviceUuids: uuids },
      { sortBy: 'Name', sortDirection: 'Asc' },
      { offset: 0, limit: 50 },
    );
    expect(written).toBe(stringified);
    const page = JSON.parse(written) as DevicePage;
    expect(page.values.map((device) => device.deviceName)).toEqual([
      `Awkward ${AWKWARD}`,
      'Bare',
      'Kühlraum Kiosk 漢字 🚀',
      'Ünïcode gateway',
    ]);
    const everything = page.values.find((device) => device.deviceId === 'json-everything-set');
    expect(everything).toMatchObject({
      hibernated: true,
      deviceStatus: 'UpdatePending',
      hardwareIds: ['verdin-imx8mp', 'mcu-ü "m7"', 'docker-compose'],
    });
    const bare = page.values.find((device) => device.deviceId === 'json-nothing-set');
    expect(bare).toMatchObject({ notes: null, lastSeen: null, productName: null, tagName: null });
  });

  it.each([
    ['the default order', {}, { sortBy: 'LastSeen', sortDirection: 'Desc' }],
    [
      'a status filter',
      { statuses: ['Error', 'Outdated'] },
      { sortBy: 'Name', sortDirection: 'Desc' },
    ],
    ['a name search', { nameContains: 'ü' }, { sortBy: 'CreatedAt', sortDirection: 'Asc' }],
    ['hibernated devices', { hibernated: true }, { sortBy: 'LastSeen', sortDirection: 'Asc' }],
  ] as Array<[string, DeviceFilter, DeviceOrder]>)(
    'is JSON.stringify of its devices with %s, on every page',
    async (_, filter, order) => {
      for (const page of [
        { offset: 0, limit: 0 },
        { offset: 0, limit: 5 },
        { offset: 20, limit: 10 },
        { offset: 0, limit: 1000 },
        { offset: 5000, limit: 10 },
      ]) {
        const { written, stringified } = await bothWays(filter, order, page);
        expect(written).toBe(stringified);
      }
    },
  );

  it('is what GET /devices answers, in the described shape', async () => {
    const url = `/api/v2beta/devices?offset=0&limit=100&sortBy=Name&sortDirection=Asc${uuids.map((uuid) => `&deviceUuids=${uuid}`).join('')}`;
    const described = await call(sandbox, url, { token });
    expect(described.status, JSON.stringify(described.body)).toBe(200);
    const response = await fetch(`${sandbox.url}${url}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.headers.get('content-type')).toBe('application/json');
    const { stringified } = await bothWays(
      { deviceUuids: uuids },
      { sortBy: 'Name', sortDirection: 'Asc' },
      { offset: 0, limit: 100 },
    );
    expect(await response.text()).toBe(stringified);
  });

  it('writes hardware ids stored with spaces (as jsonb writes an appended id) without them', async () => {
    const [uuid = ''] = uuids;
    const stored = await db.get('SELECT hardware_ids FROM devices WHERE uuid = ?', [uuid]);
    // How jsonb writes a list: ", " between items, its escapes those of JSON.stringify.
    const spaced = String.raw`["verdin-imx8mp", "mcu-ü \"m7\"", "tab\there\u0001"]`;
    await db.run('UPDATE devices SET hardware_ids = ? WHERE uuid = ?', [spaced, uuid]);
    try {
      const { written, stringified } = await bothWays(
        { deviceUuids: [uuid] },
        { sortBy: 'Name', sortDirection: 'Asc' },
        { offset: 0, limit: 10 },
      );
      expect(written).toBe(stringified);
      expect(written).toContain(
        String.raw`"hardwareIds":["verdin-imx8mp","mcu-ü \"m7\"","tab\there\u0001"]`,
      );
    } finally {
      await db.run('UPDATE devices SET hardware_ids = ? WHERE uuid = ?', [
        String(stored?.hardware_ids ?? '[]'),
        uuid,
      ]);
    }
  });

  it('holds a text with a NUL whole, as stored (PostgreSQL stores no NUL)', async () => {
    const name = 'Before\u0000after';
    const created = sandbox.context.stores.devices.create(repositoryId, {
      deviceId: 'json-nul',
      name,
      components: [],
    });
    if (db.dialect === 'postgres') {
      await expect(created).rejects.toThrow();
      return;
    }
    const { deviceUuid } = await created;
    const { written } = await bothWays(
      { deviceUuids: [deviceUuid] },
      { sortBy: 'Name', sortDirection: 'Asc' },
      { offset: 0, limit: 10 },
    );
    expect((JSON.parse(written) as DevicePage).values.map((device) => device.deviceName)).toEqual([
      name,
    ]);
    await sandbox.context.stores.devices.remove(repositoryId, deviceUuid);
  });
});
