// Which actions a rollout offers in each state (openapi rollouts paths): a draft starts;
// scheduled, running or waiting for approval pauses; waiting for approval approves the next
// phase; paused resumes; any rollout that has not ended aborts. Aborted and completed offer none.
import type { RolloutAction, RolloutState } from '@fleet/sdk';

const ACTIONS: Readonly<Record<RolloutState, readonly RolloutAction[]>> = {
  draft: ['start', 'abort'],
  scheduled: ['pause', 'abort'],
  running: ['pause', 'abort'],
  waitingForApproval: ['approve', 'pause', 'abort'],
  paused: ['resume', 'abort'],
  aborted: [],
  completed: [],
};

export function rolloutActions(state: RolloutState): readonly RolloutAction[] {
  return ACTIONS[state];
}
