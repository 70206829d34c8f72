// A crumb that stands for a device, a fleet or a rollout (/devices/{id}, /fleets/{id},
// /rollouts/{id}) shows its name, not its id. The screen that loaded it from its SDK store
// says the name here; the breadcrumbs read it, and show the id until a screen has said one.
import { signal, type ReadonlySignal } from '@preact/signals-react';
import { useEffect } from 'react';

export type NamedThing = 'device' | 'fleet' | 'rollout';

const keyOf = (kind: NamedThing, id: string) => `${kind}:${id}`;

const names = signal<ReadonlyMap<string, string>>(new Map());

/** Every name said so far, keyed `device:{uuid}` and `fleet:{id}`. */
export const crumbNames: ReadonlySignal<ReadonlyMap<string, string>> = names;

/** The name of a device or fleet, if a screen has said it. */
export function crumbNameOf(
  known: ReadonlyMap<string, string>,
  kind: NamedThing,
  id: string,
): string | undefined {
  return known.get(keyOf(kind, id));
}

/** Says the name of a device or fleet a screen shows (a blank name is not a name). */
export function nameForCrumbs(kind: NamedThing, id: string, name: string | undefined): void {
  const text = name?.trim();
  const key = keyOf(kind, id);
  if (!text || names.peek().get(key) === text) return;
  names.value = new Map(names.peek()).set(key, text);
}

/** A screen's hook: says the name of what it shows once it has it, and again when it changes. */
export function useNameForCrumbs(
  kind: NamedThing,
  id: string | undefined,
  name: string | undefined,
): void {
  useEffect(() => {
    if (id !== undefined) nameForCrumbs(kind, id, name);
  }, [kind, id, name]);
}
