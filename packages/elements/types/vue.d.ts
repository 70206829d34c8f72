// Generated from custom-elements.json by tools/element-typings.mjs: do not edit.
// The Fleet custom elements in Vue templates (vue-tsc, Volar): their attributes and
// properties as props (`base-url` or `:get-token`), and `@fleet-*` listeners with typed events.
// Vue must treat the tags as custom elements: compilerOptions.isCustomElement in the app.
import type { EmitFn, HTMLAttributes } from 'vue';
import type {
  FleetConnectedDevicesChartElement,
  FleetConnectedDevicesChartEvents,
  FleetDeviceTableElement,
  FleetDeviceTableEvents,
  FleetLockboxEditorElement,
  FleetLockboxEditorEvents,
  FleetPackageBrowserElement,
  FleetPackageBrowserEvents,
  FleetRolloutProgressElement,
  FleetRolloutProgressEvents,
  FleetSessionListElement,
  FleetSessionListEvents,
  FleetTopFleetsChartElement,
  FleetTopFleetsChartEvents,
} from './elements.js';

/** `fleet-row-selected` → `FleetRowSelected`. */
type Pascal<Name extends string> = Name extends `${infer Head}-${infer Tail}`
  ? `${Capitalize<Head>}${Pascal<Tail>}`
  : Capitalize<Name>;

/** A Fleet element as a Vue component type, for template type-checking only. */
export type FleetVueElement<
  Element extends HTMLElement,
  Events,
  Props extends keyof Element,
> = new () => Element & {
  /** @deprecated For template type-checking only; not a property of the element. */
  $props: HTMLAttributes &
    Partial<Pick<Element, Props>> & {
      [Name in keyof Events as `on${Pascal<Name & string>}`]?: (event: Events[Name]) => void;
    };
  /** @deprecated For template type-checking only; not a method of the element. */
  $emit: EmitFn<{ [Name in keyof Events]: (event: Events[Name]) => void }>;
};

declare module 'vue' {
  interface GlobalComponents {
    'fleet-connected-devices-chart': FleetVueElement<
      FleetConnectedDevicesChartElement,
      FleetConnectedDevicesChartEvents,
      | 'baseUrl'
      | 'preferencesKey'
      | 'height'
      | 'theme'
      | 'locale'
      | 'datetimeFormat'
      | 'label'
      | 'token'
      | 'getToken'
      | 'client'
      | 'live'
    >;
    'fleet-device-table': FleetVueElement<
      FleetDeviceTableElement,
      FleetDeviceTableEvents,
      | 'baseUrl'
      | 'preferencesKey'
      | 'pageSize'
      | 'columns'
      | 'filter'
      | 'search'
      | 'deviceHref'
      | 'theme'
      | 'locale'
      | 'datetimeFormat'
      | 'label'
      | 'token'
      | 'getToken'
      | 'client'
      | 'live'
    >;
    'fleet-lockbox-editor': FleetVueElement<
      FleetLockboxEditorElement,
      FleetLockboxEditorEvents,
      | 'baseUrl'
      | 'preferencesKey'
      | 'name'
      | 'hideHeading'
      | 'theme'
      | 'locale'
      | 'datetimeFormat'
      | 'label'
      | 'token'
      | 'getToken'
      | 'client'
      | 'live'
    >;
    'fleet-package-browser': FleetVueElement<
      FleetPackageBrowserElement,
      FleetPackageBrowserEvents,
      | 'baseUrl'
      | 'preferencesKey'
      | 'filter'
      | 'search'
      | 'component'
      | 'type'
      | 'source'
      | 'hideVersions'
      | 'featureFlags'
      | 'theme'
      | 'locale'
      | 'datetimeFormat'
      | 'label'
      | 'token'
      | 'getToken'
      | 'client'
      | 'live'
      | 'features'
    >;
    'fleet-rollout-progress': FleetVueElement<
      FleetRolloutProgressElement,
      FleetRolloutProgressEvents,
      | 'baseUrl'
      | 'preferencesKey'
      | 'rolloutId'
      | 'hideHeading'
      | 'selectablePhases'
      | 'theme'
      | 'locale'
      | 'datetimeFormat'
      | 'label'
      | 'token'
      | 'getToken'
      | 'client'
      | 'live'
    >;
    'fleet-session-list': FleetVueElement<
      FleetSessionListElement,
      FleetSessionListEvents,
      | 'baseUrl'
      | 'preferencesKey'
      | 'deviceUuid'
      | 'tab'
      | 'theme'
      | 'locale'
      | 'datetimeFormat'
      | 'label'
      | 'token'
      | 'getToken'
      | 'client'
      | 'live'
    >;
    'fleet-top-fleets-chart': FleetVueElement<
      FleetTopFleetsChartElement,
      FleetTopFleetsChartEvents,
      | 'baseUrl'
      | 'preferencesKey'
      | 'limit'
      | 'height'
      | 'theme'
      | 'locale'
      | 'datetimeFormat'
      | 'label'
      | 'token'
      | 'getToken'
      | 'client'
      | 'live'
    >;
  }
}
