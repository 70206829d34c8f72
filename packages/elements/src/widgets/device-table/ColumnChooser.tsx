// The column chooser (SPEC §2 /devices): which columns show, in the table's order. A
// disclosure of checkboxes (Escape closes it); the last shown column cannot be hidden.
import { useFormatMessage } from '../../i18n/format-message.js';
import { button, size } from '../../primitives/button/Button.css.js';
import { closeOnEscape } from '../../primitives/disclosure/close-on-escape.js';
import { DEVICE_COLUMN_IDS, type DeviceColumnId } from './device-column-ids.js';
import { chooser, chooserOption, chooserPanel, chooserSummary } from './DeviceTable.css.js';
import { DEVICE_TABLE_TEXTS } from './device-table-texts.js';
import { registerUiTexts } from '../../i18n/ui-messages.js';

registerUiTexts(DEVICE_TABLE_TEXTS);

export interface ColumnChooserProps {
  shown: readonly DeviceColumnId[];
  onChange(shown: DeviceColumnId[]): void;
}

export function ColumnChooser({ shown, onChange }: ColumnChooserProps) {
  const t = useFormatMessage();
  const toggle = (id: DeviceColumnId) =>
    onChange(
      DEVICE_COLUMN_IDS.filter((column) =>
        column === id ? !shown.includes(id) : shown.includes(column),
      ),
    );
  return (
    <details className={chooser} part="column-chooser" onKeyDown={closeOnEscape}>
      <summary className={[button.default, size.sm, chooserSummary].join(' ')}>
        {t('ui.devices.columns')}
      </summary>
      <fieldset className={chooserPanel}>
        <legend hidden>{t('ui.devices.columns')}</legend>
        {DEVICE_COLUMN_IDS.map((id) => {
          const checked = shown.includes(id);
          return (
            <label key={id} className={chooserOption}>
              <input
                type="checkbox"
                checked={checked}
                disabled={checked && shown.length === 1}
                onChange={() => toggle(id)}
              />
              {t(`ui.devices.column.${id}`)}
            </label>
          );
        })}
      </fieldset>
    </details>
  );
}
