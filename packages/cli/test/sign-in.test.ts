// Signing in with an API client's credentials, profiles kept owner-only, whoami, logout.
import { statSync } from 'node:fs';
import { startTestSandbox, type Sandbox } from '@fleet/sandbox/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profilesPath } from '../src/profiles';
import { apiClientOf, browserSigningIn, fleet, freshConfigDir } from './support/run-fleet';

describe('fleet login / whoami / logout', () => {
  let sandbox: Sandbox;
  let credentials: { clientId: string; clientSecret: string };

  beforeAll(async () => {
    sandbox = await startTestSandbox({ devices: 20 });
    credentials = await apiClientOf(sandbox, 'dev@example.com');
  });
  afterAll(() => sandbox?.close());

  it('signs in with --client-id and --client-secret and keeps the profile for its owner only', async () => {
    const env = { FLEET_CONFIG_DIR: freshConfigDir() };
    const login = await fleet(
      [
        'login',
        '--url',
        sandbox.url,
        '--client-id',
        credentials.clientId,
        '--client-secret',
        credentials.clientSecret,
      ],
      { env },
    );
    expect(login.code, login.stderr).toBe(0);
    expect(login.stdout).toBe(
      `Signed in to ${sandbox.url} as API client ${credentials.clientId} (profile "default").\n`,
    );
    expect(statSync(profilesPath(env.FLEET_CONFIG_DIR)).mode & 0o777).toBe(0o600);
    expect(statSync(env.FLEET_CONFIG_DIR).mode & 0o077).toBe(0);

    const whoami = await fleet(['whoami', '--json'], { env });
    expect(whoami.code, whoami.stderr).toBe(0);
    expect(JSON.parse(whoami.stdout)).toMatchObject({
      profile: 'default',
      url: sandbox.url,
      signedInAs: `API client ${credentials.clientId}`,
      repository: 'personal',
    });

    const logout = await fleet(['logout'], { env });
    expect(logout.stdout).toBe(`Signed out of ${sandbox.url} (profile "default").\n`);
    const after = await fleet(['whoami'], { env });
    expect(after.code).toBe(1);
    expect(after.stderr).toContain('Not signed in (profile "default"). Run `fleet login`');
  });

  it('signs in from FLEET_CLIENT_ID / FLEET_CLIENT_SECRET into a named profile', async () => {
    const env = {
      FLEET_CONFIG_DIR: freshConfigDir(),
      FLEET_URL: sandbox.url,
      FLEET_CLIENT_ID: credentials.clientId,
      FLEET_CLIENT_SECRET: credentials.clientSecret,
    };
    const login = await fleet(['login', '--profile', 'sandbox'], { env });
    expect(login.code, login.stderr).toBe(0);
    const profiles = await fleet(['profiles', 'list', '--json'], {
      env: { FLEET_CONFIG_DIR: env.FLEET_CONFIG_DIR },
    });
    expect(JSON.parse(profiles.stdout)).toEqual([
      expect.objectContaining({ name: 'sandbox', current: true, url: sandbox.url }),
    ]);
  });

  it('works from the environment alone, without fleet login (a CI job)', async () => {
    const run = await fleet(['devices', 'list', '--limit', '3', '--json'], {
      env: {
        FLEET_CONFIG_DIR: freshConfigDir(),
        FLEET_URL: sandbox.url,
        FLEET_CLIENT_ID: credentials.clientId,
        FLEET_CLIENT_SECRET: credentials.clientSecret,
      },
    });
    expect(run.code, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toHaveLength(3);
  });

  it('saves nothing and says why when the provider refuses the secret', async () => {
    const env = { FLEET_CONFIG_DIR: freshConfigDir() };
    const login = await fleet(
      [
        'login',
        '--url',
        sandbox.url,
        '--client-id',
        credentials.clientId,
        '--client-secret',
        'wrong',
      ],
      { env },
    );
    expect(login.code).toBe(1);
    expect(login.stderr).toMatch(
      new RegExp(
        `^Error: Sign-in failed: The identity provider refused API client "${credentials.clientId}" \\(401 invalid_client\\)`,
      ),
    );
    expect((await fleet(['profiles', 'list', '--json'], { env })).stdout).toBe('[]\n');
  });

  it('signs a person in in the browser (PKCE, loopback) and keeps the sign-in renewable', async () => {
    const env = { FLEET_CONFIG_DIR: freshConfigDir() };
    const opened: string[] = [];
    const login = await fleet(['login', '--url', sandbox.url, '--profile', 'me'], {
      env,
      openBrowser: async (url) => {
        opened.push(url);
        await browserSigningIn('dev@example.com')(url);
      },
    });
    expect(login.code, login.stderr).toBe(0);
    expect(login.stdout).toBe(`Signed in to ${sandbox.url} as dev@example.com (profile "me").\n`);
    expect(login.stderr).toContain(`visit this address:\n  ${opened[0]}\n`);
    const authorize = new URL(opened[0]!);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('redirect_uri')).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/callback$/,
    );

    // Each run renews the access token with the kept (rotating) refresh token.
    for (let run = 0; run < 2; run++) {
      const whoami = await fleet(['whoami', '--json', '--profile', 'me'], { env });
      expect(whoami.code, whoami.stderr).toBe(0);
      expect(JSON.parse(whoami.stdout)).toMatchObject({ signedInAs: 'dev@example.com' });
    }
  });

  it('prints the address when no browser can open', async () => {
    const env = { FLEET_CONFIG_DIR: freshConfigDir() };
    let address = '';
    const login = fleet(['login', '--url', sandbox.url], {
      env,
      openBrowser: async (url) => {
        address = url;
        throw new Error('no display');
      },
    });
    // The user opens the printed address by hand.
    await expect.poll(() => address, { timeout: 20_000 }).not.toBe('');
    await browserSigningIn('dev@example.com')(address);
    const done = await login;
    expect(done.code, done.stderr).toBe(0);
    expect(done.stderr).toContain('No browser could be opened: open the address above yourself.');
  });

  it('is bad usage (exit 2) to give an API client id without its secret', async () => {
    const run = await fleet(['login', '--url', sandbox.url, '--client-id', 'x'], {
      env: { FLEET_CONFIG_DIR: freshConfigDir() },
    });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('Give both --client-id and --client-secret');
  });
});
