// Who is signed in, as the session knows them: name and email, roles and user types, the
// repository calls work in, when the access token expires, and every right it grants.
import { useSignalValue } from '@fleet/elements';
import type { FleetApp } from '../../app/fleet-app';
import { useConsoleText } from '../../i18n';
import { useFormatDateTime } from '../../preferences/use-format-date-time';
import { Alert } from '../parts/Alert';
import { errorText } from '../parts/error-text';
import { mono, muted } from '../parts/parts.css';
import { chips } from './debug.css';
import { DebugFacts } from './DebugFacts';
import { DebugSection } from './DebugSection';
import { useTokenExpiry } from './use-token-expiry';
import '../../i18n/messages/debug';

function Chips({ items, none }: { items: readonly string[]; none: string }) {
  if (items.length === 0) return <span className={muted}>{none}</span>;
  return (
    <ul className={chips}>
      {items.map((item) => (
        <li key={item} className={mono}>
          {item}
        </li>
      ))}
    </ul>
  );
}

export function SessionSection({ app, signedIn }: { app: FleetApp; signedIn: boolean }) {
  const t = useConsoleText();
  const formatDateTime = useFormatDateTime();
  const { session } = app;
  const user = useSignalValue(session.user);
  const roles = useSignalValue(session.roles);
  const userTypes = useSignalValue(session.userTypes);
  const repositoryId = useSignalValue(session.activeRepositoryId);
  const rights = useSignalValue(session.rights);
  const error = useSignalValue(session.error);
  const token = useTokenExpiry(app.auth, signedIn);
  const none = t('console.debug.none');

  if (!signedIn) {
    return (
      <DebugSection id="session" title={t('console.debug.session')}>
        <p>{t('console.debug.signedOut')}</p>
      </DebugSection>
    );
  }
  const expiry =
    token === undefined
      ? t('console.debug.unknown')
      : t(token.expired ? 'console.debug.tokenExpired' : 'console.debug.tokenExpires', {
          when: formatDateTime(token.expiresAt, 'absolute'),
        });
  return (
    <>
      <DebugSection id="session" title={t('console.debug.session')}>
        {error && <Alert>{t('console.debug.sessionFailed', { reason: errorText(error) })}</Alert>}
        <DebugFacts
          items={[
            { term: t('console.debug.user'), value: user ? `${user.name} <${user.email}>` : none },
            {
              term: t('console.debug.userId'),
              value: <span className={mono}>{user?.userId ?? none}</span>,
            },
            { term: t('console.debug.roles'), value: <Chips items={roles} none={none} /> },
            { term: t('console.debug.userTypes'), value: <Chips items={userTypes} none={none} /> },
            {
              term: t('console.debug.repository'),
              value: <span className={mono}>{repositoryId}</span>,
            },
            { term: t('console.debug.tokenExpiry'), value: expiry },
          ]}
        />
      </DebugSection>
      <DebugSection id="rights" title={t('console.debug.rights')}>
        <Chips items={[...rights.permissions].sort()} none={none} />
      </DebugSection>
    </>
  );
}
