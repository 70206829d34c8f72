// What each custom element renders in its shadow root: the widget inside a FleetRoot (theme,
// locale, toasts, styles), fed by the element's attributes and properties, with its `on…`
// callbacks turned into `fleet-*` DOM events on the element.
import { useMemo, useSyncExternalStore, type ComponentType } from 'react';
import {
  DATETIME_FORMATS,
  THEMES,
  type DatetimeFormatPreference,
  type ThemePreference,
} from '@fleet/sdk/domain';
import { FleetRoot } from '../root/FleetRoot.js';
import { WidgetNameContext } from '../root/landmark-name.js';
import { dispatchFleetEvent, FleetHostContext } from './fleet-events.js';
import { hostStateOf, LANG } from './host-state.js';
import { useInstanceNumber } from './instance-numbers.js';

export interface ElementEvent {
  prop: string;
  name: `fleet-${string}`;
}

export interface ElementRootProps<Props> {
  host: HTMLElement;
  component: ComponentType<Props>;
  events: readonly ElementEvent[];
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

const asDatetimeFormat = (value: unknown): DatetimeFormatPreference | undefined =>
  (DATETIME_FORMATS as readonly unknown[]).includes(value)
    ? (value as DatetimeFormatPreference)
    : undefined;

const asTheme = (value: unknown): ThemePreference =>
  THEMES.includes(value as ThemePreference) ? (value as ThemePreference) : 'auto';

export function ElementRoot<Props extends object>({
  host,
  component: Component,
  events,
}: ElementRootProps<Props>) {
  const state = hostStateOf(host);
  const values = useSyncExternalStore(state.subscribe, state.snapshot, state.snapshot);
  const callbacks = useMemo(
    () =>
      Object.fromEntries(
        events.map(({ prop, name }) => [
          prop,
          (detail: unknown) => dispatchFleetEvent(host, name, detail),
        ]),
      ),
    [host, events],
  );
  const { theme, locale, datetimeFormat, label, [LANG]: lang, ...props } = values;
  const instance = useInstanceNumber();
  const name = useMemo(() => ({ label: text(label), instance }), [label, instance]);
  return (
    <FleetHostContext value={host}>
      <WidgetNameContext value={name}>
        <FleetRoot
          painted
          theme={asTheme(theme)}
          locale={text(locale) ?? text(lang)}
          datetimeFormat={asDatetimeFormat(datetimeFormat)}
        >
          <Component {...(props as Props)} {...callbacks} />
        </FleetRoot>
      </WidgetNameContext>
    </FleetHostContext>
  );
}
