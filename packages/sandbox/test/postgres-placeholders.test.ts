import { describe, expect, it } from 'vitest';
import { numberPlaceholders } from '../src/db/postgres/placeholders.js';

describe("PostgreSQL's numbered placeholders", () => {
  it('numbers each ? in order', () => {
    expect(
      numberPlaceholders('SELECT * FROM devices WHERE repository_id = ? AND uuid IN (?, ?)'),
    ).toBe('SELECT * FROM devices WHERE repository_id = $1 AND uuid IN ($2, $3)');
  });

  it('leaves a ? inside strings, quoted names, dollar quotes and comments as text', () => {
    expect(
      numberPlaceholders(
        `SELECT 'why?', 'it''s ?', "odd?name", $$ ? $$, $tag$ ? $tag$ -- really?
         FROM t /* ? */ WHERE a = ? AND b = $1x`,
      ),
    ).toBe(
      `SELECT 'why?', 'it''s ?', "odd?name", $$ ? $$, $tag$ ? $tag$ -- really?
         FROM t /* ? */ WHERE a = $1 AND b = $1x`,
    );
  });

  it('keeps SQL without placeholders as it is', () => {
    const sql = "SELECT count(*) AS n FROM devices WHERE name LIKE '%a%' ESCAPE '\\'";
    expect(numberPlaceholders(sql)).toBe(sql);
  });
});
