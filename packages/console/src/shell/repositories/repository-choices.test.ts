import { describe, expect, it } from 'vitest';
import { repositoryChoices } from './repository-choices';

const pilot = { id: 'r-pilot', name: 'Pilot site', description: 'Devices at the pilot site' };

describe('SPEC §2 repository switcher: its choices', () => {
  it('lists the personal repository first, then the shared ones, the active one checked', () => {
    expect(repositoryChoices([pilot], 'personal')).toEqual([
      { id: 'personal', name: undefined, active: true },
      {
        id: 'r-pilot',
        name: 'Pilot site',
        description: 'Devices at the pilot site',
        active: false,
      },
    ]);
    expect(repositoryChoices([pilot], 'r-pilot').map((c) => [c.id, c.active])).toEqual([
      ['personal', false],
      ['r-pilot', true],
    ]);
  });

  it('keeps an active shared repository while the list loads or when it is gone from it', () => {
    expect(repositoryChoices(undefined, 'r-pilot')).toEqual([
      { id: 'personal', name: undefined, active: false },
      { id: 'r-pilot', name: 'r-pilot', active: true },
    ]);
  });

  it('names a repository without a name by its id', () => {
    expect(repositoryChoices([{ id: 'r-1', name: '' }], 'personal')[1]?.name).toBe('r-1');
  });
});
