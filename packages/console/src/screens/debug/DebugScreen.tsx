// SPEC §2 /debug, outside the main layout: the support page. What a support engineer asks for
// first, on one page a user can read out or copy: this build and its configuration, who is
// signed in (roles, token expiry, rights), the feature flags, the live channel and its last
// events, and the recent failed API calls. Signed out, it says so and shows the rest.
import { Link, useLoaderData } from 'react-router';
import type { SignedInState } from '../../routing/guards';
import { fleetApp } from '../../app/fleet-app';
import { useConsoleText } from '../../i18n';
import { ConsoleRoot } from '../../theme/ConsoleRoot';
import { BuildSection } from './BuildSection';
import { page } from './debug.css';
import { FailuresSection } from './FailuresSection';
import { FeaturesSection } from './FeaturesSection';
import { LiveSection } from './LiveSection';
import { SessionSection } from './SessionSection';
import '../../i18n/messages/debug';

export function DebugScreen() {
  const t = useConsoleText();
  const { signedIn } = useLoaderData<SignedInState>();
  const app = fleetApp();
  return (
    <ConsoleRoot>
      <main className={page} aria-labelledby="screen-title">
        <div>
          <h1 id="screen-title">{t('console.debug.title')}</h1>
          <p>{t('console.debug.intro')}</p>
          <p>
            <Link to="/">{t('console.notFound.toDashboard')}</Link>
          </p>
        </div>
        <BuildSection config={app.config} />
        <SessionSection app={app} signedIn={signedIn} />
        <FeaturesSection />
        <LiveSection live={signedIn ? app.live() : undefined} />
        <FailuresSection failures={app.fleet.client.failures} />
      </main>
    </ConsoleRoot>
  );
}

export { DebugScreen as Component };
