// The addresses of the rollout screens (/rollouts), ids URL-encoded. Creating one may start
// from a fleet and packages (the fleet update screen's "as a rollout").
const rollout = (id: string) => `/rollouts/${encodeURIComponent(id)}`;

export interface RolloutStart {
  fleetId?: string;
  packageIds?: readonly string[];
}

function create(start: RolloutStart = {}): string {
  const query = new URLSearchParams();
  if (start.fleetId) query.append('fleet', start.fleetId);
  for (const id of start.packageIds ?? []) query.append('package', id);
  const search = query.toString();
  return search === '' ? '/rollouts/create' : `/rollouts/create?${search}`;
}

export const rolloutPaths = { list: '/rollouts', create, view: rollout };
