/**
 * "The page (or process) is going away": the moment a store must send what it still holds.
 * Browsers say it with `pagehide` and with `visibilitychange` to hidden (the last event a
 * mobile browser reliably fires before discarding a tab); Node with `beforeExit`, which
 * `process.exit()` skips, so scripts await the store's `flush()` before exiting.
 */
export type LeaveReason = 'hide' | 'exit';

export interface PageLifecycle {
  /** Calls `listener` each time the page is hidden or the process is about to exit. */
  onLeave(listener: (reason: LeaveReason) => void): () => void;
}

interface EventSource {
  addEventListener(type: string, listener: () => void): void;
  removeEventListener(type: string, listener: () => void): void;
}

interface ExitSource {
  on(event: 'beforeExit', listener: () => void): unknown;
  off(event: 'beforeExit', listener: () => void): unknown;
}

/** A browser page: `pagehide` on the window, or the document turning hidden. */
export function browserLifecycle(
  window: EventSource,
  document: EventSource & { readonly visibilityState: string },
): PageLifecycle {
  return {
    onLeave(listener) {
      const onPageHide = () => listener('hide');
      const onVisibility = () => {
        if (document.visibilityState === 'hidden') listener('hide');
      };
      window.addEventListener('pagehide', onPageHide);
      document.addEventListener('visibilitychange', onVisibility);
      return () => {
        window.removeEventListener('pagehide', onPageHide);
        document.removeEventListener('visibilitychange', onVisibility);
      };
    },
  };
}

/** A Node process: `beforeExit` (not fired by `process.exit()` or a fatal signal). */
export function nodeLifecycle(process: ExitSource): PageLifecycle {
  return {
    onLeave(listener) {
      const onExit = () => listener('exit');
      process.on('beforeExit', onExit);
      return () => void process.off('beforeExit', onExit);
    },
  };
}

/** The lifecycle of where the code runs: a browser page, a Node process, or none known. */
export function currentLifecycle(): PageLifecycle | undefined {
  const scope = globalThis as {
    window?: EventSource;
    document?: EventSource & { visibilityState: string };
    process?: Partial<ExitSource>;
  };
  if (scope.window?.addEventListener && scope.document?.addEventListener)
    return browserLifecycle(scope.window, scope.document);
  const process = scope.process;
  if (typeof process?.on === 'function' && typeof process.off === 'function')
    return nodeLifecycle(process as ExitSource);
  return undefined;
}
