// 'Remind Me Later' on the Device Limit dialog lasts for this browser session: it is kept in
// sessionStorage (this tab, surviving reloads, gone when the tab closes) under the user's id,
// so another account signing in on the same tab is still reminded. Nothing goes to the server.
export const REMIND_LATER_KEY = 'fleet.deviceLimit.remindLater';

export type RemindLaterStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** sessionStorage, or nothing when the browser blocks it (then the choice lasts for the page). */
export function sessionStorageOrNone(): RemindLaterStorage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

export function remindedLater(storage: RemindLaterStorage | undefined, userId: string): boolean {
  try {
    return storage?.getItem(REMIND_LATER_KEY) === userId;
  } catch {
    return false;
  }
}

export function remindLater(storage: RemindLaterStorage | undefined, userId: string): void {
  try {
    storage?.setItem(REMIND_LATER_KEY, userId);
  } catch {
    // Storage full or blocked: the dialog stays closed for this page only.
  }
}
