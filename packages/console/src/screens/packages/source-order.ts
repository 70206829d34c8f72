// Moving a package source up or down the list: the new order of names the SDK store saves as
// the delegation-order user option (SPEC §3, §9). The order rule itself is the SDK's.

/** `names` with the one at `index` moved by `step` (−1 up, +1 down); unchanged at an end. */
export function movedOrder(names: readonly string[], index: number, step: -1 | 1): string[] {
  const target = index + step;
  const next = [...names];
  if (index < 0 || index >= names.length || target < 0 || target >= names.length) return next;
  next.splice(target, 0, ...next.splice(index, 1));
  return next;
}
