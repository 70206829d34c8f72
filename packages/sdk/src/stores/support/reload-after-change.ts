/**
 * Waits for the reloads that follow a change the server already made. A reload that fails
 * does not make the change look failed (a caller might then repeat it): its error stays in
 * the reloaded state's `error`, where the view shows it.
 */
export async function reloadAfterChange(
  ...reloads: ReadonlyArray<Promise<unknown> | undefined>
): Promise<void> {
  await Promise.allSettled(reloads);
}
