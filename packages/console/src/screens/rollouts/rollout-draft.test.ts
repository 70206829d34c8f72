import { describe, expect, it } from 'vitest';
import {
  addPhase,
  changePhase,
  movePhase,
  newDraft,
  removePhase,
  toggleWeekday,
  withChosen,
} from './rollout-draft';

describe('a rollout draft (the creation flow)', () => {
  it('starts with fleets as the target and three phases', () => {
    const draft = newDraft();
    expect(draft.targetKind).toBe('fleets');
    expect(draft.fleets).toEqual([]);
    expect(draft.phases.map((phase) => [phase.size, phase.then])).toEqual([
      ['5', 'wait'],
      ['25', 'approval'],
      ['100', 'wait'],
    ]);
  });

  it('chooses a fleet or device once', () => {
    const chosen = withChosen([{ id: 'f1', name: 'Pilot' }], { id: 'f2', name: 'Field' });
    expect(chosen.map((item) => item.id)).toEqual(['f1', 'f2']);
    expect(withChosen(chosen, { id: 'f1', name: 'Pilot' })).toEqual(chosen);
  });

  it('adds a phase at the end with a key of its own', () => {
    const phases = addPhase(newDraft().phases);
    expect(phases).toHaveLength(4);
    expect(new Set(phases.map((phase) => phase.key)).size).toBe(4);
  });

  it('removes a phase but never the last one', () => {
    const phases = newDraft().phases;
    expect(removePhase(phases, 1).map((phase) => phase.size)).toEqual(['5', '100']);
    const one = removePhase(removePhase(phases, 0), 0);
    expect(removePhase(one, 0)).toEqual(one);
  });

  it('moves a phase up or down, not past either end', () => {
    const phases = newDraft().phases;
    expect(movePhase(phases, 2, -1).map((phase) => phase.size)).toEqual(['5', '100', '25']);
    expect(movePhase(phases, 0, 1).map((phase) => phase.size)).toEqual(['25', '5', '100']);
    expect(movePhase(phases, 0, -1)).toEqual(phases);
    expect(movePhase(phases, 2, 1)).toEqual(phases);
  });

  it('changes one phase only', () => {
    const phases = changePhase(newDraft().phases, 1, { sizeKind: 'count', size: '10' });
    expect(phases[1]).toMatchObject({ sizeKind: 'count', size: '10', then: 'approval' });
    expect(phases[0]).toEqual(newDraft().phases[0]);
  });

  it('toggles weekdays, kept in week order', () => {
    expect(toggleWeekday(['mon', 'fri'], 'wed')).toEqual(['mon', 'wed', 'fri']);
    expect(toggleWeekday(['mon', 'wed', 'fri'], 'wed')).toEqual(['mon', 'fri']);
  });
});
