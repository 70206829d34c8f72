import { describe, expect, it } from 'vitest';
import {
  deleteCustomFilter,
  findSavedFilter,
  needsOverwriteConfirmation,
  saveCustomFilter,
} from './custom-filters.js';

const saved = [
  { label: 'Broken', value: 'updateFailed' },
  { label: 'Asleep', value: 'hibernated' },
];

describe('SPEC §5 saved custom filters', () => {
  it('asks for confirmation before overwriting a filter of the same name', () => {
    expect(needsOverwriteConfirmation(saved, ' broken ')).toBe(true);
    expect(needsOverwriteConfirmation(saved, 'New')).toBe(false);
  });

  it('appends a new filter', () => {
    expect(saveCustomFilter(saved, { label: 'Stale', value: 'offline' })).toEqual([
      ...saved,
      { label: 'Stale', value: 'offline' },
    ]);
  });

  it('replaces a filter of the same name in place', () => {
    expect(saveCustomFilter(saved, { label: 'Broken', value: 'updatePending' })).toEqual([
      { label: 'Broken', value: 'updatePending' },
      saved[1],
    ]);
  });

  it("refuses an empty name with 'Filter name cannot be empty.'", () => {
    expect(() => saveCustomFilter(saved, { label: ' ', value: 'offline' })).toThrowError(
      'Filter name cannot be empty.',
    );
  });

  it('finds and deletes by name', () => {
    expect(findSavedFilter(saved, 'ASLEEP')?.value).toBe('hibernated');
    expect(deleteCustomFilter(saved, 'asleep')).toEqual([saved[0]]);
  });
});
