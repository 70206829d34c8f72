import { describe, expect, it } from 'vitest';
import { headlineCountHref } from './headline-links';

describe('headline count links', () => {
  it('lead to the device list filtered as the count counts', () => {
    expect(headlineCountHref('total')).toBe('/devices');
    expect(headlineCountHref('online')).toBe('/devices?filter=preset%3Aonline');
    expect(headlineCountHref('neverSeen')).toBe('/devices?filter=preset%3AneverSeen');
    expect(headlineCountHref('updateFailed')).toBe('/devices?filter=updateFailed');
    expect(headlineCountHref('updateInProgress')).toBe('/devices?filter=updateInProgress');
  });
});
