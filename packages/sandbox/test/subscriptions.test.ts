import { createFleetClient } from '@fleet/sdk';
import {
  COMMERCIAL_TIER_ROLE,
  TRIAL_DAYS,
  TRIAL_DEVICE_LIMIT,
  rolesFromClaims,
  type RoleClaims,
} from '@fleet/sdk/domain';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountsResource } from '../../sdk/src/resources/accounts.js';
import type { Sandbox } from '../src/sandbox.js';
import { deviceLimitOf } from '../src/store/free-trials.js';
import { call, errorOf } from './helpers/contract-calls.js';
import { tokensFor } from './helpers/oidc.js';
import { removeDir, startTestSandbox } from './helpers/sandbox.js';

const TRIAL = '/api/v2beta/subscriptions/start-free-trial';
const FEEDBACK = '/api/accounts/user-feedback';
const DAY_MS = 86_400_000;

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startTestSandbox();
});

afterAll(async () => {
  await sandbox.close();
  removeDir(sandbox.config.dataDir);
});

const rolesOf = (token: string): string[] => rolesFromClaims(decodeJwt(token) as RoleClaims);

describe('SPEC §9 the Commercial free trial', () => {
  it('turns a Maker account Commercial for 30 days with up to 50 devices, once', async () => {
    const before = (await tokensFor(sandbox.url, 'maker@example.com')).access_token;
    expect(rolesOf(before)).not.toContain(COMMERCIAL_TIER_ROLE);
    expect((await call(sandbox, '/api/accounts/users/clients', { token: before })).status).toBe(
      403,
    );

    const started = await call(sandbox, TRIAL, {
      method: 'PUT',
      token: before,
      body: { trainingSessionRequested: false },
    });
    expect(started.status).toBe(204);

    const maker = await sandbox.context.stores.users.findByEmail('maker@example.com');
    const trial = await sandbox.context.stores.freeTrials.find(maker?.id ?? '');
    expect(trial).toMatchObject({
      deviceLimit: TRIAL_DEVICE_LIMIT,
      trainingSessionRequested: false,
    });
    const length = Date.parse(trial?.endsAt ?? '') - Date.parse(trial?.startedAt ?? '');
    expect(length).toBe(TRIAL_DAYS * DAY_MS);
    expect(maker && deviceLimitOf(maker)).toBe(TRIAL_DEVICE_LIMIT);

    // The account record shows the role at once; the token after the user signs in again.
    const record = await call(sandbox, '/api/accounts/users', { token: before });
    expect((record.body as { roles: string[] }).roles).toContain(COMMERCIAL_TIER_ROLE);
    const after = (await tokensFor(sandbox.url, 'maker@example.com')).access_token;
    expect(rolesOf(after)).toContain(COMMERCIAL_TIER_ROLE);
    expect((await call(sandbox, '/api/accounts/users/clients', { token: after })).status).toBe(200);

    const again = await call(sandbox, TRIAL, {
      method: 'PUT',
      token: after,
      body: { trainingSessionRequested: true },
    });
    expect(again.status).toBe(409);
    expect(errorOf(again.body).description).toBe('Your account has already used its free trial.');
  });

  it('answers 409 to a Commercial account', async () => {
    const dev = (await tokensFor(sandbox.url, 'dev@example.com')).access_token;
    const response = await call(sandbox, TRIAL, {
      method: 'PUT',
      token: dev,
      body: { trainingSessionRequested: true },
    });
    expect(response.status).toBe(409);
    expect(errorOf(response.body).description).toBe('Your account already has Commercial access.');
  });

  it('needs trainingSessionRequested as a boolean', async () => {
    const guest = (await tokensFor(sandbox.url, 'guest@example.com')).access_token;
    for (const body of [{}, { trainingSessionRequested: 'yes' }, [true]]) {
      const response = await call(sandbox, TRIAL, { method: 'PUT', token: guest, body });
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    expect((await call(sandbox, TRIAL, { method: 'PUT', body: {} })).status).toBe(401);
  });

  it('SDK accounts resource starts a trial, and reads the 409 description', async () => {
    await sandbox.context.stores.users.create({
      email: 'trial@example.com',
      password: 'trial',
      registered: true,
    });
    const token = (await tokensFor(sandbox.url, 'trial@example.com', 'trial')).access_token;
    const accounts = createAccountsResource(
      createFleetClient({ baseUrl: sandbox.url, getToken: () => token }),
    );
    await accounts.startFreeTrial();
    const user = await sandbox.context.stores.users.findByEmail('trial@example.com');
    // The dialog's training checkbox is checked by default (SPEC §2).
    expect(await sandbox.context.stores.freeTrials.find(user?.id ?? '')).toMatchObject({
      trainingSessionRequested: true,
    });
    await expect(accounts.startFreeTrial()).rejects.toThrow(
      'Your account has already used its free trial.',
    );
  });
});

describe('SPEC §7 user feedback', () => {
  it('stores a message with the page it came from', async () => {
    const dev = (await tokensFor(sandbox.url, 'dev@example.com')).access_token;
    const sent = await call(sandbox, FEEDBACK, {
      method: 'POST',
      token: dev,
      body: { message: 'The fleet chart is great', page: '/fleets' },
    });
    expect(sent.status).toBe(204);
    const user = await sandbox.context.stores.users.findByEmail('dev@example.com');
    const personal = await sandbox.context.stores.repositories.personalOf(user?.id ?? '');
    expect(await sandbox.context.stores.feedback.listByUser(user?.id ?? '')).toEqual([
      expect.objectContaining({
        message: 'The fleet chart is great',
        page: '/fleets',
        repositoryId: personal?.id,
      }),
    ]);
  });

  it('answers 400 to an empty message', async () => {
    const dev = (await tokensFor(sandbox.url, 'dev@example.com')).access_token;
    for (const body of [{}, { message: '' }, { message: '   ' }, { message: 3 }, 'hi']) {
      const response = await call(sandbox, FEEDBACK, { method: 'POST', token: dev, body });
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    const empty = await call(sandbox, FEEDBACK, { method: 'POST', token: dev, body: {} });
    expect(errorOf(empty.body).msg).toBe('message is required');
  });

  it('SDK accounts resource sends feedback', async () => {
    const guest = (await tokensFor(sandbox.url, 'guest@example.com')).access_token;
    const accounts = createAccountsResource(
      createFleetClient({ baseUrl: sandbox.url, getToken: () => guest }),
    );
    await accounts.sendUserFeedback({ message: 'Please add a dark chart theme' });
    const user = await sandbox.context.stores.users.findByEmail('guest@example.com');
    expect(await sandbox.context.stores.feedback.listByUser(user?.id ?? '')).toEqual([
      expect.objectContaining({ message: 'Please add a dark chart theme', page: null }),
    ]);
  });
});
