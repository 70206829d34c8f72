// Rollouts' pure rules (docs/rollouts.md): phase sizes, the seeded pick, the failure
// threshold, maintenance windows, and the engine's next action.
export * from './phase-sizes.js';
export * from './device-pick.js';
export * from './failure-threshold.js';
export * from './maintenance-window.js';
export * from './duration.js';
export * from './next-action.js';
