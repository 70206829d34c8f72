// One user action on the remote access store (add a key, end a session…): whether it is
// running and why it last failed, for the form or row that started it.
import { useState } from 'react';

export interface Action {
  running: boolean;
  failure: Error | undefined;
  /** Runs `step`; resolves true when it succeeded (a failure is kept in `failure`). */
  run(step: () => Promise<unknown>): Promise<boolean>;
  clear(): void;
}

export function useAction(): Action {
  const [running, setRunning] = useState(false);
  const [failure, setFailure] = useState<Error>();
  return {
    running,
    failure,
    async run(step) {
      setRunning(true);
      setFailure(undefined);
      try {
        await step();
        return true;
      } catch (error) {
        setFailure(error instanceof Error ? error : new Error(String(error)));
        return false;
      } finally {
        setRunning(false);
      }
    },
    clear: () => setFailure(undefined),
  };
}
