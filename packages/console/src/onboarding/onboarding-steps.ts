// The onboarding flow's steps (SPEC §1 "onboarding flow", §2 /onboarding/{step}): welcome,
// pair a first device, install a package, done. /onboarding opens the first step; finishing
// returns to the dashboard.

export const ONBOARDING_STEPS = ['welcome', 'pair', 'install', 'done'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

export const ONBOARDING_FINISHED_PATH = '/';

/** The step a `{step}` parameter names (none: the first); undefined for an unknown step. */
export function onboardingStep(param: string | undefined): OnboardingStep | undefined {
  if (param === undefined || param === '') return ONBOARDING_STEPS[0];
  return ONBOARDING_STEPS.find((step) => step === param);
}

export function onboardingPath(step: OnboardingStep): string {
  return `/onboarding/${step}`;
}

/** Where Next leads: the following step, or the dashboard after the last. */
export function nextOnboardingPath(step: OnboardingStep): string {
  const next = ONBOARDING_STEPS[ONBOARDING_STEPS.indexOf(step) + 1];
  return next === undefined ? ONBOARDING_FINISHED_PATH : onboardingPath(next);
}

/** Where Back leads; undefined on the first step. */
export function previousOnboardingPath(step: OnboardingStep): string | undefined {
  const previous = ONBOARDING_STEPS[ONBOARDING_STEPS.indexOf(step) - 1];
  return previous === undefined ? undefined : onboardingPath(previous);
}
