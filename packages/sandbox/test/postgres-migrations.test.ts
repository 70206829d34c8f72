import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.js';
import { migrate, MIGRATIONS_DIR, readMigrations } from '../src/db/migrate.js';
import { openPostgresPool } from '../src/db/postgres/client.js';
import { openPostgresDatabase } from '../src/db/postgres/database.js';
import { migratePostgres, POSTGRES_MIGRATIONS_DIR } from '../src/db/postgres/migrate.js';
import { createTestDatabase, postgresServer } from './helpers/postgres.js';
import { removeDir, tempDataDir } from './helpers/sandbox.js';

/** SQLite's name search (FTS5) has tables of its own; PostgreSQL searches with pg_trgm instead. */
const SQLITE_ONLY_TABLES = /^(device_name_|device_repositories$)/;

let server: Awaited<ReturnType<typeof postgresServer>>;
beforeAll(async () => {
  server = await postgresServer();
});
afterAll(() => server?.stop());

describe('PostgreSQL migrations', () => {
  it('have the same numbers and names as the embedded ones', () => {
    const names = (dir: string) =>
      readMigrations(dir).map(({ version, name }) => `${version}_${name}`);
    expect(names(POSTGRES_MIGRATIONS_DIR)).toEqual(names(MIGRATIONS_DIR));
  });

  it('give every table the columns of the embedded schema', async () => {
    const dir = tempDataDir();
    const sqlite = openDatabase(dir);
    const database = await createTestDatabase(server.url);
    const pool = openPostgresPool(database.url);
    try {
      migrate(sqlite);
      await migratePostgres(pool);
      const embedded = new Map<string, string[]>();
      for (const { name } of sqlite.all(
        `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`,
      )) {
        const table = String(name);
        if (SQLITE_ONLY_TABLES.test(table)) continue;
        embedded.set(
          table,
          sqlite
            .all(`SELECT name FROM pragma_table_info(?)`, [table])
            .map((row) => String(row.name)),
        );
      }
      const { rows } = await pool.query<{ table_name: string; column_name: string }>(
        `SELECT table_name, column_name FROM information_schema.columns
         WHERE table_schema = 'public' ORDER BY table_name, ordinal_position`,
      );
      const postgres = new Map<string, string[]>();
      // SQLite's implicit rowid is a column of its own in PostgreSQL where a list sorts by it.
      for (const row of rows.filter(({ column_name }) => column_name !== 'rowid'))
        postgres.set(row.table_name, [...(postgres.get(row.table_name) ?? []), row.column_name]);
      expect(Object.fromEntries([...postgres].sort())).toEqual(
        Object.fromEntries([...embedded].sort()),
      );
    } finally {
      sqlite.close();
      removeDir(dir);
      await pool.end();
      await database.drop();
    }
  });

  it('apply once, in one transaction each, even when two processes start together', async () => {
    const database = await createTestDatabase(server.url);
    const first = openPostgresPool(database.url);
    const second = openPostgresPool(database.url);
    try {
      const versions = readMigrations(POSTGRES_MIGRATIONS_DIR).map(({ version }) => version);
      const [a, b] = await Promise.all([migratePostgres(first), migratePostgres(second)]);
      expect([...a, ...b].sort((x, y) => x - y)).toEqual(versions);
      expect(await migratePostgres(first)).toEqual([]);
      const { rows } = await first.query<{ version: number }>(
        'SELECT version FROM schema_migrations ORDER BY version',
      );
      expect(rows.map((row) => row.version)).toEqual(versions);
    } finally {
      await first.end();
      await second.end();
      await database.drop();
    }
  });

  it('roll a failed migration back whole, leaving it unrecorded', async () => {
    const database = await createTestDatabase(server.url);
    const pool = openPostgresPool(database.url);
    try {
      const migrations = [
        { version: 1, name: 'ok', sql: 'CREATE TABLE a (id INTEGER PRIMARY KEY);' },
        {
          version: 2,
          name: 'broken',
          sql: 'CREATE TABLE b (id INTEGER); INSERT INTO nowhere VALUES (1);',
        },
      ];
      await expect(migratePostgres(pool, migrations)).rejects.toThrow(/Migration 2_broken failed/);
      const { rows } = await pool.query<{ version: number }>(
        'SELECT version FROM schema_migrations',
      );
      expect(rows.map((row) => row.version)).toEqual([1]);
      const { rows: tables } = await pool.query("SELECT 1 FROM pg_tables WHERE tablename = 'b'");
      expect(tables).toEqual([]);
    } finally {
      await pool.end();
      await database.drop();
    }
  });

  it('start over on an empty schema with --reset, and keep the data without it', async () => {
    const database = await createTestDatabase(server.url);
    try {
      const first = await openPostgresDatabase(database.url);
      await first.client.run(
        `INSERT INTO users (id, email, created_at) VALUES ('u1', 'Kept@Example.com', '2026-01-01T00:00:00.000Z')`,
      );
      await first.close();
      const again = await openPostgresDatabase(database.url);
      expect(
        await again.client.get(`SELECT id FROM users WHERE email = ?`, ['kept@example.com']),
      ).toEqual({
        id: 'u1',
      });
      await again.close();
      const reset = await openPostgresDatabase(database.url, { reset: true });
      expect(await reset.client.get('SELECT count(*) AS n FROM users')).toEqual({ n: 0 });
      expect(await reset.client.get('SELECT count(*) AS n FROM schema_migrations')).toEqual({
        n: readMigrations(POSTGRES_MIGRATIONS_DIR).length,
      });
      await reset.close();
    } finally {
      await database.drop();
    }
  });
});
