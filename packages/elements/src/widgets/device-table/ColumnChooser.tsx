// The column chooser (SPEC §2 /devices): which columns show, in the table's order. A
// disclosure (Escape closes it) whose checkboxes load when it first opens (ColumnChooserPanel,
// in device-table-on-demand.ts); its button is there from the start, so the toolbar never moves.
import { lazy, Suspense, useState } from 'react';
import { useFormatMessage } from '../../i18n/format-message.js';
import { button, size } from '../../primitives/button/Button.css.js';
import { closeOnEscape } from '../../primitives/disclosure/close-on-escape.js';
import type { DeviceColumnId } from './device-column-ids.js';
import { chooser, chooserSummary } from './DeviceTable.css.js';
import { DEVICE_TABLE_TEXTS } from './device-table-texts.js';
import { registerUiTexts } from '../../i18n/ui-messages.js';

registerUiTexts(DEVICE_TABLE_TEXTS);

const ColumnChooserPanel = lazy(() =>
  import('./device-table-on-demand.js').then((parts) => ({ default: parts.ColumnChooserPanel })),
);

export interface ColumnChooserProps {
  shown: readonly DeviceColumnId[];
  onChange(shown: DeviceColumnId[]): void;
}

export function ColumnChooser(props: ColumnChooserProps) {
  const t = useFormatMessage();
  const [opened, setOpened] = useState(false);
  return (
    <details
      className={chooser}
      part="column-chooser"
      onKeyDown={closeOnEscape}
      onToggle={(event) => {
        if (event.currentTarget.open) setOpened(true);
      }}
    >
      <summary className={[button.default, size.sm, chooserSummary].join(' ')}>
        {t('ui.devices.columns')}
      </summary>
      {opened && (
        <Suspense fallback={null}>
          <ColumnChooserPanel {...props} />
        </Suspense>
      )}
    </details>
  );
}
