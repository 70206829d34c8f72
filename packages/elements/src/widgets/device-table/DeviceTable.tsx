// The device list (SPEC §2 /devices): columns with a chooser, sortable headers, filters and
// saved custom filters, search, paging and row selection for bulk actions, over the SDK's
// devices store. Only the page shown is loaded (server paging), so 100,000 devices cost what
// 10 do; the live channel keeps the page current (SPEC §4).
import type { Device } from '@fleet/sdk';
import { DEVICE_TEXTS, registerMessages, type SortDirection } from '@fleet/sdk/domain';
import { useContext, useMemo, useState } from 'react';
import { connectionKey } from '../../connection/connection-key.js';
import type { FleetConnection } from '../../connection/fleet-connection.js';
import { useFleet } from '../../connection/FleetProvider.js';
import { useSignals } from '../../connection/signals.js';
import { LocaleContext, useFormatMessage } from '../../i18n/format-message.js';
import { useFormatDateTime } from '../../i18n/format-date-time.js';
import { EmptyState } from '../../primitives/empty-state/EmptyState.js';
import { LoadFailed } from '../../primitives/load-failure/LoadFailed.js';
import { Pagination } from '../../primitives/pagination/Pagination.js';
import { Table } from '../../primitives/table/Table.js';
import { BulkActions } from './BulkActions.js';
import { ColumnChooser } from './ColumnChooser.js';
import {
  columnOfSort,
  DEFAULT_DEVICE_COLUMNS,
  isDeviceColumnId,
  readDeviceColumns,
  SORT_OF_COLUMN,
  type DeviceColumnId,
  type DeviceSort,
} from './device-column-ids.js';
import { deviceColumns } from './device-columns.js';
import { deviceHrefOf } from './device-link.js';
import {
  formatDeviceTableFilter,
  formatDeviceTableView,
  isEmptyFilter,
  parseDeviceTableView,
} from './device-table-filter.js';
import { deviceTable, errorText, scroller } from './DeviceTable.css.js';
import { FilterBar } from './FilterBar.js';
import { useCustomFilterActions } from './use-custom-filter-actions.js';
import { hostPageSize, initialDeviceQuery, useDeviceTableQuery } from './use-device-table-query.js';
import { useDeviceTableStores } from './use-device-table-stores.js';
import { useNow } from './use-now.js';
import { DEVICE_TABLE_TEXTS } from './device-table-texts.js';
import { registerUiTexts } from '../../i18n/ui-messages.js';

registerUiTexts(DEVICE_TABLE_TEXTS);
registerMessages(DEVICE_TEXTS);

export interface DeviceTableProps {
  /** Devices per page; default the user's remembered size (devicesPagination), else 10. */
  pageSize?: number;
  /**
   * The columns shown, in order (`name,status,lastSeen` or an array); the column chooser is
   * hidden then. Default: the user's choice (deviceListColumns), else all but the bootloader.
   */
  columns?: string | readonly string[];
  /** The filter, e.g. `preset:online,updateFailed` (see device-table-filter.ts). */
  filter?: string;
  /** Matches device names (sent as nameContains). */
  search?: string;
  /**
   * The address a device opens at, with `{deviceUuid}` (or `{deviceId}`) standing for the
   * device, e.g. `/devices/{deviceUuid}`: each device's name is then a link there (open in a new
   * tab, copy the link), and activating a row follows it unless `onRowSelected` returns false.
   * Without it, names are plain text and a row only reports its activation.
   */
  deviceHref?: string;
  /**
   * A row was activated (click, or Enter on a focused row), or its name link clicked. Return
   * false to route within the host instead of following `deviceHref`.
   */
  onRowSelected?(detail: { deviceUuid: string; device: Device }): unknown;
  /** The devices chosen for a bulk action changed (they are kept across pages). */
  onSelectionChanged?(detail: { deviceUuids: string[] }): void;
  /** The user moved to another page or changed the page size. */
  onPageChanged?(detail: { offset: number; limit: number }): void;
  /** The user changed the filter (a saved filter may change the search too). */
  onFilterChanged?(detail: { filter: string }): void;
  /** The user sorted by another column or direction. */
  onSortChanged?(detail: { sortBy: DeviceSort['sortBy']; sortDirection: SortDirection }): void;
  /** The user changed the search text. */
  onSearchChanged?(detail: { search: string }): void;
}

/** Reads the API from the nearest FleetProvider (or its custom element). */
export function DeviceTable(props: DeviceTableProps) {
  const connection = useFleet();
  return <DeviceTableView key={connectionKey(connection)} connection={connection} {...props} />;
}

function DeviceTableView({
  connection,
  ...props
}: DeviceTableProps & { connection: FleetConnection }) {
  useSignals();
  const t = useFormatMessage();
  const locale = useContext(LocaleContext);
  const formatDateTime = useFormatDateTime();
  const now = useNow();
  const { userOptions, customFilters } = connection;

  const [chosenColumns, setChosenColumns] = useState<DeviceColumnId[]>();
  const hostColumns = props.columns === undefined ? undefined : readDeviceColumns(props.columns);
  const savedColumns = readDeviceColumns(userOptions.option('deviceListColumns').value ?? []);
  const columnIds =
    hostColumns ??
    chosenColumns ??
    (savedColumns.length > 0 ? savedColumns : DEFAULT_DEVICE_COLUMNS);

  // Warned about once per value, not on every render.
  const pageSize = useMemo(() => hostPageSize(props.pageSize), [props.pageSize]);
  const host = { filter: props.filter, search: props.search, pageSize };
  const [initialQuery] = useState(() => initialDeviceQuery(host));
  const stores = useDeviceTableStores(connection, initialQuery, columnIds.includes('fleets'));
  const { devices, actions } = stores;
  const list = useDeviceTableQuery(host, devices, userOptions);
  const { query } = list;

  const savedFilters = customFilters.filters.value;
  const view = formatDeviceTableView({ filter: list.filter, search: list.search });
  const activeSaved = view ? savedFilters.find((saved) => saved.value === view) : undefined;
  const filterActions = useCustomFilterActions(customFilters, view, activeSaved);

  const selected = devices.selected.value;
  const error = devices.error.value;
  const sortColumn = columnOfSort(query.sortBy);

  const changeSelection = (next: ReadonlySet<string>) => {
    const page = devices.devices.peek().map((device) => device.deviceUuid);
    devices.select(page.filter((uuid) => next.has(uuid)));
    devices.deselect(page.filter((uuid) => !next.has(uuid)));
    props.onSelectionChanged?.({ deviceUuids: [...devices.selected.peek()] });
  };
  const chooseColumns = (ids: DeviceColumnId[]) => {
    setChosenColumns(ids);
    // Not saved when the user's options could not be read (see use-device-table-query).
    if (!userOptions.error.peek()) userOptions.set('deviceListColumns', ids);
  };
  // True when the host lets the device's link be followed.
  const open = (device: Device) =>
    props.onRowSelected?.({ deviceUuid: device.deviceUuid, device }) !== false;
  const { deviceHref } = props;
  const link = deviceHref
    ? { hrefOf: (device: Device) => deviceHrefOf(deviceHref, device), onOpen: open }
    : undefined;
  const changeSearch = (search: string) => {
    list.setSearch(search);
    props.onSearchChanged?.({ search });
  };

  return (
    <div className={deviceTable} part="base">
      <FilterBar
        filter={list.filter}
        search={list.search}
        savedFilters={savedFilters}
        activeSaved={activeSaved}
        onFilterChange={(filter) => {
          list.setFilter(filter);
          props.onFilterChanged?.({ filter: formatDeviceTableFilter(filter) });
        }}
        onSearchChange={changeSearch}
        onApplySaved={(saved) => {
          const next = parseDeviceTableView(saved.value);
          list.setFilter(next.filter);
          props.onFilterChanged?.({ filter: formatDeviceTableFilter(next.filter) });
          if (next.search !== list.search) changeSearch(next.search);
        }}
        onSave={filterActions.startSave}
        onDeleteSaved={(saved) => void filterActions.remove(saved)}
      >
        {!hostColumns && <ColumnChooser shown={columnIds} onChange={chooseColumns} />}
      </FilterBar>
      {selected.size > 0 && (
        <BulkActions
          selected={[...selected]}
          actions={actions}
          onClear={() => {
            devices.clearSelection(); // every page's, not only this one's
            props.onSelectionChanged?.({ deviceUuids: [] });
          }}
        />
      )}
      {error && (
        <LoadFailed
          error={error}
          message="ui.devices.loadFailed"
          onRetry={() => void devices.refresh().catch(() => undefined)}
          className={errorText}
        />
      )}
      <div className={scroller}>
        <Table
          label={t('ui.devices.label')}
          columns={deviceColumns(columnIds, {
            t,
            formatDateTime,
            locale,
            now,
            installed: devices.installedPackages.data.value,
            fleets: stores.fleets.fleets.value,
            flags: actions.flags.value,
            link,
          })}
          rows={devices.devices.value}
          rowId={(device) => device.deviceUuid}
          sort={sortColumn && { columnId: sortColumn, direction: query.sortDirection }}
          onSortChange={({ columnId, direction }) => {
            const sortBy = isDeviceColumnId(columnId) ? SORT_OF_COLUMN[columnId] : undefined;
            if (!sortBy) return;
            list.setSort({ sortBy, sortDirection: direction });
            props.onSortChanged?.({ sortBy, sortDirection: direction });
          }}
          selectable
          selected={selected}
          onSelectionChange={changeSelection}
          onRowActivate={(device) => {
            if (open(device) && link) window.location.assign(link.hrefOf(device));
          }}
          loading={devices.page.value === undefined && !error}
          empty={
            // A failed load says why above: "No devices yet" would be untrue.
            error ? (
              <></>
            ) : (
              <EmptyState
                title={
                  isEmptyFilter(list.filter) && !list.search
                    ? t('ui.devices.none')
                    : t('device.noneMatchFilter')
                }
              />
            )
          }
        />
      </div>
      <Pagination
        offset={query.offset}
        limit={query.limit}
        total={devices.total.value}
        onChange={(page) => {
          list.setPage(page);
          props.onPageChanged?.(page);
        }}
      />
      {filterActions.dialogs}
    </div>
  );
}
