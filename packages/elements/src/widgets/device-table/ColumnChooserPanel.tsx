// The column chooser's checkboxes (SPEC §2 /devices), loaded when the chooser first opens
// (ColumnChooser.tsx): one per column in the table's order; the last shown cannot be hidden.
import { useFormatMessage } from '../../i18n/format-message.js';
import type { ColumnChooserProps } from './ColumnChooser.js';
import { chooserOption, chooserPanel } from './ColumnChooserPanel.css.js';
import { DEVICE_COLUMN_IDS, type DeviceColumnId } from './device-column-ids.js';
import { DEVICE_TABLE_TEXTS } from './device-table-texts.js';
import { registerUiTexts } from '../../i18n/ui-messages.js';

registerUiTexts(DEVICE_TABLE_TEXTS);

export function ColumnChooserPanel({ shown, onChange }: ColumnChooserProps) {
  const t = useFormatMessage();
  const toggle = (id: DeviceColumnId) =>
    onChange(
      DEVICE_COLUMN_IDS.filter((column) =>
        column === id ? !shown.includes(id) : shown.includes(column),
      ),
    );
  return (
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
  );
}
