// Beta features (SPEC §3 Preferences "beta features enabled") for everyone, and the admin
// feature flags (SPEC §3 Feature flag) for admins: each feature at its default, or forced on
// or off. Routes behind a flag follow at once (PreferencesSync re-checks the guards).
import { Select, useSignals } from '@fleet/elements';
import { FEATURES } from '@fleet/sdk/domain';
import { useConsoleText } from '../i18n/use-console-text';
import { flagChoice, flagOverride, type FlagChoice } from './preference-choices';
import type { PreferenceStores } from './preference-stores';
import * as css from './preferences.css';
import '../i18n/messages/preferences';

const FLAG_CHOICES: readonly FlagChoice[] = ['default', 'on', 'off'];

function FeatureFlagSelects({ featureFlags, preferences }: FeatureFieldsProps) {
  useSignals();
  const t = useConsoleText();
  const flags = preferences.featureFlags.value;
  return (
    <fieldset className={css.group}>
      <legend className={css.legend}>{t('console.preferences.featureFlags')}</legend>
      <p className={css.hint}>{t('console.preferences.featureFlagsHint')}</p>
      {featureFlags.features.value.map((feature) => {
        const defaultState = t(
          feature.defaultEnabled ? 'console.preferences.flag.on' : 'console.preferences.flag.off',
        );
        return (
          <Select
            key={feature.id}
            label={feature.name}
            description={`${feature.description} ${t('console.preferences.flag.status', { status: feature.status })}`}
            value={flagChoice(flags, feature.id)}
            options={FLAG_CHOICES.map((choice) => ({
              value: choice,
              label:
                choice === 'default'
                  ? t('console.preferences.flag.default', { state: defaultState })
                  : t(`console.preferences.flag.${choice}`),
            }))}
            onChange={(value) => {
              const choice = FLAG_CHOICES.find((c) => c === value);
              const id = FEATURES.find((f) => f.id === feature.id)?.id;
              if (choice && id) featureFlags.setFlag(id, flagOverride(choice));
            }}
          />
        );
      })}
    </fieldset>
  );
}

type FeatureFieldsProps = Pick<PreferenceStores, 'preferences' | 'featureFlags'>;

export function FeatureFields({ featureFlags, preferences }: FeatureFieldsProps) {
  useSignals();
  const t = useConsoleText();
  const isAdmin = featureFlags.isAdmin.value;
  return (
    <>
      <fieldset className={css.group}>
        <legend className={css.legend}>{t('console.preferences.features')}</legend>
        <label className={css.checkbox}>
          <input
            type="checkbox"
            checked={preferences.betaFeaturesEnabled.value}
            onChange={(event) => preferences.setBetaFeaturesEnabled(event.target.checked)}
          />
          {t('console.preferences.beta')}
        </label>
        <p className={css.hint}>
          {t(isAdmin ? 'console.preferences.betaAlwaysOn' : 'console.preferences.betaHint')}
        </p>
      </fieldset>
      {isAdmin && <FeatureFlagSelects featureFlags={featureFlags} preferences={preferences} />}
    </>
  );
}
