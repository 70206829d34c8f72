// The rollout progress: en-US texts of the widgets' catalogue (i18n/ui-messages.ts), kept with the
// code that shows them so that a page loading another widget does not download them. Each
// module that shows one registers them (registerUiTexts); fr-CH has them in
// i18n/ui-messages-fr-ch.ts, loaded with the language.
export const ROLLOUT_PROGRESS_TEXTS = {
  'ui.rollout.phases': 'Progress by phase',
  'ui.rollout.phase': 'Phase {phase}',
  'ui.rollout.sizePercent': '{percent}% of the remaining devices',
  'ui.rollout.sizeCount': '{count, plural, one {# device} other {# devices}}',
  'ui.rollout.finishedOf': '{finished} of {targeted} finished',
  'ui.rollout.aborted': 'Aborted: {reason}',
  'ui.rollout.showDevices': 'Devices of phase {phase}',
  'ui.rollout.loadFailed': 'The rollout could not be loaded: {reason}',
  'ui.rollout.states.draft': 'Draft',
  'ui.rollout.states.scheduled': 'Scheduled',
  'ui.rollout.states.running': 'Running',
  'ui.rollout.states.waitingForApproval': 'Waiting for approval',
  'ui.rollout.states.paused': 'Paused',
  'ui.rollout.states.aborted': 'Aborted',
  'ui.rollout.states.completed': 'Completed',
  'ui.rollout.phaseStates.waiting': 'Waiting',
  'ui.rollout.phaseStates.running': 'Running',
  'ui.rollout.phaseStates.finished': 'Finished',
  'ui.rollout.phaseStates.skipped': 'Skipped',
  'ui.rollout.counts.targeted': 'Targeted',
  'ui.rollout.counts.waiting': 'Waiting',
  'ui.rollout.counts.pending': 'Pending',
  'ui.rollout.counts.inProgress': 'In progress',
  'ui.rollout.counts.succeeded': 'Succeeded',
  'ui.rollout.counts.failed': 'Failed',
  'ui.rollout.counts.notAffected': 'Not affected',
  'ui.rollout.counts.cancelled': 'Cancelled',
} as const;
