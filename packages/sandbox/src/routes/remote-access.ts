import { generateKeyPairSync } from 'node:crypto';
import type { components } from '@fleet/sdk';
import { formatMessage } from '@fleet/sdk/domain';
import { Hono, type Context } from 'hono';
import { validator } from 'hono/validator';
import { requireRight } from '../auth/middleware.js';
import type { SandboxContext } from '../context.js';
import type { ApiEnv } from '../http/env.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import { AcceptedIpError, parseAcceptedIp } from '../remote-access/accepted-ip.js';
import { findRemoteAccessDevice } from '../remote-access/devices.js';
import { SessionDurationError, parseSessionDuration } from '../remote-access/session-duration.js';
import {
  SshPublicKeyError,
  ed25519OpenSshKey,
  parseSshPublicKey,
} from '../remote-access/ssh-public-key.js';
import type { RemoteSession } from '../store/remote-sessions.js';
import { requireObject, requireText } from './request-body.js';

type Schemas = components['schemas'];

/** Runs a parser whose errors are for the user, answering them as a 400. */
function userInput<T>(parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (
      error instanceof SshPublicKeyError ||
      error instanceof AcceptedIpError ||
      error instanceof SessionDurationError
    )
      throw badRequest(error.message);
    throw error;
  }
}

function parseSessionRequest(body: unknown) {
  const fields = requireObject(body);
  const keys = fields.PublicKeys;
  if (!Array.isArray(keys))
    throw badRequest(formatMessage('validation.notArray', { field: 'PublicKeys' }));
  if (keys.length === 0)
    throw badRequest(formatMessage('validation.emptyList', { field: 'PublicKeys' }));
  const publicKeys = keys.map((key: unknown) =>
    userInput(() => parseSshPublicKey(typeof key === 'string' ? key : '')),
  );
  const duration = requireText(fields, 'SessionDuration');
  return { publicKeys, durationMs: userInput(() => parseSessionDuration(duration)) };
}

function parsePublicKey(body: unknown) {
  const fields = requireObject(body);
  const pubkey = requireText(fields, 'pubkey');
  return { pubkey, blob: userInput(() => parseSshPublicKey(pubkey)).blob, meta: fields.meta };
}

function parseAcceptedIpRequest(body: unknown) {
  return userInput(() => parseAcceptedIp(requireText(requireObject(body), 'ip')));
}

/**
 * SPEC §7 Remote access (/api/v2beta/remote-access): SSH sessions to a device of the active
 * repository, and the caller's public keys and accepted IPs. A session needs a registered key
 * (400 otherwise), one session per device at a time (409), and ends when its duration runs out.
 */
export function remoteAccessRoutes({ stores, origin }: SandboxContext) {
  const serverHost = new URL(origin).hostname;
  const hostKey = () =>
    stores.remoteSessions.serverHostKey(() => {
      const jwk = generateKeyPairSync('ed25519').publicKey.export({ format: 'jwk' });
      return ed25519OpenSshKey(
        Buffer.from(jwk.x ?? '', 'base64url'),
        'fleet-sandbox-remote-access',
      );
    });

  const sessionBody = async (session: RemoteSession): Promise<Schemas['RemoteSession']> => ({
    ssh: {
      AuthorizedPubKeys: session.authorizedKeys,
      ReversePort: session.reversePort,
      RaServerUrl: serverHost,
      RaServerSshPubKey: await hostKey(),
      ExpiresAt: session.expiresAt,
    },
  });

  /** The device `{deviceUuid}` of the active repository; 404 when it has none such. */
  const device = async (c: Context<ApiEnv>) => {
    const found = await findRemoteAccessDevice(
      stores,
      c.var.principal.repository.id,
      c.req.param('deviceUuid') ?? '',
    );
    if (!found) throw notFound('No such device.');
    return found;
  };

  return (
    new Hono<ApiEnv>()
      .get('/device/:deviceUuid/sessions', requireRight('remoteSessions', 'get'), async (c) => {
        const { uuid } = await device(c);
        const session = await stores.remoteSessions.findOpen(
          c.var.principal.repository.id,
          uuid,
          new Date(),
        );
        if (!session) throw notFound('The device has no open remote access session.');
        return c.json(await sessionBody(session));
      })
      .post(
        '/device/:deviceUuid/sessions',
        requireRight('remoteSessions', 'initiate'),
        validator('json', parseSessionRequest),
        async (c) => {
          const { user, repository } = c.var.principal;
          const { uuid } = await device(c);
          const { publicKeys, durationMs } = c.req.valid('json');
          const registered = new Map(
            (await stores.remoteAccessKeys.list(user.id)).map((key) => [key.blob, key.pubkey]),
          );
          if (registered.size === 0) {
            throw badRequest(
              'Register a public key first: a session is opened for your registered keys only.',
            );
          }
          const authorizedKeys = publicKeys.map(({ blob }) => {
            const pubkey = registered.get(blob);
            if (!pubkey) throw badRequest(`${blob} is not one of your registered public keys.`);
            return pubkey;
          });
          const opened = await stores.remoteSessions.open(
            {
              repositoryId: repository.id,
              deviceUuid: uuid,
              userId: user.id,
              authorizedKeys,
              durationMs,
            },
            new Date(),
          );
          if (!opened) throw conflict('The device already has an open remote access session.');
          return c.body(null, 204);
        },
      )
      .delete('/device/:deviceUuid/sessions', requireRight('remoteSessions', 'kill'), async (c) => {
        const { uuid } = await device(c);
        const closed = await stores.remoteSessions.close(
          c.var.principal.repository.id,
          uuid,
          new Date(),
        );
        if (!closed) throw notFound('The device has no open remote access session.');
        return c.body(null, 204);
      })
      .get('/device/:deviceUuid', requireRight('remoteSessions', 'get'), async (c) => {
        const found = await device(c);
        const last = await stores.remoteSessions.lastOfDevice(
          c.var.principal.repository.id,
          found.uuid,
        );
        // The simulated agent calls in whenever the device is seen, and its tunnel connects
        // from the device's address when a session opens.
        const body: Schemas['RemoteAccessDeviceInfo'] = {
          deviceId: found.uuid,
          ...(found.lastSeen ? { lastApiConnect: found.lastSeen } : {}),
          ...(last && found.ipAddress
            ? { lastSshSessionConnect: { ConnectedAt: last.createdAt, IpAddress: found.ipAddress } }
            : {}),
        };
        return c.json(body);
      })
      .get('/user/sessions', requireRight('remoteSessions', 'list'), async (c) => {
        const { user, repository } = c.var.principal;
        const sessions = await stores.remoteSessions.listOpenByUser(
          user.id,
          repository.id,
          new Date(),
        );
        const body: Schemas['RemoteUserSession'][] = [];
        for (const session of sessions)
          body.push({ deviceId: session.deviceUuid, session: await sessionBody(session) });
        return c.json(body);
      })
      // Public keys and accepted IPs belong to the caller, whatever repository is active.
      .get('/user/public-keys', requireRight('remoteAccessKeys', 'get'), async (c) => {
        const keys = await stores.remoteAccessKeys.list(c.var.principal.user.id);
        const body: Schemas['RemoteAccessPublicKeys'] = {
          keys: Object.fromEntries(
            keys.map((key) => [
              key.id,
              { pubkey: key.pubkey, ...(key.meta === undefined ? {} : { meta: key.meta }) },
            ]),
          ),
        };
        return c.json(body);
      })
      .post(
        '/user/public-keys',
        requireRight('remoteAccessKeys', 'add'),
        validator('json', parsePublicKey),
        async (c) => {
          const added = await stores.remoteAccessKeys.add(
            c.var.principal.user.id,
            c.req.valid('json'),
          );
          if (!added) throw conflict('This public key is registered already.');
          return c.body(null, 204);
        },
      )
      .delete('/user/public-keys/:keyId', requireRight('remoteAccessKeys', 'delete'), async (c) => {
        const removed = await stores.remoteAccessKeys.remove(
          c.var.principal.user.id,
          c.req.param('keyId'),
        );
        if (!removed) throw notFound('No such public key.');
        return c.body(null, 204);
      })
      .get('/user/ip-accept-list', requireRight('remoteAccessIps', 'get'), async (c) =>
        c.json(await stores.acceptedIps.list(c.var.principal.user.id)),
      )
      .post(
        '/user/ip-accept-list',
        requireRight('remoteAccessIps', 'add'),
        validator('json', parseAcceptedIpRequest),
        async (c) => {
          const added = await stores.acceptedIps.add(c.var.principal.user.id, c.req.valid('json'));
          if (!added) throw conflict('The address is on the list already.');
          return c.body(null, 204);
        },
      )
      .delete('/user/ip-accept-list/:ip', requireRight('remoteAccessIps', 'delete'), async (c) => {
        const removed = await stores.acceptedIps.remove(
          c.var.principal.user.id,
          c.req.param('ip').trim(),
        );
        if (!removed) throw notFound('The address is not on the list.');
        return c.body(null, 204);
      })
  );
}
