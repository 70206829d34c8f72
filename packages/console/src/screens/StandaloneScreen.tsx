// Screens outside the main layout (onboarding, debug): the theme root without the shell.
import { ConsoleRoot } from '../theme/ConsoleRoot';
import { PlaceholderScreen } from './PlaceholderScreen';
import { standalone } from './screen.css';

export function StandaloneScreen() {
  return (
    <ConsoleRoot>
      <main className={standalone}>
        <PlaceholderScreen />
      </main>
    </ConsoleRoot>
  );
}

export { StandaloneScreen as Component };
