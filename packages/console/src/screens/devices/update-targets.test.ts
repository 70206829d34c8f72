import { describe, expect, it } from 'vitest';
import { readUpdateTargets, updateTargetsHref, withoutTargets } from './update-targets';

const query = (text: string) => new URLSearchParams(text);

describe('readUpdateTargets', () => {
  it('reads the uuids of ?devices=, and decodes what the link encoded', () => {
    expect(readUpdateTargets(query('devices=a,b&search=x'))).toEqual(['a', 'b']);
    const href = updateTargetsHref(['a b', 'c']);
    expect(readUpdateTargets(new URL(href, 'http://x').searchParams)).toEqual(['a b', 'c']);
  });
});

describe('updateTargetsHref', () => {
  it('lists the devices once each', () => {
    expect(updateTargetsHref(['u1', 'u2', 'u1'])).toBe('/devices/update?devices=u1,u2');
  });

  it('is the bare address for no device', () => {
    expect(updateTargetsHref([' '])).toBe('/devices/update');
  });
});

describe('withoutTargets', () => {
  it('leaves the skipped devices out', () => {
    expect(withoutTargets(['a', 'b', 'c'], ['b'])).toEqual(['a', 'c']);
  });
});
