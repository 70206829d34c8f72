// Screens outside the main layout (onboarding, debug): the theme root without the shell.
import { FleetRoot } from '@fleet/elements';
import { readSavedTheme } from '../theme/saved-theme';
import { PlaceholderScreen } from './PlaceholderScreen';
import { standalone } from './screen.css';

export function StandaloneScreen() {
  return (
    <FleetRoot theme={readSavedTheme()}>
      <main className={standalone}>
        <PlaceholderScreen />
      </main>
    </FleetRoot>
  );
}

export { StandaloneScreen as Component };
