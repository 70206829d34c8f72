// The waits between phases: ISO 8601 durations in days, hours, minutes and seconds
// (`PT30M`, `P1DT12H`), as openapi/schemas/rollouts.yaml RolloutDuration allows.

const DURATION = /^P(?!$)(?:(\d+)D)?(?:T(?=\d)(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/;

/** The duration in milliseconds, or undefined when it is not one this API accepts. */
export function durationMs(duration: string): number | undefined {
  const match = DURATION.exec(duration);
  if (!match) return undefined;
  const [days = 0, hours = 0, minutes = 0, seconds = 0] = match.slice(1).map((n) => Number(n ?? 0));
  return (((days * 24 + hours) * 60 + minutes) * 60 + seconds) * 1000;
}
