// SPEC §2 /remote-access/{tab}: sessions, keys and the accept list. The tab is the address's;
// choosing another goes to its address, where its own right is checked (SPEC §6).
import { SessionList } from '@fleet/elements';
import { useNavigate, useParams } from 'react-router';
import { useConsoleText } from '../../i18n';
import { screen } from '../screen.css';
import { PageHeader } from '../parts/PageHeader';

export function RemoteAccessScreen() {
  const t = useConsoleText();
  const navigate = useNavigate();
  const { tab = 'sessions' } = useParams();
  return (
    <section className={screen} aria-labelledby="screen-title">
      <PageHeader title={t('console.nav.remoteAccess')} />
      <SessionList
        tab={tab}
        onTabChanged={({ tab: next }) => void navigate(`/remote-access/${next}`)}
      />
    </section>
  );
}

export { RemoteAccessScreen as Component };
