// Devices matching the typed name, searched on the server as the user types (SPEC §9 refresh
// debounce): for choosing a device for a remote session or for a fleet. A pasted device uuid
// finds that device.
import type { Device } from '@fleet/sdk';
import { DEVICES_REFRESH_DEBOUNCE_MS } from '@fleet/sdk/domain';
import { useFleet } from '../connection/FleetProvider.js';
import { useServerSearch, type ServerSearch } from '../primitives/combobox/use-server-search.js';

/** How many matches a search offers at a time. */
export const DEVICE_SEARCH_LIMIT = 20;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function useDeviceSearch(): ServerSearch<Device> {
  const devices = useFleet().resource('devices');
  return useServerSearch<Device>(async (text, signal) => {
    const query = UUID.test(text) ? { deviceUuids: [text] } : text ? { search: text } : {};
    return (await devices.listDevices({ ...query, limit: DEVICE_SEARCH_LIMIT }, { signal })).values;
  }, DEVICES_REFRESH_DEBOUNCE_MS);
}
