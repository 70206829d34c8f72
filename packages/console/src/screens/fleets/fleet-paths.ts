// The addresses of the fleet screens (SPEC §2), ids URL-encoded.
const fleet = (fleetId: string) => `/fleets/${encodeURIComponent(fleetId)}`;

export const fleetPaths = {
  list: '/fleets',
  create: '/fleets/create',
  overview: (fleetId: string) => `${fleet(fleetId)}/overview`,
  tab: (fleetId: string, tab: string) => `${fleet(fleetId)}/${encodeURIComponent(tab)}`,
  modify: (fleetId: string) => `${fleet(fleetId)}/modify`,
  update: (fleetId: string) => `${fleet(fleetId)}/update`,
};
