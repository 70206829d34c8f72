import { describe, expect, it } from 'vitest';
import { postgresSpelling } from '../src/db/postgres/sqlite-spellings.js';

describe("PostgreSQL reads the stores' SQLite spellings", () => {
  it('folds ASCII case in LIKE and NOCASE as SQLite does', () => {
    expect(postgresSpelling(`SELECT 1 FROM devices d WHERE d.name LIKE ? ESCAPE '\\'`)).toBe(
      `SELECT 1 FROM devices d WHERE d.name ILIKE ? ESCAPE '\\'`,
    );
    expect(postgresSpelling('SELECT 1 FROM fleets WHERE name = ? COLLATE NOCASE')).toBe(
      'SELECT 1 FROM fleets WHERE lower(name) = lower(?)',
    );
    expect(postgresSpelling('ORDER BY d.name COLLATE NOCASE DESC, d.uuid DESC')).toBe(
      'ORDER BY lower(d.name) DESC, d.uuid DESC',
    );
  });

  it('ignores a conflicting insert with ON CONFLICT DO NOTHING, before any RETURNING', () => {
    expect(postgresSpelling('INSERT OR IGNORE INTO t (a) VALUES (?)\n')).toBe(
      'INSERT INTO t (a) VALUES (?) ON CONFLICT DO NOTHING',
    );
    expect(
      postgresSpelling('INSERT OR IGNORE INTO t (a) SELECT value FROM json_each(?) RETURNING a'),
    ).toBe('INSERT INTO t (a) SELECT value FROM json_items(?) ON CONFLICT DO NOTHING RETURNING a');
  });

  it("drops SQLite's planner hints and renames its functions", () => {
    expect(
      postgresSpelling(
        `SELECT d.rowid FROM devices d INDEXED BY devices_by_name WHERE instr(d.name, ?) > 0`,
      ),
    ).toBe('SELECT d.rowid FROM devices d WHERE strpos(d.name, ?) > 0');
    expect(postgresSpelling('INSERT INTO temp.import_packages SELECT 1')).toBe(
      'INSERT INTO pg_temp.import_packages SELECT 1',
    );
    expect(
      postgresSpelling(
        `UPDATE devices SET hardware_ids = json_insert(hardware_ids, '$[#]', ?) WHERE uuid = ?`,
      ),
    ).toBe(
      'UPDATE devices SET hardware_ids = (hardware_ids::jsonb || jsonb_build_array(?::text))::text WHERE uuid = ?',
    );
  });

  it('leaves string literals alone', () => {
    const sql = `SELECT 'x LIKE y', 'a COLLATE NOCASE' FROM t WHERE note = 'json_each(' AND b LIKE ?`;
    expect(postgresSpelling(sql)).toBe(
      `SELECT 'x LIKE y', 'a COLLATE NOCASE' FROM t WHERE note = 'json_each(' AND b ILIKE ?`,
    );
  });
});
