// What a user does to the selected devices at once (SPEC §4 hibernation, device delete): a bar
// shown while a selection exists. The count is there at once, in a live region that stays; the
// buttons and the delete confirmation load when a selection first exists
// (BulkActionButtons.tsx, in device-table-on-demand.ts). The bar keeps the buttons' height meanwhile, so nothing moves.
import type { DeviceActionsStore } from '@fleet/sdk';
import { lazy, Suspense } from 'react';
import { useFormatMessage } from '../../i18n/format-message.js';
import { bulkBar } from './DeviceTable.css.js';
import { DEVICE_TABLE_TEXTS } from './device-table-texts.js';
import { registerUiTexts } from '../../i18n/ui-messages.js';

registerUiTexts(DEVICE_TABLE_TEXTS);

const BulkActionButtons = lazy(() =>
  import('./device-table-on-demand.js').then((parts) => ({ default: parts.BulkActionButtons })),
);

export interface BulkActionsProps {
  selected: readonly string[];
  actions: DeviceActionsStore;
  onClear(): void;
}

export function BulkActions(props: BulkActionsProps) {
  const t = useFormatMessage();
  return (
    <div className={bulkBar} part="bulk-actions">
      <span aria-live="polite">{t('ui.devices.selected', { count: props.selected.length })}</span>
      <Suspense fallback={null}>
        <BulkActionButtons {...props} />
      </Suspense>
    </div>
  );
}
