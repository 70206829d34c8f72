import { describe, expect, it } from 'vitest';
import { formatIdList, idListValue, readIdList } from './id-list-query';

const query = (text: string) => new URLSearchParams(text);

describe('ids in the query', () => {
  it('writes them under the key, comma separated, encoded, without blanks or repeats', () => {
    expect(formatIdList('devices', ['a', ' b ', '', 'a'])).toBe('devices=a,b');
    expect(formatIdList('fleets', ['f 1'])).toBe('fleets=f%201');
    expect(formatIdList('devices', [' '])).toBe('');
    expect(idListValue(['d1', 'd1', ' ', 'd2'])).toBe('d1,d2');
  });

  it('reads them back in order, trimmed, repeats left out', () => {
    expect(readIdList(query('devices=a,b,c'), 'devices')).toEqual(['a', 'b', 'c']);
    expect(readIdList(query('devices= a ,,b,a,'), 'devices')).toEqual(['a', 'b']);
    expect(readIdList(query(formatIdList('fleets', ['f 1', 'f2'])), 'fleets')).toEqual([
      'f 1',
      'f2',
    ]);
  });

  it('accepts the parameter repeated and reads only its own key', () => {
    expect(readIdList(query('fleets=f1&fleets=f2,f1'), 'fleets')).toEqual(['f1', 'f2']);
    expect(readIdList(query('devices=d1&fleets=f1'), 'fleets')).toEqual(['f1']);
    expect(readIdList(query('search=x'), 'devices')).toEqual([]);
  });
});
