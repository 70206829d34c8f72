// A device's route (SPEC §2 /devices/{id}, which opens its default tab).
export const devicePath = (deviceUuid: string) => `/devices/${encodeURIComponent(deviceUuid)}`;
