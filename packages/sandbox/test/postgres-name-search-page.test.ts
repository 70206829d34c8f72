import type { DeviceSortBy, SortDirection } from '@fleet/sdk/domain';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { numberPlaceholders } from '../src/db/postgres/placeholders.js';
import { postgresSpelling } from '../src/db/postgres/sqlite-spellings.js';
import type { SqlClient, SqlValue } from '../src/db/sql-client.js';
import type { Sandbox } from '../src/sandbox.js';
import { nameSearchPlannedOnce } from '../src/store/device-name-page-planned-once.js';
import { pagePlannedOnce } from '../src/store/device-page-planned-once.js';
import {
  deviceConditionList,
  deviceConditions,
  deviceOrderBy,
  type DeviceOrder,
  type PageWindow,
} from '../src/store/device-query.js';
import { DEVICE_COLUMNS, DEVICE_OBJECTS, toDevice } from '../src/store/device-rows.js';
import type { NewDevice } from '../src/store/devices.js';
import type { Stores } from '../src/store/index.js';
import { createTestDatabase, postgresServer, type TestDatabase } from './helpers/postgres.js';
import { removeDir, startTestSandbox, tempDataDir } from './helpers/sandbox.js';

// A name search's page on PostgreSQL is a statement planned once, read one of two ways chosen
// by how many devices the text kept at its last count (device-name-page-planned-once.ts).
// Whichever way, it answers what one plain query answers; and each way's one plan (the plan
// for any text) reads the page the way it is chosen for.

const SEEDED = 3000;
/** Names few devices have: a rare text's matches. */
const RARE = Array.from({ length: 6 }, (_, i) => `Quayside beacon ${i}`);

let server: Awaited<ReturnType<typeof postgresServer>>;
let database: TestDatabase;
let sandbox: Sandbox;
let db: SqlClient;
let stores: Stores;
let repositoryId: string;
let dataDir: string;

beforeAll(async () => {
  server = await postgresServer();
  database = await createTestDatabase(server.url);
  dataDir = tempDataDir();
  sandbox = await startTestSandbox({ dataDir, databaseUrl: database.url, devices: SEEDED });
  ({ db, stores } = sandbox.context);
  const row = await db.get(
    'SELECT repository_id FROM devices GROUP BY repository_id ORDER BY count(*) DESC LIMIT 1',
    [],
  );
  repositoryId = String(row?.repository_id);
  const rare = RARE.map((name, i): NewDevice => ({
    deviceId: `rare-${i}`,
    name,
    status: 'UpToDate',
    lastSeen: new Date(Date.now() - i * 60_000).toISOString(),
    components: [{ hardwareId: 'verdin-imx8mp' }],
  }));
  await stores.devices.importDevices(repositoryId, rare, { rebuildIndexes: true });
  await db.run('ANALYZE devices', []);
});

afterAll(async () => {
  await sandbox?.close();
  if (dataDir) removeDir(dataDir);
  await database?.drop();
  await server?.stop();
});

async function plainPage(text: string, order: DeviceOrder, page: PageWindow) {
  const where = deviceConditions({ nameContains: text }, repositoryId);
  return (
    await db.all(
      `SELECT ${DEVICE_COLUMNS} FROM devices d WHERE d.repository_id = ? AND ${where.sql}
       ORDER BY ${deviceOrderBy(order)} LIMIT ? OFFSET ?`,
      [repositoryId, ...where.params, page.limit, page.offset],
    )
  ).map(toDevice);
}

const orders: DeviceOrder[] = (
  [
    ['LastSeen', 'Desc'],
    ['LastSeen', 'Asc'],
    ['Name', 'Asc'],
    ['CreatedAt', 'Desc'],
  ] as Array<[DeviceSortBy, SortDirection]>
).map(([sortBy, sortDirection]) => ({ sortBy, sortDirection }));

describe('a name search page on PostgreSQL', () => {
  it('answers what one plain query does, before the text was counted and after', async () => {
    const pages: PageWindow[] = [
      { offset: 0, limit: 10 },
      { offset: 7, limit: 10 },
      { offset: 250, limit: 50 },
      { offset: 0, limit: 1000 },
    ];
    // A text's first call finds no share kept and keeps its values in sight; the later ones
    // read the walk (gateway, e) or the matches (Quayside, zzq, a deep page of gateway).
    for (const text of ['gateway', 'Quayside', 'zzq', 'e'])
      for (const order of orders)
        for (const page of pages)
          for (const call of [1, 2]) {
            const listed = await stores.devices.list(
              repositoryId,
              { nameContains: text },
              order,
              page,
            );
            expect(listed.values, `${text} ${JSON.stringify({ order, page, call })}`).toEqual(
              await plainPage(text, order, page),
            );
          }
  });

  it('walks the order while that is shorter than reading the matches', () => {
    const [name] = deviceConditionList({ nameContains: 'gateway' }, repositoryId);
    if (!name) throw new Error('no condition');
    const first = { offset: 0, limit: 10 };
    expect(nameSearchPlannedOnce([name], first, undefined)).toBeUndefined();
    // A tenth of the devices: the page's end is about 100 entries into the order.
    const common = nameSearchPlannedOnce([name], first, { matches: 300, devices: 3000 });
    expect(common?.[0]?.sql).toBe(`(d.name || '') LIKE ? ESCAPE '\\'`);
    expect(common?.[0]?.params).toEqual(name.params);
    // Six devices: walking to the tenth match would cross every device.
    expect(nameSearchPlannedOnce([name], first, { matches: 6, devices: 3000 })).toEqual([name]);
    // Deep in a common text's matches, the walk is longer than the matches.
    expect(
      nameSearchPlannedOnce([name], { offset: 290, limit: 10 }, { matches: 300, devices: 3000 }),
    ).toEqual([name]);
    expect(nameSearchPlannedOnce([], first, { matches: 6, devices: 3000 })).toBeUndefined();
  });

  it('plans the walk for any text with no way to the trigram index', async () => {
    // Planned for any text, the trigram index's plan took 100 ms for a tenth of 100,000
    // devices: the walk's statement must leave PostgreSQL no way to that index.
    const [name] = deviceConditionList({ nameContains: 'gateway' }, repositoryId);
    if (!name) throw new Error('no condition');
    const walked = nameSearchPlannedOnce(
      [name],
      { offset: 0, limit: 10 },
      {
        matches: 300,
        devices: 3000,
      },
    );
    if (!walked) throw new Error('not planned once');
    const byLastSeen: DeviceOrder = { sortBy: 'LastSeen', sortDirection: 'Desc' };
    const byName: DeviceOrder = { sortBy: 'Name', sortDirection: 'Asc' };
    // With the trigram index the only way to the devices but a scan of the table (the other
    // indexes dropped in a transaction rolled back after, scans forbidden), a statement whose
    // name the trigram index can read takes it; the walk's cannot, in any order. (How
    // PostgreSQL reads the walk's statement otherwise depends on the table's size: at 3,000
    // devices a scan and a sort, at 100,000 the order's index, docs/benchmarks.md.)
    const onlyTrigrams = ['SET LOCAL enable_seqscan = off', ...(await otherIndexesDropped())];
    expect(await genericPlan([name], byLastSeen, onlyTrigrams)).toMatch(
      /Bitmap Index Scan on devices_by_name_trigrams/,
    );
    for (const order of [byLastSeen, byName])
      for (const settings of [[], onlyTrigrams])
        expect(await genericPlan(walked, order, settings)).not.toMatch(/trigrams/);
  });
});

/** The plan PostgreSQL keeps for the page's statement: its plan for any values. */
async function genericPlan(
  conditions: Parameters<typeof pagePlannedOnce>[3],
  order: DeviceOrder,
  settings: readonly string[] = [],
): Promise<string> {
  const sent: Array<{ sql: string; params: readonly SqlValue[] }> = [];
  const recording = new Proxy(db, {
    get: (target, key) =>
      key === 'all'
        ? async (sql: string, params: readonly SqlValue[] = []) => {
            sent.push({ sql, params });
            return await target.all(sql, params);
          }
        : Reflect.get(target, key),
  });
  await pagePlannedOnce(recording, DEVICE_OBJECTS, repositoryId, conditions, order, {
    offset: 0,
    limit: 10,
  });
  const [statement] = sent;
  if (!statement) throw new Error('no statement sent');
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    await client.query('BEGIN');
    await client.query('SET LOCAL plan_cache_mode = force_generic_plan');
    for (const setting of settings) await client.query(setting);
    await client.query(`PREPARE page AS ${numberPlaceholders(postgresSpelling(statement.sql))}`);
    const values = statement.params.map((value) => client.escapeLiteral(String(value)));
    const { rows } = await client.query(`EXPLAIN EXECUTE page(${values.join(', ')})`);
    await client.query('ROLLBACK');
    return rows.map((row: { 'QUERY PLAN': string }) => row['QUERY PLAN']).join('\n');
  } finally {
    await client.end();
  }
}

/** Statements dropping every index of the devices but the trigram index and the key. */
async function otherIndexesDropped(): Promise<string[]> {
  const indexes = await db.all(
    `SELECT indexname FROM pg_indexes WHERE tablename = 'devices'
       AND indexname LIKE 'devices_by_%' AND indexname <> 'devices_by_name_trigrams'`,
    [],
  );
  return indexes.map((row) => `DROP INDEX ${String(row.indexname)}`);
}
