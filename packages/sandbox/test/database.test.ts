import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/database.js';
import { migrate, readMigrations } from '../src/db/migrate.js';
import { libsqlClient } from '../src/db/sql-client.js';
import { countNameMatches } from '../src/store/device-name-search.js';
import { removeDir, tempDataDir } from './helpers/sandbox.js';

let db: Database | undefined;
const dirs: string[] = [];

afterEach(() => {
  db?.close();
  dirs.splice(0).forEach(removeDir);
});

function open(): Database {
  const dir = tempDataDir();
  dirs.push(dir);
  db = openDatabase(dir);
  return db;
}

describe('the embedded database', () => {
  it('runs in WAL mode, syncs every commit and enforces foreign keys', () => {
    const database = open();
    expect(database.get('PRAGMA journal_mode')).toMatchObject({ journal_mode: 'wal' });
    expect(database.get('PRAGMA synchronous')).toMatchObject({ synchronous: 2 });
    expect(database.get('PRAGMA foreign_keys')).toMatchObject({ foreign_keys: 1 });
  });

  it('applies the numbered migrations in order once, recording each', () => {
    const database = open();
    const versions = readMigrations().map(({ version }) => version);
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
    expect(migrate(database)).toEqual(versions);
    expect(migrate(database)).toEqual([]);
    expect(
      database
        .all('SELECT version FROM schema_migrations ORDER BY version')
        .map((row) => row.version),
    ).toEqual(versions);
  });

  it('rolls a failed migration back whole, leaving it unrecorded', () => {
    const database = open();
    const dir = mkdtempSync(path.join(tmpdir(), 'fleet-migrations-'));
    dirs.push(dir);
    writeFileSync(path.join(dir, '001_ok.sql'), 'CREATE TABLE a (id INTEGER PRIMARY KEY);');
    writeFileSync(
      path.join(dir, '002_broken.sql'),
      'CREATE TABLE b (id INTEGER PRIMARY KEY); INSERT INTO nowhere VALUES (1);',
    );
    expect(() => migrate(database, readMigrations(dir))).toThrow();
    expect(database.all('SELECT version FROM schema_migrations').map((row) => row.version)).toEqual(
      [1],
    );
    expect(database.get("SELECT name FROM sqlite_master WHERE name = 'b'")).toBeUndefined();
  });

  it('commits a transaction whole or not at all', () => {
    const database = open();
    database.exec('CREATE TABLE t (v TEXT NOT NULL)');
    expect(() =>
      database.transaction(() => {
        database.run('INSERT INTO t (v) VALUES (?)', ['kept?']);
        throw new Error('abort');
      }),
    ).toThrow('abort');
    database.transaction(() => database.run('INSERT INTO t (v) VALUES (?)', ['kept']));
    expect(database.all('SELECT v FROM t').map((row) => row.v)).toEqual(['kept']);
  });

  it('prepares a statement anew after it failed, so one bad call changes no later answer', async () => {
    const database = open();
    migrate(database);
    const client = libsqlClient(database);
    const search = (match: string) =>
      countNameMatches(client, { table: 'device_name_search', match }, 'a-repository');
    expect(await search('"a b"')).toBe(0);
    // FTS5 reads its query up to the NUL: "unterminated string".
    await expect(search('"ab\u0000c"')).rejects.toThrow('unterminated string');
    expect(await search('"a b"')).toBe(0);
  });
});
