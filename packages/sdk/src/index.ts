// @fleet/sdk public entry.

// HTTP core
export { createFleetClient } from './api/client';
export type { FleetClient, FleetClientOptions } from './api/client';
export { FAILURE_LOG_SIZE } from './api/failure-log';
export type { FailureLog, RecentFailure } from './api/failure-log';
export type { GetToken, TokenKind } from './api/middleware/bearer-token';
export type { RetryOptions } from './api/middleware/retry-after';
export type { paths, components, operations } from './api/schema';

// Errors
export { FleetApiError, isFleetApiError } from './errors';
export type { FleetApiErrorInit, FleetErrorCode, KnownErrorCode } from './errors';

// Shapes resource calls hand back
export type { Page } from './resources/support/paginate';
export type { UploadProgress } from './resources/support/upload';
export type { DownloadedFile } from './resources/support/download';

// The integrator's entry point and the resources it is made of
export { createFleet } from './fleet';
export type { FleetOptions, FleetSdk } from './fleet';
export { createFleetView } from './fleet-view';
export type { FleetView, ResourceFactories, ResourceFactory, ResourceName } from './fleet-view';
export * from './resources/accounts';
export * from './resources/api-clients';
export * from './resources/user-options';
export * from './resources/organizations';
export * from './resources/auth';
export * from './resources/devices';
export * from './resources/device-packages';
export * from './resources/device-history';
export * from './resources/devices-namespace';
export * from './resources/provisioning';
export * from './resources/fleets';
export * from './resources/updates';
export * from './resources/updates-resource';
export * from './resources/update-outcome';
export * from './resources/lockboxes';
export * from './resources/rollouts';
export * from './resources/metrics';
export * from './resources/packages';
export * from './resources/delegations';
export * from './resources/remote-access';
export * from './resources/public';

// Signing in, the tokens calls carry, and the session (SPEC §4 Auth, §6, §7 base)
export * from './auth/index';
export * from './session/index';
export type { Logger } from './stores/support/logger';

// Device, fleet, update, lockbox, metric and remote-access stores (signals; SPEC §2–§4, §9)
export { createDevicesStore, DEVICES_DEFAULT_QUERY, primeDevicesStore } from './stores/devices';
export type { DevicesStore, DevicesStoreDeps, DevicesQuery } from './stores/devices';
export { createDeviceDetailStore, INSTALLATION_REPORTS_PAGE_SIZE } from './stores/device-detail';
export type { DeviceDetailStore, DeviceDetailStoreDeps } from './stores/device-detail';
export { createDeviceActionsStore, NO_TRANSIENT_FLAGS } from './stores/device-actions';
export type {
  DeviceActionsStore,
  DeviceActionsStoreDeps,
  DeviceTransientFlags,
} from './stores/device-actions';
export { createFleetsStore } from './stores/fleets';
export type { FleetsStore, FleetsStoreDeps } from './stores/fleets';
export { FLEETS_DEFAULT_QUERY, FLEET_DEVICES_DEFAULT_QUERY } from './stores/fleet-list-query';
export type { FleetsQuery } from './stores/fleet-list-query';
export { createFleetDetailStore } from './stores/fleet-detail';
export type { FleetDetailStore, FleetDetailStoreDeps } from './stores/fleet-detail';
export { createQueryCache } from './stores/query-cache';
export type {
  Query,
  QueryCache,
  QueryCacheOptions,
  QueryDefinition,
  QueryFetch,
  QueryKey,
  QueryObserver,
} from './stores/query-cache';
export { QUERY_KEYS } from './stores/query-keys';
export { createKeyedMutation, createMutation } from './stores/mutation';
export type { KeyedMutation, Mutation, MutationOptions } from './stores/mutation';
export { syncQueriesWithLive } from './live/live-queries';
export type { LiveQueriesOptions } from './live/live-queries';
export { headlineCount } from './stores/device-counts';
export { deviceCountQuery, deviceQuery, provisioningTokenQuery } from './stores/device-queries';
export { packageVersionQuery, versionSbomQuery } from './stores/package-version-queries';
export {
  chosenDevicesQuery,
  chosenFleetsQuery,
  deviceTargetsQuery,
  fleetTargetsQuery,
} from './stores/install-target-queries';
export type { FleetWithStats, InstallTargetSearch } from './stores/install-target-queries';
export { delegationKeysQuery } from './stores/delegation-key-queries';
export { fleetSessionsQuery, sessionsInFleet } from './stores/fleet-session-queries';
export { recentUpdateActivity, UPDATE_ACTIVITY_SHOWN } from './stores/update-activity';
export type { UpdateActivity } from './stores/update-activity';
export { createTopFleetsStore } from './stores/top-fleets';
export type { FleetWithDeviceCount, TopFleetsStore, TopFleetsStoreDeps } from './stores/top-fleets';
export { createUpdatesStore } from './stores/updates';
export type { UpdatesStore, UpdatesStoreDeps } from './stores/updates';
export { createFleetExpressionPreviewStore } from './stores/fleet-expression-preview';
export type {
  FleetExpressionPreviewDeps,
  FleetExpressionPreviewStore,
} from './stores/fleet-expression-preview';
export { createLockboxesStore } from './stores/lockboxes';
export type { LockboxesStore, LockboxesStoreDeps } from './stores/lockboxes';
export {
  createRolloutsStore,
  ROLLOUT_PAGE_SIZE,
  ROLLOUT_DEVICE_PAGE_SIZE,
} from './stores/rollouts';
export type { RolloutsStore, RolloutsStoreDeps } from './stores/rollouts';
export { createMetricsStore } from './stores/metrics';
export type { MetricsStore, MetricsStoreDeps } from './stores/metrics';
export { connectedDevicesDayLabels, connectedDevicesDayStarts } from './stores/connected-devices';
export type { ConnectedDevicesDay } from './stores/connected-devices';
export { createRemoteAccessStore } from './stores/remote-access';
export type {
  RemoteAccessKey,
  RemoteAccessStore,
  RemoteAccessStoreDeps,
} from './stores/remote-access';

// User options, preferences, feature flags, banners, notifications, custom filters, packages,
// package sources, account and repositories stores (signals; SPEC §3–§6, §8, §9)
export { createUserOptionsStore } from './stores/user-options';
export type {
  UserOptionsRetry,
  UserOptionsStore,
  UserOptionsStoreDeps,
} from './stores/user-options';
export { browserLifecycle, currentLifecycle, nodeLifecycle } from './stores/support/page-lifecycle';
export type { LeaveReason, PageLifecycle } from './stores/support/page-lifecycle';
export {
  createPreferencesStore,
  PREFERENCES_OPTION_KEY,
  systemPrefersDark,
} from './stores/preferences';
export type { PreferencesStore, PreferencesStoreDeps } from './stores/preferences';
export { createFeatureFlagsStore } from './stores/feature-flags';
export type {
  FeatureFlagsStore,
  FeatureFlagsStoreDeps,
  FeatureState,
} from './stores/feature-flags';
export { createBannersStore } from './stores/banners';
export type { BannersStore, BannersStoreDeps } from './stores/banners';
export { CONFIRM_ACCOUNT_NOTIFICATION_ID, createNotificationsStore } from './stores/notifications';
export type {
  BannerNotificationSource,
  NotificationsStore,
  NotificationsStoreDeps,
} from './stores/notifications';
export { createCustomFiltersStore } from './stores/custom-filters';
export type {
  ConfirmOverwrite,
  CustomFilterFeedback,
  CustomFiltersStore,
  CustomFiltersStoreDeps,
  SaveCustomFilterResult,
} from './stores/custom-filters';
export { createPackagesStore } from './stores/packages';
export type {
  PackageListQuery,
  PackageRow,
  PackagesStore,
  PackagesStoreDeps,
} from './stores/packages';
export { sbomKnownCves } from './stores/package-rows';
export type {
  PackageUploadState,
  PackageUploadStatus,
  PackageUploadStore,
} from './stores/package-upload';
export { createPackageSourcesStore } from './stores/package-sources';
export { sourceFailureText } from './stores/package-source-errors';
export type {
  PackageSourceInput,
  PackageSourcesStore,
  PackageSourcesStoreDeps,
  PackageSourceView,
} from './stores/package-sources';
export { createAccountStore } from './stores/account';
export type { AccountKey, AccountStore, AccountStoreDeps } from './stores/account';
export { createRepositoriesStore } from './stores/repositories';
export type { RepositoriesStore, RepositoriesStoreDeps } from './stores/repositories';

// The live channel (SPEC §4 live events over a websocket) and what it keeps current
export { createLiveChannel } from './live/live-channel';
export { RECENT_LIVE_EVENTS } from './live/live-channel';
export type {
  LiveChannel,
  LiveChannelOptions,
  LiveConnection,
  LiveEvent,
  LiveStatus,
  RecentLiveEvent,
} from './live/live-channel';
export { LiveChannelTimeoutError, openLiveChannel } from './live/open-live-channel';
export { LIVE_CHANNEL_PATH, liveChannelUrl } from './live/live-socket';
export type { LiveSocket, LiveSocketConstructor } from './live/live-socket';
export { syncStoresWithLive } from './live/live-sync';
export type { LiveSyncOptions } from './live/live-sync';

// Validation errors carry SPEC §5's messages
export { FleetValidationError } from './domain/validation';
