import { describe, expect, it } from 'vitest';
import { planDeviceEdit } from './device-edit';

const saved = { name: 'Press 001', notes: 'Hall A' };
const all = { name: true, notes: true };

describe('planDeviceEdit', () => {
  it('sends the trimmed name and the notes when both changed', () => {
    expect(planDeviceEdit(saved, { name: '  Press 9 ', notes: '' }, all)).toEqual({
      edit: { name: 'Press 9', notes: '' },
    });
  });

  it('sends nothing unchanged', () => {
    expect(planDeviceEdit(saved, { name: 'Press 001 ', notes: 'Hall A' }, all)).toEqual({
      edit: {},
    });
  });

  it("refuses an empty name with SPEC §5's words", () => {
    expect(planDeviceEdit(saved, { name: '   ', notes: 'x' }, all)).toEqual({
      edit: {},
      nameError: 'Name is required',
    });
  });

  it('leaves out what the user may not change', () => {
    expect(
      planDeviceEdit(saved, { name: 'New', notes: 'New notes' }, { name: false, notes: true }),
    ).toEqual({ edit: { notes: 'New notes' } });
  });
});
