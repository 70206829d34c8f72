import type { Stores } from '../store/index.js';
import type { Repository } from '../store/repositories.js';
import { DEMO_SHARED_REPOSITORY } from './demo-accounts.js';

/** dev@example.com's repositories: the personal one and the shared 'Pilot site'. */
export async function devRepositories(stores: Stores): Promise<Repository[]> {
  const dev = await stores.users.findByEmail('dev@example.com');
  if (!dev) return [];
  const personal = await stores.repositories.personalOf(dev.id);
  const shared = (await stores.repositories.listShared(dev.id)).filter(
    ({ name }) => name === DEMO_SHARED_REPOSITORY.name,
  );
  return [...(personal ? [personal] : []), ...shared];
}

/**
 * The demo repositories that get packages and package sources: dev's two, and the personal
 * repositories of admin@example.com and maker@example.com. The guest works in dev's.
 */
export async function demoPackageRepositories(stores: Stores): Promise<Repository[]> {
  const others: Repository[] = [];
  for (const email of ['admin@example.com', 'maker@example.com']) {
    const user = await stores.users.findByEmail(email);
    const personal = user && (await stores.repositories.personalOf(user.id));
    if (personal) others.push(personal);
  }
  return [...(await devRepositories(stores)), ...others];
}
