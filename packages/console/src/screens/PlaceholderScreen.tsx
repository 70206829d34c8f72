// A screen that a later issue fills: it names itself and its route, never a blank page.
import { useMatches } from 'react-router';
import { useConsoleText } from '../i18n';
import { isRouteHandle } from '../routing/route-handle';
import { pattern, screen } from './screen.css';

export function PlaceholderScreen() {
  const t = useConsoleText();
  const handle = useMatches()
    .map((match) => match.handle)
    .filter(isRouteHandle)
    .at(-1);
  const name = handle?.screen ?? 'Fleet Console';
  return (
    <section className={screen} aria-labelledby="screen-title">
      <h1 id="screen-title">{name}</h1>
      {handle && <p className={pattern}>{handle.pattern}</p>}
      <p>{t('console.placeholder.comingSoon')}</p>
    </section>
  );
}

export { PlaceholderScreen as Component };
