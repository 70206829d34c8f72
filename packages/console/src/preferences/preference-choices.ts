// The choices the preferences screen offers (SPEC §3 Preferences), as option lists of ids the
// console catalogue names: theme, language and datetime format, each with 'auto' first.
import {
  DATETIME_FORMATS,
  LANGUAGES,
  THEMES,
  type DatetimeFormatPreference,
  type LanguagePreference,
  type ThemePreference,
} from '@fleet/sdk/domain';
import type { ConsoleMessageId } from '../i18n/console-messages';
import '../i18n/messages/preferences';

export interface Choice<T extends string> {
  value: T;
  label: ConsoleMessageId;
}

export const THEME_CHOICES: readonly Choice<ThemePreference>[] = THEMES.map((value) => ({
  value,
  label: `console.preferences.theme.${value}`,
}));

export const LANGUAGE_CHOICES: readonly Choice<LanguagePreference>[] = LANGUAGES.map((value) => ({
  value,
  label: `console.preferences.language.${value}`,
}));

export const DATETIME_FORMAT_CHOICES: readonly Choice<DatetimeFormatPreference>[] =
  DATETIME_FORMATS.map((value) => ({
    value,
    label: `console.preferences.datetimeFormat.${value}`,
  }));

/** An admin's choice for a feature flag: its default, or forced on or off. */
export type FlagChoice = 'default' | 'on' | 'off';

export function flagChoice(flags: Readonly<Record<string, boolean>>, id: string): FlagChoice {
  if (!Object.hasOwn(flags, id)) return 'default';
  return flags[id] ? 'on' : 'off';
}

/** The override a choice stands for (undefined: back to the feature's default). */
export function flagOverride(choice: FlagChoice): boolean | undefined {
  return choice === 'default' ? undefined : choice === 'on';
}

export function isChoice<T extends string>(
  choices: readonly Choice<T>[],
  value: string,
): value is T {
  return choices.some((choice) => choice.value === value);
}
