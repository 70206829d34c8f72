// @fleet/elements for React hosts (the console, partners on React): the primitives, the
// theme and the root every Fleet UI renders in. No custom element is defined by importing
// this: see '@fleet/elements/define'.
export { FleetRoot, type FleetRootProps } from './root/FleetRoot.js';
export { usePortalContainer } from './root/portal-container.js';
export { type FormatMessage, type AnyMessageId } from './i18n/format-message.js';
export { useFormatMessage } from './i18n/every-ui-text.js';
export { loadUiLanguage, uiLanguageLoaded, type UiMessageId } from './i18n/ui-messages.js';

export { VARIANTS, type Variant } from './theme/token-names.js';
export { THEME_PROPERTIES, type ThemeProperty } from './theme/theme-properties.js';
export { darkTheme, lightTheme, type ThemeValues } from './theme/palettes.js';
export { adoptFleetStyles, fleetCssText, fleetStyleSheet } from './styles/style-registry.js';

export { Button, type ButtonProps } from './primitives/button/Button.js';
export { Link, type LinkProps } from './primitives/link/Link.js';
export { Tooltip, type TooltipProps } from './primitives/tooltip/Tooltip.js';
export {
  Dialog,
  type DialogProps,
  type DialogType,
  type DialogVariant,
} from './primitives/dialog/Dialog.js';
export { ToastProvider, useToasts, type Toasts } from './primitives/toast/ToastProvider.js';
export { TOAST_KINDS, type ToastKind, type ToastInput } from './primitives/toast/toast-store.js';
export { Table, type TableProps } from './primitives/table/Table.js';
export { nextSort, type TableColumn, type TableSort } from './primitives/table/table-types.js';
export {
  Pagination,
  type PaginationProps,
  type PageRequest,
} from './primitives/pagination/Pagination.js';
export { Tabs, type TabsProps, type TabItem } from './primitives/tabs/Tabs.js';
export {
  Breadcrumbs,
  type BreadcrumbsProps,
  type Crumb,
} from './primitives/breadcrumbs/Breadcrumbs.js';
export { Select, type SelectProps, type SelectOption } from './primitives/select/Select.js';
export { Combobox, type ComboboxProps } from './primitives/combobox/Combobox.js';
export { useServerSearch, type ServerSearch } from './primitives/combobox/use-server-search.js';
export {
  DateTimeInput,
  type DateTimeInputProps,
} from './primitives/date-time-input/DateTimeInput.js';
export { FileInput, type FileInputProps } from './primitives/file-input/FileInput.js';
export { TextField, type TextFieldProps } from './primitives/text-field/TextField.js';
export { TextArea, type TextAreaProps } from './primitives/text-area/TextArea.js';
export { Field, type FieldProps, type FieldControlProps } from './primitives/field/Field.js';
export { EmptyState, type EmptyStateProps } from './primitives/empty-state/EmptyState.js';
export { Skeleton, type SkeletonProps } from './primitives/skeleton/Skeleton.js';
export { ProgressBar, type ProgressBarProps } from './primitives/progress-bar/ProgressBar.js';
export { BarChart, type BarChartProps, type ChartBar } from './primitives/bar-chart/BarChart.js';
export {
  DeviceStatusBadge,
  type DeviceStatusBadgeProps,
} from './primitives/device-status-badge/DeviceStatusBadge.js';

export { useFleetHost } from './elements/fleet-events.js';
export type { ElementDescription } from './elements/element-description.js';

export {
  tufTargetAddedOf,
  type TufTargetAddedSubscription,
} from './connection/tuf-target-added.js';

// Searching the API as the user types, for pickers (src/search)
export {
  usePackageSearch,
  PACKAGE_SEARCH_LIMIT,
  type PackageSearchOptions,
} from './search/use-package-search.js';
export { useDeviceSearch, DEVICE_SEARCH_LIMIT } from './search/use-device-search.js';

// Connecting widgets to the API (src/connection)
export {
  FleetProvider,
  useFleet,
  useOptionalFleet,
  type FleetProviderProps,
} from './connection/FleetProvider.js';
export {
  createFleetConnection,
  type FleetConnection,
  type FleetConnectionOptions,
  type LiveSyncedStores,
} from './connection/fleet-connection.js';
export type { FleetConnectionProps, FleetTokenFunction } from './connection/connection-props.js';
export type { ConnectionRights, HostRights } from './connection/connection-rights.js';
export { useSignals, useSignalValue } from './connection/signals.js';
export {
  LiveConnectionStatus,
  type LiveConnectionStatusProps,
} from './connection/LiveConnectionStatus.js';
export { useQuery } from './connection/use-query.js';
export type { QueryView } from './connection/use-query.js';
export { useMutation } from './connection/use-mutation.js';
export {
  capabilitiesOf,
  rightProps,
  rightState,
  useCapabilities,
  type Capabilities,
  type RightState,
} from './connection/use-capabilities.js';
export type { MutationView } from './connection/use-mutation.js';

// Widgets
export { DeviceTable, type DeviceTableProps } from './widgets/device-table/DeviceTable.js';
export {
  DEVICE_COLUMN_IDS,
  DEFAULT_DEVICE_COLUMNS,
  type DeviceColumnId,
  type DeviceSort,
} from './widgets/device-table/device-column-ids.js';
export {
  PackageBrowser,
  type PackageBrowserProps,
  type PackageBrowserFeatures,
  type PackageSelected,
  type VersionSelected,
} from './widgets/package-browser/PackageBrowser.js';
export type { PackageBrowserQuery } from './widgets/package-browser/package-browser-query.js';
export {
  TopFleetsChart,
  type TopFleetsChartProps,
  type FleetSelected,
} from './widgets/top-fleets-chart/TopFleetsChart.js';
export {
  ConnectedDevicesChart,
  type ConnectedDevicesChartProps,
  type DaySelected,
} from './widgets/connected-devices-chart/ConnectedDevicesChart.js';
export {
  LockboxEditor,
  type LockboxEditorProps,
  type LockboxSaved,
} from './widgets/lockbox-editor/LockboxEditor.js';
export {
  SessionList,
  REMOTE_ACCESS_TABS,
  type SessionListProps,
  type RemoteAccessTab,
} from './widgets/session-list/SessionList.js';
export {
  RolloutProgress,
  type RolloutProgressProps,
  type RolloutStateChanged,
} from './widgets/rollout-progress/RolloutProgress.js';
export { useRolloutsStore } from './widgets/rollout-progress/use-rollouts-store.js';
