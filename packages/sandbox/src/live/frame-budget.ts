/**
 * Counts a socket's frames in a sliding window: `spend()` answers false once more than
 * `frames` arrived within `windowMs` (a flood).
 */
export function createFrameBudget(
  { frames, windowMs }: { frames: number; windowMs: number },
  now: () => number = Date.now,
) {
  const arrivals: number[] = [];
  return {
    spend(): boolean {
      const at = now();
      while (arrivals.length > 0 && (arrivals[0] ?? at) <= at - windowMs) arrivals.shift();
      arrivals.push(at);
      return arrivals.length <= frames;
    },
  };
}
