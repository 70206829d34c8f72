// SPEC §6 rights as the widgets of one connection see them: what the signed-in user (or API
// client) may do in the active repository. A React host gives its own (the console's session);
// otherwise the connection asks `auth/discover` once, on the first widget that needs them, and
// every widget on the connection shares the answer.
//
// Three states, so an action button never shows enabled and then turns not permitted:
// - unknown: not answered yet. Action buttons are disabled (no tooltip) meanwhile.
// - known: buttons whose right is missing are marked not permitted (SPEC §2).
// - unavailable: discovery failed (a network error, a token the endpoint refused). Actions stay
//   enabled and the server decides: its 403 shows like any failed action. Logged, and asked
//   again a few times (RIGHTS_RETRY_DELAYS_MS) and whenever another widget needs the rights.
import type { FleetSdk, Logger, Session } from '@fleet/sdk';
import type { Rights } from '@fleet/sdk/domain';
import { computed, signal, type ReadonlySignal } from '@preact/signals-react';

export type ConnectionRights =
  | { readonly status: 'unknown' }
  | { readonly status: 'known'; readonly rights: Rights }
  | { readonly status: 'unavailable'; readonly error: Error };

export const UNKNOWN_RIGHTS: ConnectionRights = { status: 'unknown' };

/**
 * What a React host may give for the rights: the SDK session (rights count once it is ready),
 * a signal of rights (undefined while the host does not know them yet), or rights as they are.
 */
export type HostRights =
  Pick<Session, 'rights' | 'ready'> | ReadonlySignal<Rights | undefined> | Rights;

const isSession = (given: HostRights): given is Pick<Session, 'rights' | 'ready'> =>
  'ready' in given && 'rights' in given;
const isRights = (given: HostRights): given is Rights =>
  typeof (given as Partial<Rights>).can === 'function';

/** The state of a host's rights; reads their signals, so a computed follows them. */
export function hostRightsState(given: HostRights): ConnectionRights {
  if (isSession(given))
    return given.ready.value ? { status: 'known', rights: given.rights.value } : UNKNOWN_RIGHTS;
  if (isRights(given)) return { status: 'known', rights: given };
  const rights = given.value;
  return rights ? { status: 'known', rights } : UNKNOWN_RIGHTS;
}

/** A React host's rights as a signal the host sets as its props change. */
export interface HostRightsInput {
  readonly given: ReadonlySignal<HostRights | undefined>;
  set(given: HostRights | undefined): void;
}

export function hostRightsInput(initial: HostRights | undefined): HostRightsInput {
  const given = signal(initial);
  return {
    given,
    set: (next) => void (given.value = next),
  };
}

export interface RightsSource {
  readonly state: ReadonlySignal<ConnectionRights>;
  /** Starts the discovery unless it is known, under way or waiting to retry. */
  discover(): void;
  /** Cancels a retry that is waiting (the connection closed); a later discover() asks again. */
  pause(): void;
}

/**
 * After a failed discovery, ask again after these delays (a restarted API, a renewed token),
 * then stay unavailable until a widget needs the rights again. Bounded: no endless polling.
 */
export const RIGHTS_RETRY_DELAYS_MS: readonly number[] = [5_000, 30_000];

/**
 * The connection's own rights, from `auth/discover`. They live as long as the connection
 * object (its token source does not change), across an idle close and a later reopen.
 */
export function discoveredRights(
  sdk: Pick<FleetSdk, 'auth'>,
  logger: Logger = console,
  retryDelaysMs: readonly number[] = RIGHTS_RETRY_DELAYS_MS,
): RightsSource {
  const state = signal<ConnectionRights>(UNKNOWN_RIGHTS);
  let asking = false;
  let failures = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;

  function ask() {
    asking = true;
    sdk.auth.discoverPermissions().then(
      ({ rights }) => {
        asking = false;
        state.value = { status: 'known', rights };
      },
      (cause: unknown) => {
        asking = false;
        const error = cause instanceof Error ? cause : new Error(String(cause));
        logger.warn(
          'Could not discover the permissions; actions stay enabled and the server decides.',
          error,
        );
        // Stays unavailable while it asks again: buttons keep working rather than flicker.
        state.value = { status: 'unavailable', error };
        const delay = retryDelaysMs[failures];
        failures += 1;
        if (delay !== undefined)
          retry = setTimeout(() => {
            retry = undefined;
            ask();
          }, delay);
      },
    );
  }

  return {
    state,
    discover() {
      if (state.peek().status === 'known' || asking || retry !== undefined) return;
      ask();
    },
    pause() {
      clearTimeout(retry);
      retry = undefined;
    },
  };
}

/**
 * A connection's rights: the host's while it gives some (`host` holds undefined when it does
 * not), else the discovered ones.
 */
export function connectionRights(
  host: ReadonlySignal<HostRights | undefined> | undefined,
  discovered: RightsSource,
): RightsSource {
  return {
    state: computed(() => {
      const given = host?.value;
      return given === undefined ? discovered.state.value : hostRightsState(given);
    }),
    discover() {
      if (host?.peek() === undefined) discovered.discover();
    },
    pause: discovered.pause,
  };
}
