// The device table's toolbar: the filter (SPEC §9 built-in and time-based filters, and the
// user's saved custom filters), the status filter (SPEC §4 device filter keys), the search,
// and the save and delete actions of custom filters (SPEC §5). Custom filters are the user's
// own options (user metadata), which no right of SPEC §6 governs: saving and deleting them is
// never marked not permitted.
import {
  BUILT_IN_DEVICE_FILTERS,
  DEVICE_FILTER_KEYS,
  TIME_DEVICE_FILTERS,
  deviceDisplayLabelId,
  type DeviceDisplayState,
  type DeviceFilterKey,
  type SavedFilter,
} from '@fleet/sdk/domain';
import type { ReactNode } from 'react';
import { useFormatMessage, type FormatMessage } from '../../i18n/format-message.js';
import { Button } from '../../primitives/button/Button.js';
import { Field } from '../../primitives/field/Field.js';
import { Select } from '../../primitives/select/Select.js';
import { TextField } from '../../primitives/text-field/TextField.js';
import { control } from '../../styles/shared.css.js';
import type { DeviceTableFilter } from './device-table-filter.js';
import { searchField, toolbar, toolbarActions } from './DeviceTable.css.js';
import { DEVICE_TABLE_TEXTS } from './device-table-texts.js';
import { registerUiTexts } from '../../i18n/ui-messages.js';

registerUiTexts(DEVICE_TABLE_TEXTS);

export interface FilterBarProps {
  filter: DeviceTableFilter;
  search: string;
  savedFilters: readonly SavedFilter[];
  /** The saved filter the current filter and search are, if any. */
  activeSaved: SavedFilter | undefined;
  onFilterChange(filter: DeviceTableFilter): void;
  onSearchChange(search: string): void;
  onApplySaved(saved: SavedFilter): void;
  onSave(): void;
  onDeleteSaved(saved: SavedFilter): void;
  /** The column chooser, at the end of the bar. */
  children?: ReactNode;
}

// The update-status keys read as the statuses they select (SPEC §4 "shown as").
const KEY_STATE: Partial<Record<DeviceFilterKey, DeviceDisplayState>> = {
  updateScheduled: 'updateScheduled',
  updatePending: 'updatePending',
  updateInProgress: 'updateInProgress',
  updateFailed: 'updateFailed',
};

function keyLabel(key: DeviceFilterKey, t: FormatMessage): string {
  const state = KEY_STATE[key];
  if (state) return t(deviceDisplayLabelId(state));
  return t(`ui.devices.key.${key as 'recent' | 'hibernated' | 'notHibernated' | 'offline'}`);
}

export function FilterBar(props: FilterBarProps) {
  const t = useFormatMessage();
  const { filter, activeSaved } = props;
  const selected = activeSaved
    ? `saved:${activeSaved.label}`
    : filter.preset
      ? `preset:${filter.preset}`
      : '';

  const choose = (value: string) => {
    const [kind, ...rest] = value.split(':');
    const id = rest.join(':');
    const saved = props.savedFilters.find((f) => f.label === id);
    if (kind === 'saved' && saved) props.onApplySaved(saved);
    else props.onFilterChange({ ...filter, preset: kind === 'preset' ? id : undefined });
  };

  return (
    <div className={toolbar} role="toolbar" aria-label={t('ui.devices.toolbar')} part="toolbar">
      <Field label={t('ui.devices.filter')}>
        {(controlProps) => (
          <select
            {...controlProps}
            className={control}
            value={selected}
            onChange={(event) => choose(event.target.value)}
            part="filter"
          >
            <option value="">{t('ui.devices.allDevices')}</option>
            <optgroup label={t('ui.devices.builtInFilters')}>
              {BUILT_IN_DEVICE_FILTERS.map((p) => (
                <option key={p.id} value={`preset:${p.id}`}>
                  {t(p.labelId)}
                </option>
              ))}
            </optgroup>
            <optgroup label={t('ui.devices.timeFilters')}>
              {TIME_DEVICE_FILTERS.map((p) => (
                <option key={p.id} value={`preset:${p.id}`}>
                  {t(p.labelId)}
                </option>
              ))}
            </optgroup>
            {props.savedFilters.length > 0 && (
              <optgroup label={t('ui.devices.savedFilters')}>
                {props.savedFilters.map((f) => (
                  <option key={f.label} value={`saved:${f.label}`}>
                    {f.label}
                  </option>
                ))}
              </optgroup>
            )}
          </select>
        )}
      </Field>
      <Select
        label={t('ui.devices.status')}
        value={filter.keys[0] ?? ''}
        options={[
          { value: '', label: t('ui.devices.anyStatus') },
          ...DEVICE_FILTER_KEYS.map((key) => ({ value: key, label: keyLabel(key, t) })),
        ]}
        onChange={(key) =>
          props.onFilterChange({ ...filter, keys: key ? [key as DeviceFilterKey] : [] })
        }
      />
      <div className={searchField}>
        <TextField
          type="search"
          label={t('ui.devices.search')}
          value={props.search}
          onChange={props.onSearchChange}
          part="search"
        />
      </div>
      <div className={toolbarActions}>
        <Button size="sm" onClick={props.onSave}>
          {t('ui.devices.saveFilter')}
        </Button>
        {activeSaved && (
          <Button size="sm" variant="negative" onClick={() => props.onDeleteSaved(activeSaved)}>
            {t('ui.devices.deleteFilter')}
          </Button>
        )}
        {props.children}
      </div>
    </div>
  );
}
