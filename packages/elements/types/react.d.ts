// Generated from custom-elements.json by tools/element-typings.mjs: do not edit.
// The Fleet custom elements in React 19 JSX: attributes in kebab-case as in HTML, the
// JavaScript-only properties (getToken, client …) as props (React 19 sets them as
// properties), and `on<event>` listeners, e.g. `onfleet-row-selected`.
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
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

/** The JSX props of a Fleet element. */
export type FleetJsxProps<Element extends HTMLElement, Props, Events> = DetailedHTMLProps<
  HTMLAttributes<Element>,
  Element
> &
  Props & {
    [Name in keyof Events as `on${Name & string}`]?: (event: Events[Name]) => void;
  };

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'fleet-connected-devices-chart': FleetJsxProps<
        FleetConnectedDevicesChartElement,
        {
          /** The API's origin, e.g. `https://fleet.example.com` (calls go to `<base-url>/api/...`, the live channel to `<base-url>/api/v2beta/live`). Empty: this page's origin. Ignored when `client` is set. */
          'base-url'?: string;
          /** Whose preferences these are, e.g. your portal's user id: sort, columns, page size and saved filters are then kept in this browser's localStorage under `fleet-preferences:<key>`, so users who share one API client keep their own. Without it they are the token owner's user options on the server, shared by everyone signed in with that token. */
          'preferences-key'?: string;
          /** Height of the plot in px. */
          height?: number;
          /** 'auto' (follows the system), 'light' or 'dark'. */
          theme?: 'auto' | 'light' | 'dark';
          /** Language of the texts: 'en-US' or 'fr-CH'. Without it, the element's own `lang` attribute (e.g. `lang="fr-CH"`) sets it. */
          locale?: string;
          /** How dates and times show: 'relative' (5 minutes ago), 'absolute' (date and time in the element's language) or 'auto' (each view picks what suits it). */
          'datetime-format'?: 'auto' | 'relative' | 'absolute';
          /** The element's name for assistive technology: its landmarks (paging, notifications) are named after it, e.g. 'Pagination: Lab devices'. Without it, the page's first Fleet element keeps the plain names and the others are numbered ('Pagination 2'); give each a label to say which is which. */
          label?: string;
          /** A fixed access token (a property, never an attribute). It cannot be renewed: prefer `getToken`. Used when neither `client` nor `getToken` is set. */
          token?: string;
          /** Returns the current access token, e.g. from the host's backend; asked before each call and again after a 401. Wins over `token`; `client` wins over it. */
          getToken?: () => string | undefined | Promise<string | undefined>;
          /** An SDK (`createFleet`, `connectFleet(…).fleet`) or client (`createFleetClient`) the host already has: its base URL and authentication win over `base-url`, `getToken` and `token`. */
          client?: FleetSdk | FleetClient;
          /** The live channel to use (one the host already has), or `null` for no live updates. By default the element opens its own, shared with the elements of the same connection. */
          live?: LiveChannel | null;
        },
        FleetConnectedDevicesChartEvents
      >;
      'fleet-device-table': FleetJsxProps<
        FleetDeviceTableElement,
        {
          /** The API's origin, e.g. `https://fleet.example.com` (calls go to `<base-url>/api/...`, the live channel to `<base-url>/api/v2beta/live`). Empty: this page's origin. Ignored when `client` is set. */
          'base-url'?: string;
          /** Whose preferences these are, e.g. your portal's user id: sort, columns, page size and saved filters are then kept in this browser's localStorage under `fleet-preferences:<key>`, so users who share one API client keep their own. Without it they are the token owner's user options on the server, shared by everyone signed in with that token. */
          'preferences-key'?: string;
          /** Devices per page. Default: the user's remembered page size, else 10. Changing it shows the first page at the new size. */
          'page-size'?: number;
          /** Comma-separated columns to show, in order, from: name, deviceId, uuid, status, lastSeen, createdAt, activatedAt, fleets, installedOsPackage, installedApplicationPackage, installedBootloaderPackage, installedSubsystemsPackages. When set, the column chooser is hidden. Default: the user's choice, else every column but installedBootloaderPackage. */
          columns?: string;
          /** The filter, as `key:value1|value2` entries joined by commas: `preset:<id>` for one built-in (online, offline, seenOnline, neverSeen) or time-based filter (seenWithin1h, seenWithin12h, seenWithin24h, seenWithin7d, seenWithin30d, seenMoreThan1h, seenMoreThan30d), and device filter keys (recent, hibernated, notHibernated, offline, updateScheduled, updatePending, updateInProgress, updateFailed), e.g. `preset:online,updateFailed`. The user can change it; a new attribute value replaces theirs. */
          filter?: string;
          /** Shows devices whose name contains this text. The user can change it; a new attribute value replaces theirs. */
          search?: string;
          /** The address of a device in your portal, with `{deviceUuid}` (or `{deviceId}`) standing for the device's URL-encoded value, e.g. `/devices/{deviceUuid}`. Each device's name is then a link there (a middle or Ctrl/⌘-click opens it in a new tab, it can be copied, assistive technology lists it), and clicking a row or pressing Enter on it follows the link too, unless a `fleet-row-selected` listener calls `preventDefault()` (to route within a single-page app). Without it, names are plain text and a row only fires `fleet-row-selected`. */
          'device-href'?: string;
          /** 'auto' (follows the system), 'light' or 'dark'. */
          theme?: 'auto' | 'light' | 'dark';
          /** Language of the texts: 'en-US' or 'fr-CH'. Without it, the element's own `lang` attribute (e.g. `lang="fr-CH"`) sets it. */
          locale?: string;
          /** How dates and times show: 'relative' (5 minutes ago), 'absolute' (date and time in the element's language) or 'auto' (each view picks what suits it). */
          'datetime-format'?: 'auto' | 'relative' | 'absolute';
          /** The element's name for assistive technology: its landmarks (paging, notifications) are named after it, e.g. 'Pagination: Lab devices'. Without it, the page's first Fleet element keeps the plain names and the others are numbered ('Pagination 2'); give each a label to say which is which. */
          label?: string;
          /** A fixed access token (a property, never an attribute). It cannot be renewed: prefer `getToken`. Used when neither `client` nor `getToken` is set. */
          token?: string;
          /** Returns the current access token, e.g. from the host's backend; asked before each call and again after a 401. Wins over `token`; `client` wins over it. */
          getToken?: () => string | undefined | Promise<string | undefined>;
          /** An SDK (`createFleet`, `connectFleet(…).fleet`) or client (`createFleetClient`) the host already has: its base URL and authentication win over `base-url`, `getToken` and `token`. */
          client?: FleetSdk | FleetClient;
          /** The live channel to use (one the host already has), or `null` for no live updates. By default the element opens its own, shared with the elements of the same connection. */
          live?: LiveChannel | null;
        },
        FleetDeviceTableEvents
      >;
      'fleet-lockbox-editor': FleetJsxProps<
        FleetLockboxEditorElement,
        {
          /** The API's origin, e.g. `https://fleet.example.com` (calls go to `<base-url>/api/...`, the live channel to `<base-url>/api/v2beta/live`). Empty: this page's origin. Ignored when `client` is set. */
          'base-url'?: string;
          /** Whose preferences these are, e.g. your portal's user id: sort, columns, page size and saved filters are then kept in this browser's localStorage under `fleet-preferences:<key>`, so users who share one API client keep their own. Without it they are the token owner's user options on the server, shared by everyone signed in with that token. */
          'preferences-key'?: string;
          /** The name of a lockbox to edit. Absent: a new lockbox is defined. */
          name?: string;
          /** Leaves out the form's title (the page's own header names it); the form keeps the title as its accessible name. */
          'hide-heading'?: boolean;
          /** 'auto' (follows the system), 'light' or 'dark'. */
          theme?: 'auto' | 'light' | 'dark';
          /** Language of the texts: 'en-US' or 'fr-CH'. Without it, the element's own `lang` attribute (e.g. `lang="fr-CH"`) sets it. */
          locale?: string;
          /** How dates and times show: 'relative' (5 minutes ago), 'absolute' (date and time in the element's language) or 'auto' (each view picks what suits it). */
          'datetime-format'?: 'auto' | 'relative' | 'absolute';
          /** The element's name for assistive technology: its landmarks (paging, notifications) are named after it, e.g. 'Pagination: Lab devices'. Without it, the page's first Fleet element keeps the plain names and the others are numbered ('Pagination 2'); give each a label to say which is which. */
          label?: string;
          /** A fixed access token (a property, never an attribute). It cannot be renewed: prefer `getToken`. Used when neither `client` nor `getToken` is set. */
          token?: string;
          /** Returns the current access token, e.g. from the host's backend; asked before each call and again after a 401. Wins over `token`; `client` wins over it. */
          getToken?: () => string | undefined | Promise<string | undefined>;
          /** An SDK (`createFleet`, `connectFleet(…).fleet`) or client (`createFleetClient`) the host already has: its base URL and authentication win over `base-url`, `getToken` and `token`. */
          client?: FleetSdk | FleetClient;
          /** The live channel to use (one the host already has), or `null` for no live updates. By default the element opens its own, shared with the elements of the same connection. */
          live?: LiveChannel | null;
        },
        FleetLockboxEditorEvents
      >;
      'fleet-package-browser': FleetJsxProps<
        FleetPackageBrowserElement,
        {
          /** The API's origin, e.g. `https://fleet.example.com` (calls go to `<base-url>/api/...`, the live channel to `<base-url>/api/v2beta/live`). Empty: this page's origin. Ignored when `client` is set. */
          'base-url'?: string;
          /** Whose preferences these are, e.g. your portal's user id: sort, columns, page size and saved filters are then kept in this browser's localStorage under `fleet-preferences:<key>`, so users who share one API client keep their own. Without it they are the token owner's user options on the server, shared by everyone signed in with that token. */
          'preferences-key'?: string;
          /** A package filter id: 'myDevicePackages', 'knownCves' (only with the cve-management feature), 'allOs', 'allApplications', 'allBootloaders' or 'allSubsystems'. None: all packages. */
          filter?: string;
          /** Shows only package names containing this text. */
          search?: string;
          /** Shows only packages for this hardware id, e.g. 'verdin-imx8mp'. */
          component?: string;
          /** Shows only packages of this type: 'os', 'application', 'bootloader' or 'subsystem'. */
          type?: string;
          /** Shows only packages from this source id, e.g. 'targets.json' or 'tdx-lts'. */
          source?: string;
          /** While present, opening a package shows no versions panel: the host shows them itself, e.g. on a page of its own, from the fleet-package-selected event. */
          'hide-versions'?: boolean;
          /** Feature flag overrides, e.g. {"cve-management": false} hides the "Packages with known CVEs" filter (on by default). Ignored when the features property is set. */
          'feature-flags'?: Record<string, boolean>;
          /** 'auto' (follows the system), 'light' or 'dark'. */
          theme?: 'auto' | 'light' | 'dark';
          /** Language of the texts: 'en-US' or 'fr-CH'. Without it, the element's own `lang` attribute (e.g. `lang="fr-CH"`) sets it. */
          locale?: string;
          /** How dates and times show: 'relative' (5 minutes ago), 'absolute' (date and time in the element's language) or 'auto' (each view picks what suits it). */
          'datetime-format'?: 'auto' | 'relative' | 'absolute';
          /** The element's name for assistive technology: its landmarks (paging, notifications) are named after it, e.g. 'Pagination: Lab devices'. Without it, the page's first Fleet element keeps the plain names and the others are numbered ('Pagination 2'); give each a label to say which is which. */
          label?: string;
          /** A fixed access token (a property, never an attribute). It cannot be renewed: prefer `getToken`. Used when neither `client` nor `getToken` is set. */
          token?: string;
          /** Returns the current access token, e.g. from the host's backend; asked before each call and again after a 401. Wins over `token`; `client` wins over it. */
          getToken?: () => string | undefined | Promise<string | undefined>;
          /** An SDK (`createFleet`, `connectFleet(…).fleet`) or client (`createFleetClient`) the host already has: its base URL and authentication win over `base-url`, `getToken` and `token`. */
          client?: FleetSdk | FleetClient;
          /** The live channel to use (one the host already has), or `null` for no live updates. By default the element opens its own, shared with the elements of the same connection. */
          live?: LiveChannel | null;
          /** Which features are on, e.g. the SDK feature flags store. */
          features?: { isEnabled(id: string): boolean };
        },
        FleetPackageBrowserEvents
      >;
      'fleet-rollout-progress': FleetJsxProps<
        FleetRolloutProgressElement,
        {
          /** The API's origin, e.g. `https://fleet.example.com` (calls go to `<base-url>/api/...`, the live channel to `<base-url>/api/v2beta/live`). Empty: this page's origin. Ignored when `client` is set. */
          'base-url'?: string;
          /** Whose preferences these are, e.g. your portal's user id: sort, columns, page size and saved filters are then kept in this browser's localStorage under `fleet-preferences:<key>`, so users who share one API client keep their own. Without it they are the token owner's user options on the server, shared by everyone signed in with that token. */
          'preferences-key'?: string;
          /** The rollout's id (a uuid). */
          'rollout-id'?: string;
          /** Leaves out the name, state and abort reason (the page shows them itself). */
          'hide-heading'?: boolean;
          /** Each phase offers a button asking for its devices (`fleet-phase-selected`). */
          'selectable-phases'?: boolean;
          /** 'auto' (follows the system), 'light' or 'dark'. */
          theme?: 'auto' | 'light' | 'dark';
          /** Language of the texts: 'en-US' or 'fr-CH'. Without it, the element's own `lang` attribute (e.g. `lang="fr-CH"`) sets it. */
          locale?: string;
          /** How dates and times show: 'relative' (5 minutes ago), 'absolute' (date and time in the element's language) or 'auto' (each view picks what suits it). */
          'datetime-format'?: 'auto' | 'relative' | 'absolute';
          /** The element's name for assistive technology: its landmarks (paging, notifications) are named after it, e.g. 'Pagination: Lab devices'. Without it, the page's first Fleet element keeps the plain names and the others are numbered ('Pagination 2'); give each a label to say which is which. */
          label?: string;
          /** A fixed access token (a property, never an attribute). It cannot be renewed: prefer `getToken`. Used when neither `client` nor `getToken` is set. */
          token?: string;
          /** Returns the current access token, e.g. from the host's backend; asked before each call and again after a 401. Wins over `token`; `client` wins over it. */
          getToken?: () => string | undefined | Promise<string | undefined>;
          /** An SDK (`createFleet`, `connectFleet(…).fleet`) or client (`createFleetClient`) the host already has: its base URL and authentication win over `base-url`, `getToken` and `token`. */
          client?: FleetSdk | FleetClient;
          /** The live channel to use (one the host already has), or `null` for no live updates. By default the element opens its own, shared with the elements of the same connection. */
          live?: LiveChannel | null;
        },
        FleetRolloutProgressEvents
      >;
      'fleet-session-list': FleetJsxProps<
        FleetSessionListElement,
        {
          /** The API's origin, e.g. `https://fleet.example.com` (calls go to `<base-url>/api/...`, the live channel to `<base-url>/api/v2beta/live`). Empty: this page's origin. Ignored when `client` is set. */
          'base-url'?: string;
          /** Whose preferences these are, e.g. your portal's user id: sort, columns, page size and saved filters are then kept in this browser's localStorage under `fleet-preferences:<key>`, so users who share one API client keep their own. Without it they are the token owner's user options on the server, shared by everyone signed in with that token. */
          'preferences-key'?: string;
          /** A device's uuid: shows and starts that device's session only. */
          'device-uuid'?: string;
          /** The tab shown: 'sessions', 'keys' or 'accept-list'. */
          tab?: string;
          /** 'auto' (follows the system), 'light' or 'dark'. */
          theme?: 'auto' | 'light' | 'dark';
          /** Language of the texts: 'en-US' or 'fr-CH'. Without it, the element's own `lang` attribute (e.g. `lang="fr-CH"`) sets it. */
          locale?: string;
          /** How dates and times show: 'relative' (5 minutes ago), 'absolute' (date and time in the element's language) or 'auto' (each view picks what suits it). */
          'datetime-format'?: 'auto' | 'relative' | 'absolute';
          /** The element's name for assistive technology: its landmarks (paging, notifications) are named after it, e.g. 'Pagination: Lab devices'. Without it, the page's first Fleet element keeps the plain names and the others are numbered ('Pagination 2'); give each a label to say which is which. */
          label?: string;
          /** A fixed access token (a property, never an attribute). It cannot be renewed: prefer `getToken`. Used when neither `client` nor `getToken` is set. */
          token?: string;
          /** Returns the current access token, e.g. from the host's backend; asked before each call and again after a 401. Wins over `token`; `client` wins over it. */
          getToken?: () => string | undefined | Promise<string | undefined>;
          /** An SDK (`createFleet`, `connectFleet(…).fleet`) or client (`createFleetClient`) the host already has: its base URL and authentication win over `base-url`, `getToken` and `token`. */
          client?: FleetSdk | FleetClient;
          /** The live channel to use (one the host already has), or `null` for no live updates. By default the element opens its own, shared with the elements of the same connection. */
          live?: LiveChannel | null;
        },
        FleetSessionListEvents
      >;
      'fleet-top-fleets-chart': FleetJsxProps<
        FleetTopFleetsChartElement,
        {
          /** The API's origin, e.g. `https://fleet.example.com` (calls go to `<base-url>/api/...`, the live channel to `<base-url>/api/v2beta/live`). Empty: this page's origin. Ignored when `client` is set. */
          'base-url'?: string;
          /** Whose preferences these are, e.g. your portal's user id: sort, columns, page size and saved filters are then kept in this browser's localStorage under `fleet-preferences:<key>`, so users who share one API client keep their own. Without it they are the token owner's user options on the server, shared by everyone signed in with that token. */
          'preferences-key'?: string;
          /** How many of the largest fleets to show, from 1 to 8. */
          limit?: number;
          /** Height of the plot in px. */
          height?: number;
          /** 'auto' (follows the system), 'light' or 'dark'. */
          theme?: 'auto' | 'light' | 'dark';
          /** Language of the texts: 'en-US' or 'fr-CH'. Without it, the element's own `lang` attribute (e.g. `lang="fr-CH"`) sets it. */
          locale?: string;
          /** How dates and times show: 'relative' (5 minutes ago), 'absolute' (date and time in the element's language) or 'auto' (each view picks what suits it). */
          'datetime-format'?: 'auto' | 'relative' | 'absolute';
          /** The element's name for assistive technology: its landmarks (paging, notifications) are named after it, e.g. 'Pagination: Lab devices'. Without it, the page's first Fleet element keeps the plain names and the others are numbered ('Pagination 2'); give each a label to say which is which. */
          label?: string;
          /** A fixed access token (a property, never an attribute). It cannot be renewed: prefer `getToken`. Used when neither `client` nor `getToken` is set. */
          token?: string;
          /** Returns the current access token, e.g. from the host's backend; asked before each call and again after a 401. Wins over `token`; `client` wins over it. */
          getToken?: () => string | undefined | Promise<string | undefined>;
          /** An SDK (`createFleet`, `connectFleet(…).fleet`) or client (`createFleetClient`) the host already has: its base URL and authentication win over `base-url`, `getToken` and `token`. */
          client?: FleetSdk | FleetClient;
          /** The live channel to use (one the host already has), or `null` for no live updates. By default the element opens its own, shared with the elements of the same connection. */
          live?: LiveChannel | null;
        },
        FleetTopFleetsChartEvents
      >;
    }
  }
}
