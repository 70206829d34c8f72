// Theme, language and datetime format (SPEC §3 Preferences), each saved as the user changes
// it and applied at once by PreferencesSync.
import { Select, useSignals } from '@fleet/elements';
import { resolveLanguage } from '@fleet/sdk/domain';
import { useConsoleText } from '../i18n/use-console-text';
import { formatDateTime } from '../i18n/date-time';
import {
  DATETIME_FORMAT_CHOICES,
  LANGUAGE_CHOICES,
  THEME_CHOICES,
  isChoice,
} from './preference-choices';
import type { PreferenceStores } from './preference-stores';
import * as css from './preferences.css';
import '../i18n/messages/preferences';

const EXAMPLE_AGE_MS = 5 * 60_000;

export function AppearanceFields({ preferences }: Pick<PreferenceStores, 'preferences'>) {
  useSignals();
  const t = useConsoleText();
  const { theme, language, datetimeFormat, resolvedLanguage } = preferences;
  const browserLanguage = resolveLanguage('auto', navigator.languages ?? []);
  const now = new Date();
  const example = formatDateTime(now.getTime() - EXAMPLE_AGE_MS, {
    format: datetimeFormat.value,
    locale: resolvedLanguage.value,
    now,
    auto: 'relative',
  });

  return (
    <fieldset className={css.group}>
      <legend className={css.legend}>{t('console.preferences.appearance')}</legend>
      <Select
        label={t('console.preferences.theme')}
        value={theme.value}
        options={THEME_CHOICES.map(({ value, label }) => ({ value, label: t(label) }))}
        onChange={(value) => {
          if (isChoice(THEME_CHOICES, value)) preferences.setTheme(value);
        }}
      />
      <Select
        label={t('console.preferences.language')}
        value={language.value}
        options={LANGUAGE_CHOICES.map(({ value, label }) => ({
          value,
          label: t(label, { language: t(`console.preferences.language.${browserLanguage}`) }),
        }))}
        onChange={(value) => {
          if (isChoice(LANGUAGE_CHOICES, value)) preferences.setLanguage(value);
        }}
      />
      <Select
        label={t('console.preferences.datetimeFormat')}
        value={datetimeFormat.value}
        options={DATETIME_FORMAT_CHOICES.map(({ value, label }) => ({ value, label: t(label) }))}
        onChange={(value) => {
          if (isChoice(DATETIME_FORMAT_CHOICES, value)) preferences.setDatetimeFormat(value);
        }}
        description={
          <span data-testid="datetime-example">
            {t('console.preferences.datetimeExample', { example })}
          </span>
        }
      />
    </fieldset>
  );
}
