import type { SqlClient, SqlValue } from '../db/sql-client.js';
import { holdsText } from './sql-dialect.js';
import type { SqlPart } from './device-query.js';
import { nameVersion, NameVersionedValues } from './device-name-versions.js';
import { integer, text } from './rows.js';

/**
 * nameContains through the name indexes of migration 194 instead of a LIKE scan over every
 * device of the repository. LIKE '%text%' folds ASCII letters and nothing else, and so do
 * both indexes, so they find exactly the names LIKE finds (`%`, `_` and `\` included: here
 * they are plain characters).
 *
 * - Text made of letters, digits and non-ASCII characters lies inside one word of a name, as
 *   FTS5's ascii tokenizer cuts words. The words holding it are looked up in the vocabulary
 *   of name pieces, then device_name_words answers the devices having any of them.
 * - Other text of three characters or more: a trigram phrase over the lowered names.
 * - Otherwise (short text with punctuation, or a text found in too many words): no index,
 *   the caller scans with LIKE.
 */
export interface NameSearch {
  table: 'device_name_words' | 'device_name_search';
  /** The FTS5 query. */
  match: string;
}

/** A trigram needs three characters. */
const TRIGRAM = 3;
/** Past this many words, a query over all of them costs about what the trigram phrase does. */
const MAX_WORDS = 64;
/** What FTS5's ascii tokenizer cuts words at: ASCII characters other than letters and digits. */
const WORD_SEPARATORS = /[^0-9A-Za-z\u0080-\uffff]+/;

/** LIKE's and lower()'s folding: ASCII letters only. */
const foldAscii = (value: string): string =>
  value.replace(/[A-Z]/g, (letter) => letter.toLowerCase());

/** An FTS5 string: only the double quote is special inside one; it is doubled. */
const ftsString = (value: string): string => `"${value.replaceAll('"', '""')}"`;

/** How to find the names holding `value`, or undefined when no index helps. */
export async function nameSearch(db: SqlClient, value: string): Promise<NameSearch | undefined> {
  // The name indexes are SQLite's FTS5 tables. On PostgreSQL the caller's LIKE (an ILIKE
  // there) finds names through the trigram index of migration 199, or by a scan for text too
  // short for trigrams: the planner chooses.
  if (db.dialect !== 'sqlite') return undefined;
  // FTS5 reads its query up to a NUL; such text is left to the LIKE scan.
  if (value.includes('\u0000')) return undefined;
  const folded = foldAscii(value);
  const long = [...folded].length >= TRIGRAM;
  const phrase: NameSearch | undefined = long
    ? { table: 'device_name_search', match: ftsString(folded) }
    : undefined;
  if (WORD_SEPARATORS.test(folded)) return phrase;
  const words = await wordsHolding(db, folded, long);
  if (words === undefined) return phrase;
  // No word holds it: a word nobody has matches no device.
  const terms = words.length ? words : [folded];
  return { table: 'device_name_words', match: terms.map(ftsString).join(' OR ') };
}

/** How searches are answered, kept while the repository's names stay the same. */
const keptSearches = new NameVersionedValues<NameSearch | undefined>(256);

/**
 * nameSearch for the names of one repository, kept while they stay the same: the words that
 * hold a text change only when a name of the repository does (a word of another repository's
 * names matches none of its devices), so paging through a search looks them up once.
 */
export async function repositoryNameSearch(
  db: SqlClient,
  repositoryId: string,
  value: string,
): Promise<NameSearch | undefined> {
  if (db.dialect !== 'sqlite') return undefined;
  const version = await nameVersion(db, repositoryId);
  return await keptSearches.valueOf(`${repositoryId}\n${value}`, version, () =>
    nameSearch(db, value),
  );
}

/**
 * The words of registered names that hold `folded` (which has no separator), or undefined
 * when there are more than MAX_WORDS.
 */
async function wordsHolding(
  db: SqlClient,
  folded: string,
  long: boolean,
): Promise<string[] | undefined> {
  const pieces = (
    long
      ? await db.all(
          `SELECT p.piece FROM device_name_piece_search s JOIN device_name_pieces p ON p.id = s.rowid
           WHERE device_name_piece_search MATCH ?`,
          [ftsString(folded)],
        )
      : await db.all(`SELECT piece FROM device_name_pieces WHERE ${holdsText(db, 'piece')}`, [
          folded,
        ])
  ).map((row) => text(row, 'piece'));
  const words = new Set<string>();
  for (const piece of pieces)
    for (const word of piece.split(WORD_SEPARATORS))
      if (word.includes(folded)) {
        words.add(word);
        if (words.size > MAX_WORDS) return undefined;
      }
  return [...words];
}

// `key` is the repository's number in device_repositories; an unknown repository has none,
// and its range is empty.
const KEY = '(SELECT key FROM device_repositories WHERE repository_id = ?)';
const PARTITION = '1099511627776';
const matching = ({ table }: NameSearch): string => `FROM ${table} WHERE ${table} MATCH ?
  AND rowid >= ${KEY} * ${PARTITION} AND rowid < (${KEY} + 1) * ${PARTITION}`;

const partitioned = (search: NameSearch, repositoryId: string): SqlValue[] => [
  search.match,
  repositoryId,
  repositoryId,
];

/** How many of the repository's devices the search finds: the index alone. */
export async function countNameMatches(
  db: SqlClient,
  search: NameSearch,
  repositoryId: string,
): Promise<number> {
  const row = await db.get(
    `SELECT count(*) AS n ${matching(search)}`,
    partitioned(search, repositoryId),
  );
  return row ? integer(row, 'n') : 0;
}

/**
 * The FROM and WHERE of a query over the repository's devices `d`: all of them, or, driving
 * the query from a name index, those the search finds.
 */
export function devicesSource(repositoryId: string, search: NameSearch | undefined): SqlPart {
  if (search === undefined)
    return { sql: 'FROM devices d WHERE d.repository_id = ?', params: [repositoryId] };
  return {
    sql: `FROM (SELECT rowid - ${KEY} * ${PARTITION} AS device_rowid ${matching(search)}) m
      CROSS JOIN devices d ON d.rowid = m.device_rowid
      WHERE d.repository_id = ?`,
    params: [repositoryId, ...partitioned(search, repositoryId), repositoryId],
  };
}

/**
 * Merges each name index into one segment: after a bulk import (thousands of inserts leave
 * many), a query reads one list per term.
 */
export async function optimizeNameSearch(db: SqlClient): Promise<void> {
  if (db.dialect !== 'sqlite') return;
  for (const table of ['device_name_search', 'device_name_words'])
    await db.run(`INSERT INTO ${table} (${table}) VALUES ('optimize')`);
}
