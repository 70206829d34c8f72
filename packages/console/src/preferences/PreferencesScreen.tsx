// The /account/preferences tab (SPEC §2 preferences screen, §3 Preferences): theme, language,
// datetime format, beta features and, for admins, the feature flags. Every change is a user
// option (so it follows the user to another browser) and applies across the console at once.
import { useEffect } from 'react';
import { useConsoleText } from '../i18n/use-console-text';
import { AppearanceFields } from './AppearanceFields';
import { FeatureFields } from './FeatureFields';
import { loadPreferences, preferenceStores } from './preference-stores';
import * as css from './preferences.css';
import { SaveStatus } from './SaveStatus';
import { PageHeader } from '../screens/parts/PageHeader';
import '../i18n/messages/preferences';

export function PreferencesScreen() {
  const t = useConsoleText();
  const stores = preferenceStores();

  useEffect(() => {
    void loadPreferences();
  }, []);

  return (
    <section className={css.screen} aria-labelledby="preferences-title">
      <PageHeader level={2} titleId="preferences-title" title={t('console.preferences.title')} />
      <AppearanceFields preferences={stores.preferences} />
      <FeatureFields preferences={stores.preferences} featureFlags={stores.featureFlags} />
      <SaveStatus userOptions={stores.userOptions} />
    </section>
  );
}

export { PreferencesScreen as Component };
