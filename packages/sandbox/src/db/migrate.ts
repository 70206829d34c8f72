import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Database } from './database.js';

/** The folder of numbered `.sql` migrations, applied in order of their number. */
export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

const MIGRATION_FILE = /^(\d{3,})_([a-z0-9_-]+)\.sql$/i;

export function readMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  const migrations = readdirSync(dir)
    .map((file) => {
      const match = MIGRATION_FILE.exec(file);
      if (!match) return undefined;
      return {
        version: Number(match[1]),
        name: match[2] ?? file,
        sql: readFileSync(`${dir}/${file}`, 'utf8'),
      };
    })
    .filter((migration): migration is Migration => migration !== undefined)
    .sort((a, b) => a.version - b.version);
  for (let i = 1; i < migrations.length; i++) {
    if (migrations[i]?.version === migrations[i - 1]?.version) {
      throw new Error(`Two migrations share version ${migrations[i]?.version} in ${dir}`);
    }
  }
  return migrations;
}

/**
 * Applies every migration not yet recorded in `schema_migrations`, each in its own
 * transaction with its record, so a crash leaves the schema at a known version.
 * Returns the versions applied now.
 */
export function migrate(db: Database, migrations: Migration[] = readMigrations()): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`);
  const applied = new Set(
    db.all('SELECT version FROM schema_migrations').map((row) => Number(row.version)),
  );
  const now: number[] = [];
  for (const migration of migrations) {
    if (applied.has(migration.version)) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      db.run('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)', [
        migration.version,
        migration.name,
        new Date().toISOString(),
      ]);
    });
    now.push(migration.version);
  }
  return now;
}
