import { describe, expect, it } from 'vitest';
import { nextOnboardingPath, onboardingStep, previousOnboardingPath } from './onboarding-steps';

describe('SPEC §2 /onboarding and /onboarding/{step}', () => {
  it('opens the first step at /onboarding; an unknown step is none', () => {
    expect(onboardingStep(undefined)).toBe('welcome');
    expect(onboardingStep('install')).toBe('install');
    expect(onboardingStep('nope')).toBeUndefined();
  });

  it('moves welcome → pair → install → done, and finishing returns to /', () => {
    expect(nextOnboardingPath('welcome')).toBe('/onboarding/pair');
    expect(nextOnboardingPath('pair')).toBe('/onboarding/install');
    expect(nextOnboardingPath('install')).toBe('/onboarding/done');
    expect(nextOnboardingPath('done')).toBe('/');
  });

  it('goes back one step, and not before the first', () => {
    expect(previousOnboardingPath('pair')).toBe('/onboarding/welcome');
    expect(previousOnboardingPath('welcome')).toBeUndefined();
  });
});
