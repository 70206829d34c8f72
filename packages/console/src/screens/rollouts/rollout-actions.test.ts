import { describe, expect, it } from 'vitest';
import { rolloutActions } from './rollout-actions';

describe('the actions a rollout offers', () => {
  it('starts a draft, approves one waiting, resumes a paused one', () => {
    expect(rolloutActions('draft')).toEqual(['start', 'abort']);
    expect(rolloutActions('waitingForApproval')).toEqual(['approve', 'pause', 'abort']);
    expect(rolloutActions('paused')).toEqual(['resume', 'abort']);
  });

  it('pauses or aborts one under way', () => {
    expect(rolloutActions('scheduled')).toEqual(['pause', 'abort']);
    expect(rolloutActions('running')).toEqual(['pause', 'abort']);
  });

  it('offers nothing once it has ended', () => {
    expect(rolloutActions('aborted')).toEqual([]);
    expect(rolloutActions('completed')).toEqual([]);
  });
});
