// The devices one phase picked (openapi RolloutDevicePage), a page at a time: each device
// linking to its page, where it stands, and why a device was not affected (SPEC §8 summary of
// its code). The store reads them again when the phase's counts change (live).
import {
  Pagination,
  Table,
  useFormatMessage,
  useSignalValue,
  type TableColumn,
} from '@fleet/elements';
import { ROLLOUT_DEVICE_PAGE_SIZE, type RolloutDevice, type RolloutsStore } from '@fleet/sdk';
import { isUpdateInitiationErrorCode, UPDATE_INITIATION_ERROR_SUMMARIES } from '@fleet/sdk/domain';
import { useEffect } from 'react';
import { useConsoleText } from '../../i18n';
import { FleetLink } from '../fleets/FleetLink';
import { Alert } from '../parts/Alert';
import { errorText } from '../parts/error-text';
import { section, subheading } from '../parts/parts.css';
import '../../i18n/messages/rollouts';

export interface PhaseDevicesProps {
  store: RolloutsStore;
  /** From 0. */
  phase: number;
}

function outcomeText(device: RolloutDevice, outcome: string): string {
  const code = device.code;
  if (device.outcome !== 'notAffected' || !isUpdateInitiationErrorCode(code)) return outcome;
  return `${outcome}: ${UPDATE_INITIATION_ERROR_SUMMARIES[code]}`;
}

export function PhaseDevices({ store, phase }: PhaseDevicesProps) {
  const t = useConsoleText();
  const ui = useFormatMessage();
  const show = (offset: number) => {
    // A failure is kept in the store's error, shown below.
    store.showPhase(phase, offset).catch(() => undefined);
  };
  useEffect(() => void store.showPhase(phase, 0).catch(() => undefined), [store, phase]);
  const shownPhase = useSignalValue(store.phase);
  const data = useSignalValue(store.phaseDevices.data);
  const loading = useSignalValue(store.phaseDevices.loading);
  const error = useSignalValue(store.phaseDevices.error);
  const page = shownPhase === phase ? data : undefined;
  const heading = t('console.rollouts.phaseDevices', { phase: phase + 1 });
  const columns: TableColumn<RolloutDevice>[] = [
    {
      id: 'device',
      header: t('console.rollouts.device'),
      cell: (device) => (
        <FleetLink to={`/devices/${encodeURIComponent(device.deviceUuid)}`}>
          {device.name}
        </FleetLink>
      ),
    },
    {
      id: 'outcome',
      header: t('console.rollouts.outcome'),
      cell: (device) => outcomeText(device, ui(`ui.rollout.counts.${device.outcome}`)),
    },
  ];
  return (
    <section className={section} aria-labelledby="phase-devices-title" data-phase-devices={phase}>
      <h2 id="phase-devices-title" className={subheading}>
        {heading}
      </h2>
      {error && <Alert>{t('console.rollouts.devicesFailed', { reason: errorText(error) })}</Alert>}
      <Table
        label={heading}
        columns={columns}
        rows={page?.values ?? []}
        rowId={(device) => device.deviceUuid}
        loading={loading && page === undefined}
        empty={t('console.rollouts.noPhaseDevices')}
      />
      <Pagination
        offset={page?.offset ?? 0}
        limit={ROLLOUT_DEVICE_PAGE_SIZE}
        total={page?.total ?? 0}
        pageSizes={[ROLLOUT_DEVICE_PAGE_SIZE]}
        onChange={(next) => show(next.offset)}
      />
    </section>
  );
}
