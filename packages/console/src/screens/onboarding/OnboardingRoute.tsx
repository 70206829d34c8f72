// SPEC §2 /onboarding and /onboarding/{step}, outside the main layout: the onboarding flow in
// the console's theme.
import { OnboardingScreen } from '../../onboarding/OnboardingScreen';
import { ConsoleRoot } from '../../theme/ConsoleRoot';
import { FleetScreens } from '../FleetScreens';
import { standalone } from '../screen.css';

export function OnboardingRoute() {
  return (
    <ConsoleRoot>
      <FleetScreens>
        <main className={standalone}>
          <OnboardingScreen />
        </main>
      </FleetScreens>
    </ConsoleRoot>
  );
}

export { OnboardingRoute as Component };
