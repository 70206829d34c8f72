import type { KeyRange } from './cursor-ranges';

/** The uuids' first 8 hex digits: the ranges split this space. */
const PREFIX_SPACE = 2 ** 32;
const hex8 = (prefix: number): string => prefix.toString(16).padStart(8, '0');

/**
 * Splits the uuids after `after` into at most `count` ranges that follow each other in uuid
 * order, of about equal share of random (v4) uuids: split on the first 8 hex digits. Range
 * `i` ends before `pppppppp-0000-0000-0000-000000000000` and the next one starts after
 * `(pppppppp − 1)-ffff-ffff-ffff-ffffffffffff`, the uuid just before it, so that every
 * canonical (lower-case) uuid after `after` is in exactly one range. The last range has no end.
 */
export function uuidRangesAfter(after: string, count: number): KeyRange[] {
  const start = Number.parseInt(after.slice(0, 8), 16);
  // Prefixes above the cursor's, each of which can start a range.
  const span = PREFIX_SPACE - start;
  const ranges = Math.max(1, Math.min(Math.floor(count), span - 1));
  const result: KeyRange[] = [];
  let lower = after;
  for (let i = 1; i < ranges; i += 1) {
    const prefix = start + Math.round((span * i) / ranges);
    result.push({ after: lower, before: `${hex8(prefix)}-0000-0000-0000-000000000000` });
    lower = `${hex8(prefix - 1)}-ffff-ffff-ffff-ffffffffffff`;
  }
  result.push({ after: lower, before: undefined });
  return result;
}
