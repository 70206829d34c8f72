// What every screen may use for feedback (SPEC §2 app shell): the generic dialogs, toasts, and
// the Trial dialog for places that offer the free trial.
export { ConsoleDialogsProvider, useConsoleDialogs } from './ConsoleDialogs';
export type {
  ConsoleDialogs,
  DialogOptions,
  ProgressHandle,
  ProgressOptions,
  PromptOptions,
} from './dialog-queue';
export { useConsoleToasts, type ConsoleToasts } from './use-console-toasts';
export { openTrialDialog } from './trial/trial-request';
export { DeviceLimitFlow } from './device-limit/DeviceLimitFlow';
