// The device a session is for, searched by name among the repository's devices.
import type { Device } from '@fleet/sdk';
import { DEVICES_REFRESH_DEBOUNCE_MS } from '@fleet/sdk/domain';
import { useFleet } from '../../connection/FleetProvider.js';
import { useFormatMessage } from '../../i18n/format-message.js';
import { Combobox } from '../../primitives/combobox/Combobox.js';
import { useServerSearch } from '../../primitives/combobox/use-server-search.js';

/** How many matches the search offers at a time. */
const SEARCH_LIMIT = 20;

export interface DeviceChooserProps {
  /** The chosen device's uuid, or null. */
  value: string | null;
  onChange(deviceUuid: string | null): void;
  error?: string | undefined;
}

export function DeviceChooser({ value, onChange, error }: DeviceChooserProps) {
  const t = useFormatMessage();
  const { sdk } = useFleet();
  const search = useServerSearch<Device>(
    async (text, signal) =>
      (
        await sdk.devices.listDevices(
          { ...(text && { search: text }), limit: SEARCH_LIMIT },
          { signal },
        )
      ).values,
    DEVICES_REFRESH_DEBOUNCE_MS,
  );
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
