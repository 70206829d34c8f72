// A theme token for the console's own styles: `var(--fleet-x, var(--_fleet-x))`, as the
// elements' components read them (packages/elements README, Theming). A host's --fleet-*
// value wins, else the active light or dark theme's private value that FleetRoot's scope sets;
// `--fleet-x` alone is never set. Names are the public ones without `--fleet-`, e.g.
// 'color-surface-raised', 'space-md', 'color-warning' (a variant's base tone has no suffix).
export const fleetVar = (name: string): string => `var(--fleet-${name}, var(--_fleet-${name}))`;
