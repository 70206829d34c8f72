// The product's wordmark: its mark (a device sending an update to its fleet, as signal arcs)
// and its name. The mark is decoration: the name is the link's accessible text.
import { useConsoleText } from '../i18n';
import { mark, wordmark } from './shell.css';

export function Wordmark() {
  const t = useConsoleText();
  return (
    <span className={wordmark}>
      <svg className={mark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <circle cx="11" cy="21" r="3" fill="var(--_wordmark-ink)" />
        <path
          d="M10 13a8 8 0 0 1 9 9M10 7a14 14 0 0 1 15 15"
          fill="none"
          stroke="var(--_wordmark-ink)"
          strokeWidth="2.6"
          strokeLinecap="round"
        />
      </svg>
      <span>{t('console.brand')}</span>
    </span>
  );
}
