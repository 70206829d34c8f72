// The package list of SPEC §2 (/packages, /packages/{name}) as a widget over the SDK's packages
// store: package names by filter, type, component, source and search, 20 per page; opening a
// package shows its versions with installed counts. Attribute-like props set the query; the
// user's changes go to the store and are reported through onFilterChanged.
import { useEffect, useMemo } from 'react';
import {
  createPackagesStore,
  type FleetSdk,
  type PackageRow,
  type PackagesStore,
} from '@fleet/sdk';
import { PACKAGES_PAGE_SIZE, type FeatureId, type PackageType } from '@fleet/sdk/domain';
import { useOptionalFleet } from '../../connection/FleetProvider.js';
import { useSignalValue } from '../../connection/signals.js';
import {
  tufTargetAddedOf,
  type TufTargetAddedSubscription,
} from '../../connection/tuf-target-added.js';
import { useFormatMessage } from '../../i18n/format-message.js';
import { EmptyState } from '../../primitives/empty-state/EmptyState.js';
import { accessFailureText } from '../../primitives/load-failure/load-failure.js';
import { Pagination } from '../../primitives/pagination/Pagination.js';
import { browser, errorText } from './PackageBrowser.css.js';
import { PackageNamesTable } from './PackageNamesTable.js';
import { PackageToolbar } from './PackageToolbar.js';
import { PackageVersions, type VersionSelected } from './PackageVersions.js';
import {
  componentChoices,
  packageBrowserQuery,
  type PackageBrowserQuery,
} from './package-browser-query.js';
import { PACKAGE_BROWSER_TEXTS } from './package-browser-texts.js';
import { registerUiTexts } from '../../i18n/ui-messages.js';

registerUiTexts(PACKAGE_BROWSER_TEXTS);

export type { VersionSelected } from './PackageVersions.js';

export interface PackageSelected {
  packageName: string;
  packageType: PackageType;
  hardwareIds: string[];
  sources: string[];
}

/** Which features are on: the SDK feature flags store fits. */
export interface PackageBrowserFeatures {
  isEnabled(id: FeatureId): boolean;
}

export interface PackageBrowserProps {
  /**
   * The SDK (`createFleet`); only packages, devices and public are used. Default: the
   * nearest FleetProvider's (custom elements have their own).
   */
  fleet?: PackagesFleet;
  features?: PackageBrowserFeatures;
  /** A package filter id of SPEC §9 (domain PACKAGE_FILTERS). */
  filter?: string;
  search?: string;
  /** 'os', 'application', 'bootloader' or 'subsystem'. */
  type?: string;
  /** A hardware id. */
  component?: string;
  /** A package source id. */
  source?: string;
  /**
   * Subscribes to TufTargetAdded events (the list reloads on each). Default: the
   * FleetProvider's live channel.
   */
  onTufTargetAdded?: (listener: () => void) => () => void;
  /** No versions panel: the host shows a package's versions itself (onPackageSelected). */
  hideVersions?: boolean;
  onPackageSelected?(detail: PackageSelected): void;
  onVersionSelected?(detail: VersionSelected): void;
  onFilterChanged?(detail: PackageBrowserQuery): void;
}

export type PackagesFleet = Pick<FleetSdk, 'packages' | 'devices' | 'public'>;

function useStore(
  given: PackagesFleet | undefined,
  features: PackageBrowserFeatures | undefined,
  givenTufTargetAdded: TufTargetAddedSubscription | undefined,
): PackagesStore {
  const connection = useOptionalFleet();
  const fromConnection = useMemo(
    (): PackagesFleet | undefined =>
      connection
        ? {
            packages: connection.resource('packages'),
            devices: connection.resource('devices'),
            public: connection.resource('public'),
          }
        : undefined,
    [connection],
  );
  const fleet = given ?? fromConnection;
  if (!fleet) throw new Error('PackageBrowser needs a `fleet` prop or a <FleetProvider> above it.');
  const onTufTargetAdded = useMemo(
    () => givenTufTargetAdded ?? (connection ? tufTargetAddedOf(connection) : undefined),
    [givenTufTargetAdded, connection],
  );
  const store = useMemo(
    () => createPackagesStore({ fleet, features, onTufTargetAdded }),
    [fleet, features, onTufTargetAdded],
  );
  useEffect(() => () => store.dispose(), [store]);
  return store;
}

export function PackageBrowser(props: PackageBrowserProps) {
  const { fleet, features, onTufTargetAdded } = props;
  const { onPackageSelected, onVersionSelected, onFilterChanged } = props;
  const t = useFormatMessage();
  const store = useStore(fleet, features, onTufTargetAdded);
  const filters = useSignalValue(store.filters);
  const page = useSignalValue(store.page);
  const loading = useSignalValue(store.loading);
  const error = useSignalValue(store.error);
  const selectedName = useSignalValue(store.selectedName);
  const query = useSignalValue(store.query);

  // The attribute-like props are the query; a change of any of them replaces the user's.
  const { filter, search, type, component, source } = props;
  useEffect(() => {
    const next = packageBrowserQuery({ filter, search, type, component, source }, filters);
    store.setQuery({ ...next, limit: PACKAGES_PAGE_SIZE });
  }, [store, filters, filter, search, type, component, source]);

  const change = (part: Partial<PackageBrowserQuery>) => {
    store.setQuery(part);
    const { filter, search, type, component, source } = store.query.peek();
    onFilterChanged?.({ filter, search, type, component, source });
  };

  const open = (row: PackageRow) => {
    if (!props.hideVersions) store.selectPackage(row.packageName).catch(() => undefined);
    onPackageSelected?.({
      packageName: row.packageName,
      packageType: row.packageType,
      hardwareIds: row.hardwareIds,
      sources: row.sources,
    });
  };

  const seen = page?.values.flatMap((row) => row.hardwareIds) ?? [];
  return (
    <div className={browser}>
      <PackageToolbar
        query={query}
        filters={filters}
        components={componentChoices(seen, query.component)}
        onChange={change}
      />
      {error ? (
        <div part="error" role="alert">
          <EmptyState
            title={accessFailureText(t, error) ?? t('ui.packages.loadFailed')}
            description={
              accessFailureText(t, error) === undefined && (
                <p className={errorText}>
                  {error instanceof Error ? error.message : String(error)}
                </p>
              )
            }
          />
        </div>
      ) : (
        <PackageNamesTable rows={page?.values ?? []} loading={loading && !page} onOpen={open} />
      )}
      {page && !error && (
        <Pagination
          offset={page.offset}
          limit={page.limit}
          total={page.total}
          pageSizes={[PACKAGES_PAGE_SIZE, 50, 100]}
          onChange={({ offset, limit }) => store.setQuery({ offset, limit })}
        />
      )}
      {selectedName !== undefined && !props.hideVersions && (
        <PackageVersions
          key={selectedName}
          store={store}
          name={selectedName}
          onVersionSelected={onVersionSelected}
        />
      )}
    </div>
  );
}
