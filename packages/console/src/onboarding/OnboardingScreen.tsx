// The onboarding flow (SPEC §1, §2 /onboarding and /onboarding/{step}, outside the main
// layout): a stepper over welcome → pair your first device → install a package → done, with
// Back and Next; finishing returns to the dashboard. An unknown step is not found.
import { Link as RouterLink, useParams } from 'react-router';
import { useConsoleText } from '../i18n/use-console-text';
import { usePreferencesSync } from '../preferences/PreferencesSync';
import { NotFoundContent } from '../screens/NotFoundScreen';
import * as css from './onboarding.css';
import {
  ONBOARDING_FINISHED_PATH,
  ONBOARDING_STEPS,
  nextOnboardingPath,
  onboardingPath,
  onboardingStep,
  previousOnboardingPath,
} from './onboarding-steps';
import { StepContent } from './StepContent';
import { ActionLink } from '../screens/ActionLink';
import '../i18n/messages/onboarding';

export function OnboardingScreen() {
  usePreferencesSync();
  const t = useConsoleText();
  const step = onboardingStep(useParams().step);
  if (step === undefined) return <NotFoundContent />;

  const index = ONBOARDING_STEPS.indexOf(step);
  const back = previousOnboardingPath(step);
  const last = step === 'done';

  return (
    <section className={css.flow} aria-labelledby="onboarding-title">
      <h1 id="onboarding-title" className={css.title}>
        {t('console.onboarding.title')}
      </h1>
      <nav aria-label={t('console.onboarding.steps')}>
        <ol className={css.stepper}>
          {ONBOARDING_STEPS.map((each, i) => (
            <li key={each} className={css.stepItem}>
              <RouterLink
                to={onboardingPath(each)}
                className={css.stepLink}
                aria-current={each === step ? 'step' : undefined}
              >
                {`${i + 1}. ${t(`console.onboarding.step.${each}`)}`}
              </RouterLink>
            </li>
          ))}
        </ol>
      </nav>
      <div className={css.panel}>
        <p className={css.muted}>
          {t('console.onboarding.stepOf', { current: index + 1, total: ONBOARDING_STEPS.length })}
        </p>
        <StepContent step={step} />
        <div className={css.buttons}>
          {back !== undefined && (
            <ActionLink to={back} variant="secondary">
              {t('console.onboarding.back')}
            </ActionLink>
          )}
          <ActionLink to={nextOnboardingPath(step)} variant="primary">
            {t(last ? 'console.onboarding.finish' : 'console.onboarding.next')}
          </ActionLink>
          {!last && (
            <ActionLink to={ONBOARDING_FINISHED_PATH} variant="tertiary">
              {t('console.onboarding.skip')}
            </ActionLink>
          )}
        </div>
      </div>
    </section>
  );
}

export { OnboardingScreen as Component };
