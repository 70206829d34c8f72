// Every address that is no route of SPEC §2, and routes whose feature is off.
import { Link } from 'react-router';
import { useConsoleText } from '../i18n';
import { ConsoleRoot } from '../theme/ConsoleRoot';
import { screen, standalone } from './screen.css';

export function NotFoundContent() {
  const t = useConsoleText();
  return (
    <section className={screen} aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t('console.notFound.title')}</h1>
      <p>{t('console.notFound.message')}</p>
      <p>
        <Link to="/">{t('console.notFound.toDashboard')}</Link>
      </p>
    </section>
  );
}

export function NotFoundScreen() {
  return (
    <ConsoleRoot>
      <main className={standalone}>
        <NotFoundContent />
      </main>
    </ConsoleRoot>
  );
}
