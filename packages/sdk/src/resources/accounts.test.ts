import { afterEach, describe, expect, it } from 'vitest';
import { createFleetClient } from '../api/client';
import { FleetValidationError } from '../domain/validation';
import { FleetApiError } from '../errors';
import { createAccountsResource, type User } from './accounts';
import { startContractServer, type ContractServer, type Route } from './testing/contract-server';

const USER_ID = '5b0c3f5e-9f6e-4a52-8f0e-2f4b1f0c9a11';
const user: User = {
  userId: USER_ID,
  email: 'dev@example.com',
  emailVerified: true,
  firstName: 'Dana',
  lastName: 'Developer',
  namespace: 'auth0|5b0c3f5e9f6e4a52',
  roles: ['developer'],
  createdAt: '2025-01-14T09:30:00Z',
};

let server: ContractServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** The resource on a client that tells the host token from the active-repository token. */
async function serve(routes: Record<string, Route>) {
  server = await startContractServer(routes);
  const client = createFleetClient({
    baseUrl: server.url,
    getToken: (kind) => (kind === 'host' ? 'host-token' : 'guest-token'),
  });
  return { server, accounts: createAccountsResource(client) };
}

const sent = (s: ContractServer) =>
  s.exchanges.map(({ request }) => `${request.method} ${request.url}`);

describe('SPEC §7 Accounts: the signed-in user', () => {
  it('reads the user with the host token', async () => {
    const { server, accounts } = await serve({
      'GET /api/accounts/users': { status: 200, body: user },
    });
    await expect(accounts.getUser()).resolves.toEqual(user);
    expect(server.exchanges[0]!.request.headers.authorization).toBe('Bearer host-token');
    expect(server.problems()).toEqual([]);
  });

  it('SPEC §4: creates the user on the first fetch when none exists', async () => {
    const { server, accounts } = await serve({
      'GET /api/accounts/users': { status: 404, body: { code: 'not_found', msg: 'No user' } },
      'POST /api/accounts/users': { status: 201, body: user },
    });
    await expect(accounts.getOrCreateUser()).resolves.toEqual({ user, created: true });
    expect(sent(server)).toEqual(['GET /api/accounts/users', 'POST /api/accounts/users']);
    expect(server.exchanges[1]!.request.body).toBe('');
    expect(server.problems()).toEqual([]);
  });

  it('does not create a user that exists', async () => {
    const { server, accounts } = await serve({
      'GET /api/accounts/users': { status: 200, body: user },
    });
    await expect(accounts.getOrCreateUser()).resolves.toEqual({ user, created: false });
    expect(server.exchanges).toHaveLength(1);
    expect(server.problems()).toEqual([]);
  });

  it('passes other failures of the first fetch through', async () => {
    const { server, accounts } = await serve({
      'GET /api/accounts/users': { status: 401, body: { code: 'unauthorized', msg: 'Expired' } },
    });
    await expect(accounts.getOrCreateUser()).rejects.toMatchObject({
      name: 'FleetApiError',
      status: 401,
    });
    expect(server.exchanges).toHaveLength(1);
    expect(server.problems()).toEqual([]);
  });

  it('creates the record with no body', async () => {
    const { server, accounts } = await serve({
      'POST /api/accounts/users': { status: 201, body: user },
    });
    await expect(accounts.createUser()).resolves.toEqual(user);
    expect(server.problems()).toEqual([]);
  });
});

describe('SPEC §7 Accounts: credentials and keys', () => {
  it('downloads credentials.zip as a Blob with its name, with the host token', async () => {
    const zip = 'PK\u0003\u0004 credentials';
    const { server, accounts } = await serve({
      [`GET /api/accounts/users/${USER_ID}/keys/credentials.zip`]: {
        status: 200,
        contentType: 'application/zip',
        headers: { 'Content-Disposition': 'attachment; filename="credentials.zip"' },
        body: zip,
      },
    });
    const file = await accounts.downloadCredentials(USER_ID);
    expect(file.filename).toBe('credentials.zip');
    expect(await file.blob.text()).toBe(zip);
    expect(server.exchanges[0]!.request.headers.authorization).toBe('Bearer host-token');
    expect(server.problems()).toEqual([]);
  });

  it('rotates the provisioning, command-line tools and root keys', async () => {
    const { server, accounts } = await serve({
      [`PUT /api/accounts/users/${USER_ID}/keys/provision/rotate`]: { status: 204 },
      [`PUT /api/accounts/users/${USER_ID}/keys/garage-tools/rotate`]: { status: 204 },
      'PUT /api/v1/user_repo/root/rotate': { status: 204 },
    });
    await expect(accounts.rotateProvisionKey(USER_ID)).resolves.toBeUndefined();
    await expect(accounts.rotateGarageToolsKey(USER_ID)).resolves.toBeUndefined();
    await expect(accounts.rotateRootKey()).resolves.toBeUndefined();
    expect(sent(server)).toEqual([
      `PUT /api/accounts/users/${USER_ID}/keys/provision/rotate`,
      `PUT /api/accounts/users/${USER_ID}/keys/garage-tools/rotate`,
      'PUT /api/v1/user_repo/root/rotate',
    ]);
    expect(server.problems()).toEqual([]);
  });

  it('needs a user id before any request', async () => {
    const { server, accounts } = await serve({});
    for (const call of [
      () => accounts.downloadCredentials(''),
      () => accounts.rotateProvisionKey(' '),
      () => accounts.rotateGarageToolsKey(''),
    ]) {
      await expect(call()).rejects.toThrow(
        new FleetValidationError('validation.fieldRequired', { field: 'userId' }),
      );
    }
    await expect(accounts.downloadCredentials('')).rejects.toThrow('userId is required');
    expect(server.exchanges).toEqual([]);
  });

  it('fails a refused download with the FleetApiError', async () => {
    const { server, accounts } = await serve({
      [`GET /api/accounts/users/${USER_ID}/keys/credentials.zip`]: {
        status: 403,
        body: { code: 'forbidden', msg: 'Not allowed to download credentials' },
      },
    });
    await expect(accounts.downloadCredentials(USER_ID)).rejects.toMatchObject({
      status: 403,
      message: 'Not allowed to download credentials',
    });
    expect(server.problems()).toEqual([]);
  });
});

describe('SPEC §2/§8 free trial', () => {
  it('asks for the training session by default', async () => {
    const { server, accounts } = await serve({
      'PUT /api/v2beta/subscriptions/start-free-trial': { status: 204 },
    });
    await accounts.startFreeTrial();
    await accounts.startFreeTrial({ trainingSessionRequested: false });
    expect(server.exchanges.map((e) => e.request.json)).toEqual([
      { trainingSessionRequested: true },
      { trainingSessionRequested: false },
    ]);
    expect(server.problems()).toEqual([]);
  });

  it("reads as the server's description when it gave one", async () => {
    const { server, accounts } = await serve({
      'PUT /api/v2beta/subscriptions/start-free-trial': {
        status: 409,
        body: { code: 'conflict', msg: 'Conflict', description: 'The trial was already used.' },
      },
    });
    const error = await accounts.startFreeTrial().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FleetApiError);
    expect(error).toMatchObject({
      status: 409,
      code: 'conflict',
      message: 'The trial was already used.',
    });
    expect(server.problems()).toEqual([]);
  });

  it('reads as the SPEC §8 text otherwise', async () => {
    const { server, accounts } = await serve({
      'PUT /api/v2beta/subscriptions/start-free-trial': {
        status: 400,
        body: { code: 'invalid_request', msg: 'Bad trial request' },
      },
    });
    await expect(accounts.startFreeTrial()).rejects.toMatchObject({
      status: 400,
      message: 'An error occurred while activating the commercial tier free trial.',
    });
    expect(server.problems()).toEqual([]);
  });
});

describe('SPEC §7 user feedback', () => {
  it('sends the message and page', async () => {
    const { server, accounts } = await serve({
      'POST /api/accounts/user-feedback': { status: 204 },
    });
    await accounts.sendUserFeedback({ message: 'Love the fleet view', page: '/fleets' });
    expect(server.exchanges[0]!.request.json).toEqual({
      message: 'Love the fleet view',
      page: '/fleets',
    });
    expect(server.exchanges[0]!.request.headers.authorization).toBe('Bearer host-token');
    expect(server.problems()).toEqual([]);
  });

  it('needs a message', async () => {
    const { server, accounts } = await serve({});
    await expect(accounts.sendUserFeedback({ message: '  ' })).rejects.toThrow(
      'Write your feedback before sending it.',
    );
    expect(server.exchanges).toEqual([]);
  });
});
