// SPEC §2: where a restricted route sends a user who lacks its right. The query carries the
// original destination (`from`) and, for a guest, the shared repository (`repository`).
import { sameOriginPath } from '@fleet/sdk';
import { Link, useSearchParams } from 'react-router';
import { useConsoleText } from '../i18n';
import { ConsoleRoot } from '../theme/ConsoleRoot';
import { pattern, screen, standalone } from './screen.css';

export function UnauthorizedScreen() {
  const t = useConsoleText();
  const [query] = useSearchParams();
  const from = sameOriginPath(query.get('from'), window.location.origin);
  const repository = query.get('repository');
  return (
    <ConsoleRoot>
      <main className={standalone}>
        <section className={screen} aria-labelledby="unauthorized-title">
          <h1 id="unauthorized-title">{t('console.unauthorized.title')}</h1>
          <p>
            {repository
              ? t('console.unauthorized.messageShared')
              : t('console.unauthorized.message')}
          </p>
          {from && <p className={pattern}>{from}</p>}
          <p>
            <Link to="/">{t('console.notFound.toDashboard')}</Link>
          </p>
        </section>
      </main>
    </ConsoleRoot>
  );
}

export { UnauthorizedScreen as Component };
