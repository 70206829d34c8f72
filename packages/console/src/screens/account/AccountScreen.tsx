// SPEC §2 /account/{tab}: the account's tabs (information, preferences, API clients, keys,
// repository users). The tab is the address's; choosing another goes to its address, where
// its guard runs (an unknown tab is not found).
import { Tabs } from '@fleet/elements';
import type { ComponentType } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useConsoleText } from '../../i18n';
import { PreferencesScreen } from '../../preferences/PreferencesScreen';
import { ACCOUNT_TABS } from '../../routing/tabs';
import { NotFoundContent } from '../NotFoundScreen';
import { ApiClientsTab } from './api-clients/ApiClientsTab';
import { InformationTab } from './information/InformationTab';
import { KeysTab } from './keys/KeysTab';
import { RepositoryUsersTab } from './repository/RepositoryUsersTab';

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
  return (
    <Tabs
      label={t('console.account.tabs')}
      tabs={Object.entries(ACCOUNT_TABS).map(([id, spec]) => ({ id, label: t(spec.label) }))}
      selectedId={tab}
      onSelect={(next) => void navigate(`/account/${next}`)}
    >
      <Panel />
    </Tabs>
  );
}

export { AccountScreen as Component };
