// Generated from custom-elements.json by tools/element-typings.mjs: do not edit.
// The Fleet custom elements for TypeScript: `document.querySelector('fleet-device-table')`
// is a FleetDeviceTableElement, and its listeners get each event's typed `detail`.
import type { Device, FleetClient, FleetSdk, LiveChannel } from '@fleet/sdk';
import type { PackageType } from '@fleet/sdk/domain';

/** The `fleet-*` events of `<fleet-connected-devices-chart>` (they bubble and cross shadow roots). */
export interface FleetConnectedDevicesChartEvents {
  /** The user chose a day's bar, or its row in the data table (`start`: local midnight, ISO 8601). */
  'fleet-day-selected': CustomEvent<{ start: string; label: string; count: number }>;
}

/** Every event `<fleet-connected-devices-chart>` can be listened to for. */
export interface FleetConnectedDevicesChartEventMap
  extends HTMLElementEventMap, FleetConnectedDevicesChartEvents {}

/**
 * `<fleet-connected-devices-chart>`: The connected-devices chart: for each of the last 7 days, today first (labelled 'Today', then weekdays in the element's locale), the devices seen that day or since, as a bar chart drawn with uPlot, with the same data as a table for screen readers.
 */
export interface FleetConnectedDevicesChartElement extends HTMLElement {
  /** The API's origin, e.g. `https://fleet.example.com` (calls go to `<base-url>/api/...`, the live channel to `<base-url>/api/v2beta/live`). Empty: this page's origin. Ignored when `client` is set. */
  baseUrl?: string;
  /** Whose preferences these are, e.g. your portal's user id: sort, columns, page size and saved filters are then kept in this browser's localStorage under `fleet-preferences:<key>`, so users who share one API client keep their own. Without it they are the token owner's user options on the server, shared by everyone signed in with that token. */
  preferencesKey?: string;
  /** Height of the plot in px. */
  height?: number;
  /** 'auto' (follows the system), 'light' or 'dark'. */
  theme?: 'auto' | 'light' | 'dark';
  /** Language of the texts: 'en-US' or 'fr-CH'. Without it, the element's own `lang` attribute (e.g. `lang="fr-CH"`) sets it. */
  locale?: string;
  /** How dates and times show: 'relative' (5 minutes ago), 'absolute' (date and time in the element's language) or 'auto' (each view picks what suits it). */
  datetimeFormat?: 'auto' | 'relative' | 'absolute';
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
  addEventListener<K extends keyof FleetConnectedDevicesChartEventMap>(
    type: K,
    listener: (
      this: FleetConnectedDevicesChartElement,
      event: FleetConnectedDevicesChartEventMap[K],
    ) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
  removeEventListener<K extends keyof FleetConnectedDevicesChartEventMap>(
    type: K,
    listener: (
      this: FleetConnectedDevicesChartElement,
      event: FleetConnectedDevicesChartEventMap[K],
    ) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions,
  ): void;
}

/** The `fleet-*` events of `<fleet-device-table>` (they bubble and cross shadow roots). */
export interface FleetDeviceTableEvents {
  /** A row was activated (clicked, or Enter on a focused row) or a device's name link clicked, e.g. to open the device. With `device-href`, `preventDefault()` keeps the link from being followed (route within your page instead). */
  'fleet-row-selected': CustomEvent<{ deviceUuid: string; device: Device }>;
  /** The devices selected for a bulk action changed (kept across pages). */
  'fleet-selection-changed': CustomEvent<{ deviceUuids: string[] }>;
  /** The user went to another page or changed the page size. */
  'fleet-page-changed': CustomEvent<{ offset: number; limit: number }>;
  /** The user changed the filter; `filter` is in the `filter` attribute's form (for a URL, say). */
  'fleet-filter-changed': CustomEvent<{ filter: string }>;
  /** The user sorted by a column header. */
  'fleet-sort-changed': CustomEvent<{
    sortBy: 'Name' | 'DeviceId' | 'Uuid' | 'CreatedAt' | 'ActivatedAt' | 'LastSeen';
    sortDirection: 'Asc' | 'Desc';
  }>;
  /** The user changed the search text. */
  'fleet-search-changed': CustomEvent<{ search: string }>;
}

/** Every event `<fleet-device-table>` can be listened to for. */
export interface FleetDeviceTableEventMap extends HTMLElementEventMap, FleetDeviceTableEvents {}

/**
 * `<fleet-device-table>`: The device list of a Fleet repository: sortable columns with a column chooser (saved as the user's deviceListColumns option), built-in, time-based and status filters, saved custom filters, search, paging (10 per page by default; the size is saved as devicesPagination) and row selection with bulk hibernate, wake and delete. Only the page shown is fetched, and rows follow the live channel (status, last seen, deleted and new devices). Hibernate and Wake need the devices `hibernate` right and Delete the devices `delete` right: without it the button is disabled with the tooltip 'You do not have permission to perform this action' (saving custom filters needs no right). Set `base-url` and one of the `client`, `getToken` or `token` properties (that order of precedence); nothing is fetched until one is set.
 */
export interface FleetDeviceTableElement extends HTMLElement {
  /** The API's origin, e.g. `https://fleet.example.com` (calls go to `<base-url>/api/...`, the live channel to `<base-url>/api/v2beta/live`). Empty: this page's origin. Ignored when `client` is set. */
  baseUrl?: string;
  /** Whose preferences these are, e.g. your portal's user id: sort, columns, page size and saved filters are then kept in this browser's localStorage under `fleet-preferences:<key>`, so users who share one API client keep their own. Without it they are the token owner's user options on the server, shared by everyone signed in with that token. */
  preferencesKey?: string;
  /** Devices per page. Default: the user's remembered page size, else 10. Changing it shows the first page at the new size. */
  pageSize?: number;
  /** Comma-separated columns to show, in order, from: name, deviceId, uuid, status, lastSeen, createdAt, activatedAt, fleets, installedOsPackage, installedApplicationPackage, installedBootloaderPackage, installedSubsystemsPackages. When set, the column chooser is hidden. Default: the user's choice, else every column but installedBootloaderPackage. */
  columns?: string;
  /** The filter, as `key:value1|value2` entries joined by commas: `preset:<id>` for one built-in (online, offline, seenOnline, neverSeen) or time-based filter (seenWithin1h, seenWithin12h, seenWithin24h, seenWithin7d, seenWithin30d, seenMoreThan1h, seenMoreThan30d), and device filter keys (recent, hibernated, notHibernated, offline, updateScheduled, updatePending, updateInProgress, updateFailed), e.g. `preset:online,updateFailed`. The user can change it; a new attribute value replaces theirs. */
  filter?: string;
  /** Shows devices whose name contains this text. The user can change it; a new attribute value replaces theirs. */
  search?: string;
  /** The address of a device in your portal, with `{deviceUuid}` (or `{deviceId}`) standing for the device's URL-encoded value, e.g. `/devices/{deviceUuid}`. Each device's name is then a link there (a middle or Ctrl/⌘-click opens it in a new tab, it can be copied, assistive technology lists it), and clicking a row or pressing Enter on it follows the link too, unless a `fleet-row-selected` listener calls `preventDefault()` (to route within a single-page app). Without it, names are plain text and a row only fires `fleet-row-selected`. */
  deviceHref?: string;
  /** 'auto' (follows the system), 'light' or 'dark'. */
  theme?: 'auto' | 'light' | 'dark';
  /** Language of the texts: 'en-US' or 'fr-CH'. Without it, the element's own `lang` attribute (e.g. `lang="fr-CH"`) sets it. */
  locale?: string;
  /** How dates and times show: 'relative' (5 minutes ago), 'absolute' (date and time in the element's language) or 'auto' (each view picks what suits it). */
  datetimeFormat?: 'auto' | 'relative' | 'absolute';
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
  addEventListener<K extends keyof FleetDeviceTableEventMap>(
    type: K,
    listener: (this: FleetDeviceTableElement, event: FleetDeviceTableEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
  removeEventListener<K extends keyof FleetDeviceTableEventMap>(
    type: K,
    listener: (this: FleetDeviceTableElement, event: FleetDeviceTableEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions,
  ): void;
}

/** The `fleet-*` events of `<fleet-lockbox-editor>` (they bubble and cross shadow roots). */
export interface FleetLockboxEditorEvents {
  /** The lockbox was saved (`replaced`: an existing lockbox of that name was replaced). `expiresAt` is ISO 8601. */
  'fleet-lockbox-saved': CustomEvent<{
    name: string;
    packageIds: string[];
    expiresAt: string;
    replaced: boolean;
  }>;
  /** The user pressed Cancel (nothing was saved). */
  'fleet-cancel': CustomEvent<undefined>;
}

/** Every event `<fleet-lockbox-editor>` can be listened to for. */
export interface FleetLockboxEditorEventMap extends HTMLElementEventMap, FleetLockboxEditorEvents {}

/**
 * `<fleet-lockbox-editor>`: Defines an offline update (a lockbox): its name, its packages (searched among the repository's package versions) and its expiry. Problems with the name, the packages or the expiry show beside their fields before any request; saving under an existing name asks before replacing it. With `name`, edits the lockbox of that name. Save needs the lockboxes `manage` right: without it Save is disabled with the tooltip 'You do not have permission to perform this action'.
 */
export interface FleetLockboxEditorElement extends HTMLElement {
  /** The API's origin, e.g. `https://fleet.example.com` (calls go to `<base-url>/api/...`, the live channel to `<base-url>/api/v2beta/live`). Empty: this page's origin. Ignored when `client` is set. */
  baseUrl?: string;
  /** Whose preferences these are, e.g. your portal's user id: sort, columns, page size and saved filters are then kept in this browser's localStorage under `fleet-preferences:<key>`, so users who share one API client keep their own. Without it they are the token owner's user options on the server, shared by everyone signed in with that token. */
  preferencesKey?: string;
  /** The name of a lockbox to edit. Absent: a new lockbox is defined. */
  name?: string;
  /** Leaves out the form's title (the page's own header names it); the form keeps the title as its accessible name. */
  hideHeading?: boolean;
  /** 'auto' (follows the system), 'light' or 'dark'. */
  theme?: 'auto' | 'light' | 'dark';
  /** Language of the texts: 'en-US' or 'fr-CH'. Without it, the element's own `lang` attribute (e.g. `lang="fr-CH"`) sets it. */
  locale?: string;
  /** How dates and times show: 'relative' (5 minutes ago), 'absolute' (date and time in the element's language) or 'auto' (each view picks what suits it). */
  datetimeFormat?: 'auto' | 'relative' | 'absolute';
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
  addEventListener<K extends keyof FleetLockboxEditorEventMap>(
    type: K,
    listener: (this: FleetLockboxEditorElement, event: FleetLockboxEditorEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
  removeEventListener<K extends keyof FleetLockboxEditorEventMap>(
    type: K,
    listener: (this: FleetLockboxEditorElement, event: FleetLockboxEditorEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions,
  ): void;
}

/** The `fleet-*` events of `<fleet-package-browser>` (they bubble and cross shadow roots). */
export interface FleetPackageBrowserEvents {
  /** The user opened a package; its versions are shown (unless hide-versions is set). */
  'fleet-package-selected': CustomEvent<{
    packageName: string;
    packageType: PackageType;
    hardwareIds: string[];
    sources: string[];
  }>;
  /** The user chose a version of the open package. */
  'fleet-version-selected': CustomEvent<{
    packageId: string;
    name: string;
    version: string;
    installedCount: number;
  }>;
  /** The user changed the filter, the search, the type or the component. */
  'fleet-filter-changed': CustomEvent<{
    filter?: string;
    search?: string;
    type?: PackageType;
    component?: string;
  }>;
}

/** Every event `<fleet-package-browser>` can be listened to for. */
export interface FleetPackageBrowserEventMap
  extends HTMLElementEventMap, FleetPackageBrowserEvents {}

/**
 * `<fleet-package-browser>`: The package list: package names with their type, component and source, the package filters, search and paging (20 per page), and the versions of a chosen package (50 per page, newest first) with how many devices run each. It only reads (packages `read`), so it has no action to mark not permitted.
 */
export interface FleetPackageBrowserElement extends HTMLElement {
  /** The API's origin, e.g. `https://fleet.example.com` (calls go to `<base-url>/api/...`, the live channel to `<base-url>/api/v2beta/live`). Empty: this page's origin. Ignored when `client` is set. */
  baseUrl?: string;
  /** Whose preferences these are, e.g. your portal's user id: sort, columns, page size and saved filters are then kept in this browser's localStorage under `fleet-preferences:<key>`, so users who share one API client keep their own. Without it they are the token owner's user options on the server, shared by everyone signed in with that token. */
  preferencesKey?: string;
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
  hideVersions?: boolean;
  /** Feature flag overrides, e.g. {"cve-management": false} hides the "Packages with known CVEs" filter (on by default). Ignored when the features property is set. */
  featureFlags?: Record<string, boolean>;
  /** 'auto' (follows the system), 'light' or 'dark'. */
  theme?: 'auto' | 'light' | 'dark';
  /** Language of the texts: 'en-US' or 'fr-CH'. Without it, the element's own `lang` attribute (e.g. `lang="fr-CH"`) sets it. */
  locale?: string;
  /** How dates and times show: 'relative' (5 minutes ago), 'absolute' (date and time in the element's language) or 'auto' (each view picks what suits it). */
  datetimeFormat?: 'auto' | 'relative' | 'absolute';
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
  addEventListener<K extends keyof FleetPackageBrowserEventMap>(
    type: K,
    listener: (this: FleetPackageBrowserElement, event: FleetPackageBrowserEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
  removeEventListener<K extends keyof FleetPackageBrowserEventMap>(
    type: K,
    listener: (this: FleetPackageBrowserElement, event: FleetPackageBrowserEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions,
  ): void;
}

/** The `fleet-*` events of `<fleet-rollout-progress>` (they bubble and cross shadow roots). */
export interface FleetRolloutProgressEvents {
  /** The rollout was first shown in a state, or changed state since (e.g. aborted on its failure threshold, with the reason). */
  'fleet-rollout-state-changed': CustomEvent<{
    rolloutId: string;
    state:
      'draft' | 'scheduled' | 'running' | 'waitingForApproval' | 'paused' | 'aborted' | 'completed';
    reason?: string;
  }>;
  /** The user asked for a phase's devices (phase from 0), with `selectable-phases`. */
  'fleet-phase-selected': CustomEvent<{ rolloutId: string; phase: number }>;
}

/** Every event `<fleet-rollout-progress>` can be listened to for. */
export interface FleetRolloutProgressEventMap
  extends HTMLElementEventMap, FleetRolloutProgressEvents {}

/**
 * `<fleet-rollout-progress>`: One rollout's progress, live: its name and state (with the reason when it aborted), and per phase a bar of where its devices are — succeeded, failed, in progress, pending, waiting (chosen, not assigned yet), not affected, cancelled — with the same counts in words. The bars move as the live channel reports progress, without a reload. Needs the rollouts `read` right.
 */
export interface FleetRolloutProgressElement extends HTMLElement {
  /** The API's origin, e.g. `https://fleet.example.com` (calls go to `<base-url>/api/...`, the live channel to `<base-url>/api/v2beta/live`). Empty: this page's origin. Ignored when `client` is set. */
  baseUrl?: string;
  /** Whose preferences these are, e.g. your portal's user id: sort, columns, page size and saved filters are then kept in this browser's localStorage under `fleet-preferences:<key>`, so users who share one API client keep their own. Without it they are the token owner's user options on the server, shared by everyone signed in with that token. */
  preferencesKey?: string;
  /** The rollout's id (a uuid). */
  rolloutId?: string;
  /** Leaves out the name, state and abort reason (the page shows them itself). */
  hideHeading?: boolean;
  /** Each phase offers a button asking for its devices (`fleet-phase-selected`). */
  selectablePhases?: boolean;
  /** 'auto' (follows the system), 'light' or 'dark'. */
  theme?: 'auto' | 'light' | 'dark';
  /** Language of the texts: 'en-US' or 'fr-CH'. Without it, the element's own `lang` attribute (e.g. `lang="fr-CH"`) sets it. */
  locale?: string;
  /** How dates and times show: 'relative' (5 minutes ago), 'absolute' (date and time in the element's language) or 'auto' (each view picks what suits it). */
  datetimeFormat?: 'auto' | 'relative' | 'absolute';
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
  addEventListener<K extends keyof FleetRolloutProgressEventMap>(
    type: K,
    listener: (
      this: FleetRolloutProgressElement,
      event: FleetRolloutProgressEventMap[K],
    ) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
  removeEventListener<K extends keyof FleetRolloutProgressEventMap>(
    type: K,
    listener: (
      this: FleetRolloutProgressElement,
      event: FleetRolloutProgressEventMap[K],
    ) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions,
  ): void;
}

/** The `fleet-*` events of `<fleet-session-list>` (they bubble and cross shadow roots). */
export interface FleetSessionListEvents {
  /** A session to the device was started. */
  'fleet-session-started': CustomEvent<{ deviceUuid: string }>;
  /** The user ended the device's session. */
  'fleet-session-killed': CustomEvent<{ deviceUuid: string }>;
  /** The user chose another tab. */
  'fleet-tab-changed': CustomEvent<{ tab: 'sessions' | 'keys' | 'accept-list' }>;
}

/** Every event `<fleet-session-list>` can be listened to for. */
export interface FleetSessionListEventMap extends HTMLElementEventMap, FleetSessionListEvents {}

/**
 * `<fleet-session-list>`: Remote access: the open sessions with Start session and End session (one device's with `device-uuid`, else the user's), the user's OpenSSH public keys, and the accepted IP addresses, as tabs. The server says why a key or an address is refused, under its field. Each action needs its right (remoteSessions `initiate` and `kill`, remoteAccessKeys and remoteAccessIps `add` and `delete`): without it the button is disabled with the tooltip 'You do not have permission to perform this action'.
 */
export interface FleetSessionListElement extends HTMLElement {
  /** The API's origin, e.g. `https://fleet.example.com` (calls go to `<base-url>/api/...`, the live channel to `<base-url>/api/v2beta/live`). Empty: this page's origin. Ignored when `client` is set. */
  baseUrl?: string;
  /** Whose preferences these are, e.g. your portal's user id: sort, columns, page size and saved filters are then kept in this browser's localStorage under `fleet-preferences:<key>`, so users who share one API client keep their own. Without it they are the token owner's user options on the server, shared by everyone signed in with that token. */
  preferencesKey?: string;
  /** A device's uuid: shows and starts that device's session only. */
  deviceUuid?: string;
  /** The tab shown: 'sessions', 'keys' or 'accept-list'. */
  tab?: string;
  /** 'auto' (follows the system), 'light' or 'dark'. */
  theme?: 'auto' | 'light' | 'dark';
  /** Language of the texts: 'en-US' or 'fr-CH'. Without it, the element's own `lang` attribute (e.g. `lang="fr-CH"`) sets it. */
  locale?: string;
  /** How dates and times show: 'relative' (5 minutes ago), 'absolute' (date and time in the element's language) or 'auto' (each view picks what suits it). */
  datetimeFormat?: 'auto' | 'relative' | 'absolute';
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
  addEventListener<K extends keyof FleetSessionListEventMap>(
    type: K,
    listener: (this: FleetSessionListElement, event: FleetSessionListEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
  removeEventListener<K extends keyof FleetSessionListEventMap>(
    type: K,
    listener: (this: FleetSessionListElement, event: FleetSessionListEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions,
  ): void;
}

/** The `fleet-*` events of `<fleet-top-fleets-chart>` (they bubble and cross shadow roots). */
export interface FleetTopFleetsChartEvents {
  /** The user chose a fleet's bar, or its row in the data table. */
  'fleet-fleet-selected': CustomEvent<{ fleetId: string; name: string; deviceCount: number }>;
}

/** Every event `<fleet-top-fleets-chart>` can be listened to for. */
export interface FleetTopFleetsChartEventMap
  extends HTMLElementEventMap, FleetTopFleetsChartEvents {}

/**
 * `<fleet-top-fleets-chart>`: The top fleets chart: of up to 1000 fleets, the 8 with the most devices, as a bar chart drawn with uPlot, with the same data as a table for screen readers.
 */
export interface FleetTopFleetsChartElement extends HTMLElement {
  /** The API's origin, e.g. `https://fleet.example.com` (calls go to `<base-url>/api/...`, the live channel to `<base-url>/api/v2beta/live`). Empty: this page's origin. Ignored when `client` is set. */
  baseUrl?: string;
  /** Whose preferences these are, e.g. your portal's user id: sort, columns, page size and saved filters are then kept in this browser's localStorage under `fleet-preferences:<key>`, so users who share one API client keep their own. Without it they are the token owner's user options on the server, shared by everyone signed in with that token. */
  preferencesKey?: string;
  /** How many of the largest fleets to show, from 1 to 8. */
  limit?: number;
  /** Height of the plot in px. */
  height?: number;
  /** 'auto' (follows the system), 'light' or 'dark'. */
  theme?: 'auto' | 'light' | 'dark';
  /** Language of the texts: 'en-US' or 'fr-CH'. Without it, the element's own `lang` attribute (e.g. `lang="fr-CH"`) sets it. */
  locale?: string;
  /** How dates and times show: 'relative' (5 minutes ago), 'absolute' (date and time in the element's language) or 'auto' (each view picks what suits it). */
  datetimeFormat?: 'auto' | 'relative' | 'absolute';
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
  addEventListener<K extends keyof FleetTopFleetsChartEventMap>(
    type: K,
    listener: (this: FleetTopFleetsChartElement, event: FleetTopFleetsChartEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
  removeEventListener<K extends keyof FleetTopFleetsChartEventMap>(
    type: K,
    listener: (this: FleetTopFleetsChartElement, event: FleetTopFleetsChartEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions,
  ): void;
}

/** Every `fleet-*` event of every element, by name. */
export interface FleetElementEventMap {
  'fleet-cancel': CustomEvent<undefined>;
  'fleet-day-selected': CustomEvent<{ start: string; label: string; count: number }>;
  'fleet-filter-changed':
    | CustomEvent<{ filter: string }>
    | CustomEvent<{ filter?: string; search?: string; type?: PackageType; component?: string }>;
  'fleet-fleet-selected': CustomEvent<{ fleetId: string; name: string; deviceCount: number }>;
  'fleet-lockbox-saved': CustomEvent<{
    name: string;
    packageIds: string[];
    expiresAt: string;
    replaced: boolean;
  }>;
  'fleet-package-selected': CustomEvent<{
    packageName: string;
    packageType: PackageType;
    hardwareIds: string[];
    sources: string[];
  }>;
  'fleet-page-changed': CustomEvent<{ offset: number; limit: number }>;
  'fleet-phase-selected': CustomEvent<{ rolloutId: string; phase: number }>;
  'fleet-rollout-state-changed': CustomEvent<{
    rolloutId: string;
    state:
      'draft' | 'scheduled' | 'running' | 'waitingForApproval' | 'paused' | 'aborted' | 'completed';
    reason?: string;
  }>;
  'fleet-row-selected': CustomEvent<{ deviceUuid: string; device: Device }>;
  'fleet-search-changed': CustomEvent<{ search: string }>;
  'fleet-selection-changed': CustomEvent<{ deviceUuids: string[] }>;
  'fleet-session-killed': CustomEvent<{ deviceUuid: string }>;
  'fleet-session-started': CustomEvent<{ deviceUuid: string }>;
  'fleet-sort-changed': CustomEvent<{
    sortBy: 'Name' | 'DeviceId' | 'Uuid' | 'CreatedAt' | 'ActivatedAt' | 'LastSeen';
    sortDirection: 'Asc' | 'Desc';
  }>;
  'fleet-tab-changed': CustomEvent<{ tab: 'sessions' | 'keys' | 'accept-list' }>;
  'fleet-version-selected': CustomEvent<{
    packageId: string;
    name: string;
    version: string;
    installedCount: number;
  }>;
}

/** Every Fleet element, by tag name. */
export interface FleetElementTagNameMap {
  'fleet-connected-devices-chart': FleetConnectedDevicesChartElement;
  'fleet-device-table': FleetDeviceTableElement;
  'fleet-lockbox-editor': FleetLockboxEditorElement;
  'fleet-package-browser': FleetPackageBrowserElement;
  'fleet-rollout-progress': FleetRolloutProgressElement;
  'fleet-session-list': FleetSessionListElement;
  'fleet-top-fleets-chart': FleetTopFleetsChartElement;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface HTMLElementTagNameMap extends FleetElementTagNameMap {}
  // The events bubble and are composed: a parent, the document or the window hears them.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface GlobalEventHandlersEventMap extends FleetElementEventMap {}
}
