// SPEC §9 "Business constants and limits", each named once. Other modules import these
// instead of repeating a number, so a changed limit changes everywhere at once.
import type { ListSort } from './list-queries.js';

/** Maker (free) accounts may register at most this many devices. */
export const MAKER_DEVICE_LIMIT = 5;

/** The Commercial free trial: length, device cap, and the training-session checkbox default. */
export const TRIAL_DAYS = 30;
export const TRIAL_DEVICE_LIMIT = 50;
export const TRIAL_TRAINING_SESSION_DEFAULT = true;

/** A device seen within this window counts as online. */
export const ONLINE_THRESHOLD_MS = 300_000;
/** Default window for the offline/online device views. */
export const OFFLINE_ONLINE_DURATION_MS = 600_000;
/** Devices registered within this window are "recent". */
export const RECENT_DEVICES_MS = 86_400_000;
/** The built-in Online / Offline device filters split at "last seen 30 minutes ago". */
export const BUILT_IN_ONLINE_WINDOW_MS = 1_800_000;

export const DEVICES_PAGE_SIZE = 10;
export const DEVICES_DEFAULT_SORT: ListSort<'LastSeen'> = {
  sortBy: 'LastSeen',
  sortDirection: 'Desc',
};

export const FLEETS_PAGE_SIZE = 10;
export const FLEETS_DEFAULT_SORT: ListSort<'Name'> = { sortBy: 'Name', sortDirection: 'Asc' };

export const FLEET_DEVICES_PAGE_SIZE = 10;
export const FLEET_DEVICES_DEFAULT_SORT: ListSort<'Name'> = {
  sortBy: 'Name',
  sortDirection: 'Asc',
};

/** Packages: 20 per page, by packageName ascending (the API calls that sort `Name`). */
export const PACKAGES_PAGE_SIZE = 20;
export const PACKAGES_DEFAULT_SORT: ListSort<'Name'> = { sortBy: 'Name', sortDirection: 'Asc' };

/** The package-names helper (pickers that list package names). */
export const PACKAGE_NAMES_HELPER_PAGE_SIZE = 50;
export const PACKAGE_NAMES_HELPER_DEFAULT_SORT: ListSort<'LastVersionAt'> = {
  sortBy: 'LastVersionAt',
  sortDirection: 'Desc',
};

/** The versions helper (pickers that list the versions of one package). */
export const VERSIONS_HELPER_PAGE_SIZE = 50;
export const VERSIONS_HELPER_DEFAULT_SORT: ListSort<'CreatedAt'> = {
  sortBy: 'CreatedAt',
  sortDirection: 'Desc',
};

/** Device list columns hidden until the user shows them. */
export const DEFAULT_HIDDEN_DEVICE_COLUMNS: readonly string[] = ['installedBootloaderPackage'];

/** User option writes are batched: one write per key after this quiet time. */
export const OPTION_WRITE_DELAY_MS = 500;

/** Refresh debounces. */
export const DEVICES_REFRESH_DEBOUNCE_MS = 100;
export const PACKAGES_REFRESH_DEBOUNCE_MS = 100;
export const FLEETS_SEARCH_DEBOUNCE_MS = 500;

/** The guest token is refreshed when fewer seconds than this remain. */
export const TOKEN_MIN_VALIDITY_S = 5;
/** After a new user is created, the token is refreshed asking for this validity (30 days). */
export const NEW_USER_TOKEN_REFRESH_S = 2_592_000;

/** URL batching: request URLs stay within URL_LIMIT − URL_RESERVE characters. */
export const URL_LIMIT = 2048;
export const URL_RESERVE = 100;
export const CHARS_PER_DEVICE_ID = 48;
export const CHARS_PER_HASH = 72;

/** A delegation whose remote file changed less than this ago is not yet considered changed. */
export const DELEGATION_UNCHANGED_WINDOW_MS = 10_000;
export const DELEGATION_DEFAULT_THRESHOLD = 1;

/** Upload default target format. */
export const DEFAULT_TARGET_FORMAT = 'BINARY';

/** Top fleets chart: how many fleets are fetched, and how many are shown. */
export const TOP_FLEETS_FETCH = 1000;

/** The largest page a list call answers (openapi/ parameters.yaml Limit). */
export const MAX_PAGE_SIZE = 1000;
export const TOP_FLEETS_SHOWN = 8;

/** Connected-devices chart: days in the series (the first label is "Today"). */
export const CONNECTED_DEVICES_DAYS = 7;

/** Live channel: wait before reconnecting after a close or an auth failure. */
export const WEBSOCKET_RECONNECT_MS = 5000;

/** The id of a user's own repository; any other id is a repository shared with them. */
export const PERSONAL_REPOSITORY_ID = 'personal';

/** Feedback messages close themselves after this time by default. */
export const FEEDBACK_AUTO_CLOSE_MS = 3000;

/** A lazily loaded chunk that takes longer than this fails with a ChunkLoadError. */
export const CHUNK_TIMEOUT_MS = 120_000;
