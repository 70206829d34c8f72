import { describe, expect, it } from 'vitest';
import {
  DEVICE_SORTS,
  FLEET_SORTS,
  PACKAGE_NAME_SORTS,
  PACKAGE_VERSION_SORTS,
  SORT_DIRECTIONS,
} from './list-queries.js';

describe('SPEC §3/§5 list sort names', () => {
  it('has the device, fleet, package name and version sorts', () => {
    expect(DEVICE_SORTS).toEqual([
      'Name',
      'DeviceId',
      'Uuid',
      'CreatedAt',
      'ActivatedAt',
      'LastSeen',
    ]);
    expect(FLEET_SORTS).toEqual(['Name', 'Id', 'CreatedAt']);
    expect(PACKAGE_NAME_SORTS).toEqual(['Name', 'LastVersionAt']);
    expect(PACKAGE_VERSION_SORTS).toEqual(['Filename', 'CreatedAt']);
    expect(SORT_DIRECTIONS).toEqual(['Asc', 'Desc']);
  });
});
