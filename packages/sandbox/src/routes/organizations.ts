import type { components } from '@fleet/sdk';
import { formatMessage, validateRepositoryUser } from '@fleet/sdk/domain';
import { Hono, type Context } from 'hono';
import { validator } from 'hono/validator';
import { issueGuestToken } from '../auth/guest-tokens.js';
import { requireRight } from '../auth/middleware.js';
import type { SandboxContext } from '../context.js';
import type { ApiEnv } from '../http/env.js';
import { badRequest, conflict, forbidden, notFound } from '../http/errors.js';
import type { GuestProfile } from '../store/guest-profiles.js';
import type { Stores } from '../store/index.js';
import type { Repository, RepositoryGuest } from '../store/repositories.js';
import { requireCommercialAccess } from './commercial-access.js';
import { optionalString, requireObject, requireText, validatedBy } from './request-body.js';

type Schemas = components['schemas'];

export function guestProfileBody(profile: GuestProfile): Schemas['GuestProfile'] {
  const { id, name, role, description } = profile;
  return { id, name, role, description };
}

export function repositoryBody(
  repository: Repository,
  guestProfile?: GuestProfile,
): Schemas['Repository'] {
  return {
    id: repository.id,
    name: repository.name,
    description: repository.description,
    ...(guestProfile ? { guest_profile: guestProfileBody(guestProfile) } : {}),
  };
}

export function repositoryUserBody(guest: RepositoryGuest): Schemas['RepositoryUser'] {
  return {
    email: guest.email,
    guest_profile: guestProfileBody(guest.guestProfile),
    namespace: guest.namespace,
  };
}

/** The contract's `format: email` (ajv-formats' "full" pattern), so listed guests conform. */
const EMAIL =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

function parseRepository(body: unknown) {
  const fields = requireObject(body);
  // SPEC §5 'Name is required'.
  if (typeof fields.name !== 'string' || fields.name.trim() === '')
    throw badRequest(formatMessage('required.name'));
  return { name: fields.name.trim(), description: optionalString(fields, 'description') };
}

/** SPEC §5 "Repository user needs email and guest_profile": a non-empty array of them. */
function parseRepositoryUsers(body: unknown) {
  if (!Array.isArray(body))
    throw badRequest(formatMessage('validation.notArray', { field: 'users' }));
  if (body.length === 0)
    throw badRequest(formatMessage('validation.emptyList', { field: 'users' }));
  const users = body.map((item: unknown) => {
    const fields = requireObject(item);
    validatedBy(() => validateRepositoryUser(fields));
    const email = requireText(fields, 'email');
    if (!EMAIL.test(email)) throw badRequest(`${email} is not an email address.`);
    return { email, guestProfile: requireText(fields, 'guest_profile') };
  });
  const emails = new Set(users.map(({ email }) => email.toLowerCase()));
  if (emails.size !== users.length) throw badRequest('Each user may be listed only once.');
  return users;
}

function parseRepositoryUserUpdate(body: unknown) {
  return requireText(requireObject(body), 'guest_profile');
}

async function requireGuestProfile(stores: Stores, id: string): Promise<GuestProfile> {
  const profile = await stores.guestProfiles.find(id);
  if (!profile) throw badRequest(`No guest profile is called '${id}'.`);
  return profile;
}

/**
 * The shared repository `{repositoryId}` of which the caller is the host. A guest of it is
 * answered 403 (it may see the repository, not manage it); anyone else, 'personal' included,
 * 404 — which is also how the SDK learns it must create the repository first (SPEC §6).
 */
async function hostedRepository(stores: Stores, c: Context<ApiEnv>): Promise<Repository> {
  const { user } = c.var.principal;
  const repository = await stores.repositories.findById(c.req.param('repositoryId') ?? '');
  if (!repository || repository.personal) throw notFound('No such shared repository.');
  if (repository.ownerId === user.id) return repository;
  if (await stores.repositories.findGuest(repository.id, user.id))
    throw forbidden('Only the host of this repository can manage it and its users.');
  throw notFound('No such shared repository.');
}

/**
 * SPEC §7 Organizations (shared repositories). Hosting (the share calls) is a Commercial
 * feature: a Maker account is answered 403, and the console then works in its personal
 * repository (SPEC §6). Guests of a shared repository, whatever their tier, see it with GET
 * guest and get guest tokens for it.
 */
export function organizationRoutes({ stores, tokens, accessChanges }: SandboxContext) {
  const commercial = requireCommercialAccess(
    'Sharing repositories needs a Commercial account. Start the free trial or upgrade to share one.',
  );
  const manage = [requireRight('repositories', 'manage'), commercial] as const;
  const manageUsers = [requireRight('repositories', 'manageUsers'), commercial] as const;

  return new Hono<ApiEnv>()
    .get('/guest_profiles', async (c) =>
      c.json((await stores.guestProfiles.list()).map(guestProfileBody)),
    )
    .get('/guest', async (c) => {
      const shared = await stores.repositories.listSharedWith(c.var.principal.user.id);
      return c.json(
        shared.map(({ repository, guest }) => repositoryBody(repository, guest.guestProfile)),
      );
    })
    .post('/guest/:repositoryId', async (c) =>
      c.json(await issueGuestToken(tokens, stores, c.var.principal, c.req.param('repositoryId'))),
    )
    .get('/share', ...manage, async (c) => {
      const hosted = await stores.repositories.listShared(c.var.principal.user.id);
      return c.json(hosted.map((repository) => repositoryBody(repository)));
    })
    .post('/share', ...manage, validator('json', parseRepository), async (c) => {
      const fields = c.req.valid('json');
      const created = await stores.repositories.createSharedIfNameFree(
        c.var.principal.user.id,
        fields,
      );
      if (!created) throw conflict(`You already share a repository called '${fields.name}'.`);
      return c.json(repositoryBody(created), 201);
    })
    .put('/share/:repositoryId', ...manage, validator('json', parseRepository), async (c) => {
      const repository = await hostedRepository(stores, c);
      const fields = c.req.valid('json');
      const updated = await stores.repositories.updateIfNameFree(repository.id, fields);
      if (updated === 'name-taken')
        throw badRequest(`You already share another repository called '${fields.name}'.`);
      if (!updated) throw notFound('No such shared repository.');
      return c.json(repositoryBody(updated));
    })
    .get('/share/:repositoryId/users', ...manageUsers, async (c) => {
      const repository = await hostedRepository(stores, c);
      return c.json((await stores.repositories.listGuests(repository.id)).map(repositoryUserBody));
    })
    .post(
      '/share/:repositoryId/users',
      ...manageUsers,
      validator('json', parseRepositoryUsers),
      async (c) => {
        const repository = await hostedRepository(stores, c);
        const requested = c.req.valid('json');
        for (const { guestProfile } of requested) await requireGuestProfile(stores, guestProfile);
        const host = c.var.principal.user;
        if (requested.some(({ email }) => email.toLowerCase() === host.email.toLowerCase()))
          throw badRequest('You host this repository; you cannot also be its guest.');
        // An unknown email is invited: an account without a password is made for it (the
        // sandbox sends no email). It stays even when the guests below are refused: harmless.
        const guests = [];
        for (const { email, guestProfile } of requested) {
          const user = await stores.users.findOrInvite(email);
          guests.push({ namespace: user.id, guestProfileId: guestProfile });
        }
        const result = await stores.repositories.addGuests(repository.id, guests);
        if ('alreadyGuest' in result) {
          const email =
            requested[guests.findIndex((g) => g.namespace === result.alreadyGuest)]?.email;
          throw conflict(`${email ?? 'A user'} is already a guest of this repository.`);
        }
        return c.json(result.added.map(repositoryUserBody), 201);
      },
    )
    .put(
      '/share/:repositoryId/users/:userNamespace',
      ...manageUsers,
      validator('json', parseRepositoryUserUpdate),
      async (c) => {
        const repository = await hostedRepository(stores, c);
        const namespace = c.req.param('userNamespace');
        if (!(await stores.repositories.findGuest(repository.id, namespace)))
          throw notFound('No such guest in this repository.');
        const profile = await requireGuestProfile(stores, c.req.valid('json'));
        const guest = await stores.repositories.saveGuest(repository.id, namespace, profile.id);
        accessChanges.publish({ repositoryId: repository.id, userId: namespace });
        return c.json(repositoryUserBody(guest));
      },
    )
    .delete('/share/:repositoryId/users/:userNamespace', ...manageUsers, async (c) => {
      const repository = await hostedRepository(stores, c);
      const namespace = c.req.param('userNamespace');
      if (!(await stores.repositories.removeGuest(repository.id, namespace)))
        throw notFound('No such guest in this repository.');
      accessChanges.publish({ repositoryId: repository.id, userId: namespace });
      return c.body(null, 204);
    });
}
