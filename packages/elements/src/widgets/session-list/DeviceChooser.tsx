// The device a session is for, searched by name among the repository's devices.
import { useFormatMessage } from '../../i18n/format-message.js';
import { Combobox } from '../../primitives/combobox/Combobox.js';
import { useDeviceSearch } from '../../search/use-device-search.js';
import { SESSION_LIST_TEXTS } from './session-list-texts.js';
import { registerUiTexts } from '../../i18n/ui-messages.js';

registerUiTexts(SESSION_LIST_TEXTS);

export interface DeviceChooserProps {
  /** The chosen device's uuid, or null. */
  value: string | null;
  onChange(deviceUuid: string | null): void;
  error?: string | undefined;
}

export function DeviceChooser({ value, onChange, error }: DeviceChooserProps) {
  const t = useFormatMessage();
  const search = useDeviceSearch();
  const options = search.results.map((device) => ({
    value: device.deviceUuid,
    label: `${device.deviceName} (${device.deviceId})`,
  }));
  return (
    <Combobox
      label={t('ui.remoteAccess.device')}
      placeholder={t('ui.remoteAccess.chooseDevice')}
      options={options}
      value={value}
      filter={false}
      onInputChange={search.setText}
      onChange={onChange}
      error={error ?? search.error?.message}
    />
  );
}
