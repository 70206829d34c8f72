import type { KeyRange, KeySplit } from './cursor-ranges';

/** The uuids' first 8 hex digits: the ranges split this space. */
const PREFIX_SPACE = 2 ** 32;
const hex8 = (prefix: number): string => prefix.toString(16).padStart(8, '0');
const prefixOf = (uuid: string): number => Number.parseInt(uuid.slice(0, 8), 16);

/**
 * Splits the uuids of `range` into at most `count` ranges that follow each other in uuid
 * order, of about equal share of random (v4) uuids: split on the first 8 hex digits. Range
 * `i` ends before `pppppppp-0000-0000-0000-000000000000` and the next one starts after
 * `(pppppppp − 1)-ffff-ffff-ffff-ffffffffffff`, the uuid just before it, so that every
 * canonical (lower-case) uuid of `range` is in exactly one range. The first starts where
 * `range` does, the last ends where it does.
 */
export function uuidRangesOf({ after, before }: KeyRange, count: number): KeyRange[] {
  const start = after === undefined ? 0 : prefixOf(after);
  const end = before === undefined ? PREFIX_SPACE : prefixOf(before);
  // Prefixes between the two ends, each of which can start a range.
  const span = end - start;
  const ranges = Math.max(1, Math.min(Math.floor(count), span - 1));
  const result: KeyRange[] = [];
  let lower = after;
  for (let i = 1; i < ranges; i += 1) {
    const prefix = start + Math.round((span * i) / ranges);
    result.push({ after: lower, before: `${hex8(prefix)}-0000-0000-0000-000000000000` });
    lower = `${hex8(prefix - 1)}-ffff-ffff-ffff-ffffffffffff`;
  }
  result.push({ after: lower, before });
  return result;
}

/** Uuids are random: a range holds about the share of the list its prefixes are of the space. */
export const uuidSplit: KeySplit = {
  all: (count) => uuidRangesOf({ after: undefined, before: undefined }, count),
  rest(range, total, items) {
    const start = range.after === undefined ? 0 : prefixOf(range.after);
    const end = range.before === undefined ? PREFIX_SPACE : prefixOf(range.before);
    return uuidRangesOf(range, Math.ceil((total * (end - start)) / PREFIX_SPACE / items));
  },
};
