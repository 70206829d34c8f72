// The overview tab of a fleet's page: its devices, 10 per page by name (SPEC §9), searched and
// sorted with the state in the address; adding devices and removing the selected ones
// (fleets:manageDevices) for a static fleet.
import {
  Button,
  Pagination,
  TextField,
  useCapabilities,
  useSignalValue,
  rightProps,
} from '@fleet/elements';
import type { Fleet } from '@fleet/sdk';
import { useState } from 'react';
import { useConsoleDialogs, useConsoleToasts } from '../../dialogs';
import { useConsoleText } from '../../i18n';
import { AddDevicesForm } from './AddDevicesForm';
import { Alert } from '../parts/Alert';
import { errorText } from '../parts/error-text';
import { FleetDevicesTable } from './FleetDevicesTable';
import {
  pageUrl,
  searchUrl,
  sortUrl,
  type FleetListUrl,
  type FleetListView,
} from './fleet-list-state';
import type { FleetStores } from './fleet-stores';
import { muted, toolbar } from '../parts/parts.css';
import { panel, subtitle } from './fleets.css';
import '../../i18n/messages/fleets';

export interface FleetDevicesPanelProps {
  fleet: Fleet | undefined;
  view: FleetListView;
  changeUrl(change: FleetListUrl): void;
  stores: FleetStores;
}

const NONE: ReadonlySet<string> = new Set();

export function FleetDevicesPanel({ fleet, view, changeUrl, stores }: FleetDevicesPanelProps) {
  const t = useConsoleText();
  const dialogs = useConsoleDialogs();
  const toasts = useConsoleToasts();
  const { can } = useCapabilities();
  const { detail, fleets } = stores;
  const devices = useSignalValue(detail.devices);
  const total = useSignalValue(detail.devicesTotal);
  const loading = useSignalValue(detail.devicesLoading);
  const error = useSignalValue(detail.devicesError);
  const query = useSignalValue(detail.devicesQuery);
  const [selected, setSelected] = useState(NONE);
  const mayManage = can('fleets', 'manageDevices');
  const isStatic = fleet?.fleetType !== 'dynamic';

  const removeSelected = async () => {
    if (!fleet) return;
    const uuids = [...selected];
    const confirmed = await dialogs.confirm({
      title: t('console.fleets.removeTitle', { count: uuids.length }),
      message: t('console.fleets.removeMessage'),
      variant: 'negative',
      confirmLabel: t('console.fleets.removeSelected'),
      cancelLabel: t('console.fleets.cancel'),
    });
    if (!confirmed) return;
    try {
      await fleets.removeDevices(fleet.id, uuids);
      setSelected(NONE);
      toasts.positive(t('console.fleets.removed', { count: uuids.length }));
    } catch (failure) {
      toasts.negative(t('console.fleets.removeFailed', { reason: errorText(failure) }), null);
    }
  };

  return (
    <div className={panel}>
      <h2 className={subtitle}>{t('console.fleets.devicesTitle')}</h2>
      {fleet && !isStatic && (
        <p className={muted}>
          {t('console.fleets.dynamicFleet', { expression: fleet.expression ?? '' })}
        </p>
      )}
      {fleet && isStatic && (
        <AddDevicesForm
          mayManage={mayManage}
          onAdd={(uuids) => fleets.addDevices(fleet.id, uuids)}
        />
      )}
      <div className={toolbar}>
        <TextField
          type="search"
          label={t('console.fleets.searchDevices')}
          value={view.search ?? ''}
          onChange={(search) => changeUrl(searchUrl(search))}
        />
        {isStatic && (
          <Button
            variant="negative"
            {...rightProps(mayManage, selected.size === 0)}
            onClick={() => void removeSelected()}
          >
            {t('console.fleets.removeSelected')}
          </Button>
        )}
      </div>
      {error && (
        <Alert>{t('console.fleets.devicesLoadFailed', { reason: errorText(error) })}</Alert>
      )}
      <FleetDevicesTable
        devices={devices}
        loading={loading}
        sort={{ columnId: view.sortBy, direction: view.sortDirection }}
        onSort={(sortBy, direction) => changeUrl(sortUrl(sortBy, direction))}
        selectable={isStatic && mayManage === 'granted'}
        selected={selected}
        onSelectionChange={setSelected}
        empty={t('console.fleets.noDevices')}
      />
      <Pagination
        offset={query.offset}
        limit={query.limit}
        total={total}
        pageSizes={[query.limit]}
        onChange={({ offset, limit }) => changeUrl(pageUrl(offset, limit))}
      />
    </div>
  );
}
