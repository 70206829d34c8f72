import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/database.js';
import { migrate } from '../src/db/migrate.js';
import { libsqlClient } from '../src/db/sql-client.js';
import { NAME_TAKEN } from '../src/store/fleets.js';
import { createSqlStores, type Stores } from '../src/store/index.js';
import { removeDir, tempDataDir } from './helpers/sandbox.js';

let database: Database | undefined;
let dir: string | undefined;

afterEach(() => {
  database?.close();
  if (dir) removeDir(dir);
  database = undefined;
  dir = undefined;
});

function openStores(): Stores {
  dir = tempDataDir();
  database = openDatabase(dir);
  migrate(database);
  return createSqlStores(libsqlClient(database), { dataDir: dir });
}

describe('store methods that read, then write, on the asynchronous client', () => {
  it('creates one fleet of a name when many ask for it at once', async () => {
    const stores = openStores();
    const user = await stores.users.create({ email: 'owner@example.com' });
    const repository = await stores.repositories.personalOf(user.id);
    const repositoryId = repository?.id ?? '';
    const answers = await Promise.all(
      ['Line 1', 'line 1', 'LINE 1', 'Line 1'].map((name) =>
        stores.fleets.create(repositoryId, { name, fleetType: 'static', expression: null }),
      ),
    );
    expect(answers.filter((answer) => answer !== NAME_TAKEN)).toHaveLength(1);
    const { total } = await stores.fleets.list(
      repositoryId,
      {},
      { sortBy: 'Name', sortDirection: 'Asc' },
      { offset: 0, limit: 10 },
    );
    expect(total).toBe(1);
  });

  it('makes one root key when many callers find none at once', async () => {
    const stores = openStores();
    const user = await stores.users.create({ email: 'owner@example.com' });
    const repositoryId = (await stores.repositories.personalOf(user.id))?.id ?? '';
    const material = (n: number) => ({
      keyId: `key-${n}`,
      algorithm: 'ED25519',
      publicPem: `public ${n}`,
      privatePem: `private ${n}`,
    });
    const keys = await Promise.all(
      [1, 2, 3].map((n) => stores.rootKeys.createIfMissing(repositoryId, material(n))),
    );
    expect(new Set(keys.map((key) => key.keyId)).size).toBe(1);
    expect(await stores.rootKeys.latest(repositoryId)).toHaveLength(1);
  });
});
