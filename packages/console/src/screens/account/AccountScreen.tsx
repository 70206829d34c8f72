// SPEC §2 /account/{tab}: the account's header (who is signed in), then its tabs (information,
// preferences, API clients, keys, repository users). The tab is the address's; choosing another
// goes to its address, where its guard runs (an unknown tab is not found).
import { Tabs, useSignalValue } from '@fleet/elements';
import type { ComponentType } from 'react';
import { useNavigate, useParams } from 'react-router';
import { fleetApp } from '../../app/fleet-app';
import { useConsoleText } from '../../i18n';
import { PreferencesScreen } from '../../preferences/PreferencesScreen';
import { ACCOUNT_TABS } from '../../routing/tabs';
import { NotFoundContent } from '../NotFoundScreen';
import { PageHeader } from '../parts/PageHeader';
import { screen } from '../screen.css';
import { ApiClientsTab } from './api-clients/ApiClientsTab';
import { InformationTab } from './information/InformationTab';
import { KeysTab } from './keys/KeysTab';
import { RepositoryUsersTab } from './repository/RepositoryUsersTab';
import '../../i18n/messages/account';

const PANELS: Readonly<Record<string, ComponentType>> = {
  information: InformationTab,
  preferences: PreferencesScreen,
  'api-clients': ApiClientsTab,
  keys: KeysTab,
  repository: RepositoryUsersTab,
};

export function AccountScreen() {
  const t = useConsoleText();
  const navigate = useNavigate();
  const { tab = 'information' } = useParams();
  // The route's guard sends an unknown tab to not-found; this only covers a tab without a panel.
  const Panel = (Object.hasOwn(PANELS, tab) ? PANELS[tab] : undefined) ?? NotFoundContent;
  const user = useSignalValue(fleetApp().session.user);
  return (
    <section className={screen} aria-labelledby="screen-title">
      <PageHeader
        title={t('console.nav.account')}
        context={user && t('console.account.signedInAs', { name: user.name, email: user.email })}
      />
      <Tabs
        label={t('console.account.tabs')}
        tabs={Object.entries(ACCOUNT_TABS).map(([id, spec]) => ({ id, label: t(spec.label) }))}
        selectedId={tab}
        onSelect={(next) => void navigate(`/account/${next}`)}
      >
        <Panel />
      </Tabs>
    </section>
  );
}

export { AccountScreen as Component };
