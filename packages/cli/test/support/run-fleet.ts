// Runs `fleet …` in this process, as a user would type it, and records what it printed.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createFleet, staticTokenAuth, type FleetSdk } from '@fleet/sdk';
import {
  Browser,
  signIn,
  startTestSandbox,
  type Sandbox,
  type SandboxOptions,
} from '@fleet/sandbox/testing';
import type { CliIo } from '../../src/io';
import { runFleet } from '../../src/program';

export interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

export interface RunOptions {
  env?: Record<string, string | undefined>;
  isTTY?: boolean;
  /** The answer to a confirmation question. */
  answer?: boolean;
  /** What opening the browser does; by default no browser can open. */
  openBrowser?: (url: string) => Promise<void>;
  /** Called with the Ctrl-C trigger once the command listens for it. */
  onInterruptible?: (interrupt: () => void) => void;
}

/** A fresh profiles folder: each test signs in on its own. */
export const freshConfigDir = (): string => mkdtempSync(join(tmpdir(), 'fleet-cli-config-'));

export async function fleet(args: readonly string[], options: RunOptions = {}): Promise<Run> {
  let stdout = '';
  let stderr = '';
  const io: CliIo = {
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
    env: { ...options.env },
    isTTY: options.isTTY ?? false,
    confirm: async () => options.answer ?? false,
    openBrowser:
      options.openBrowser ??
      (async () => {
        throw new Error('No browser in tests.');
      }),
    onInterrupt(handler) {
      options.onInterruptible?.(handler);
      return () => {};
    },
  };
  const code = await runFleet(args, io);
  return { code, stdout, stderr };
}

/** A new api-v2 API client of a demo account, made the way a user makes one. */
export interface TestApiClient {
  clientId: string;
  clientSecret: string;
  /** The SDK signed in as the account itself (to set up and check what the CLI did). */
  sdk: FleetSdk;
}

export async function apiClientOf(sandbox: Sandbox, email: string): Promise<TestApiClient> {
  const session = await signIn(sandbox.url, email, 'demo');
  if (!session.ok) throw new Error(`${email} could not sign in`);
  const sdk = createFleet({
    baseUrl: sandbox.url,
    getToken: staticTokenAuth(session.tokens.access_token).getToken,
  });
  const client = await sdk.apiClients.createApiClient({
    name: `CLI test ${email}`,
    type: 'api-v2',
  });
  return { clientId: client.clientId, clientSecret: client.clientSecret, sdk };
}

/**
 * A browser in which `email` signs in on the page the CLI opens: the form is filled and sent,
 * and the provider's answer is followed back to the CLI's loopback address.
 */
export function browserSigningIn(email: string): (url: string) => Promise<void> {
  return async (url) => {
    const browser = new Browser();
    const redirectUri = new URL(url).searchParams.get('redirect_uri')!;
    const toPage = await browser.follow(await browser.request(url), url, redirectUri);
    const page = await toPage.response.text();
    const action = /<form method="post" action="([^"]+)"/.exec(page)?.[1];
    if (!action) throw new Error(`No sign-in form at ${toPage.url}`);
    const actionUrl = new URL(action.replaceAll('&#38;', '&'), toPage.url).href;
    const posted = await browser.request(actionUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email, password: 'demo' }).toString(),
    });
    const back = await browser.follow(posted, actionUrl, redirectUri);
    await (await fetch(back.url)).text();
  };
}

export interface SignedInSandbox {
  sandbox: Sandbox;
  /** dev's API client, and the SDK as dev. */
  dev: TestApiClient;
  /** The environment of a CI job signed in as that API client, with its own profiles folder. */
  env: Record<string, string>;
}

/** A sandbox of its own, with dev's API client in the environment of every `fleet` run. */
export async function startSignedInSandbox(options: SandboxOptions): Promise<SignedInSandbox> {
  const sandbox = await startTestSandbox(options);
  const dev = await apiClientOf(sandbox, 'dev@example.com');
  const env = {
    FLEET_CONFIG_DIR: freshConfigDir(),
    FLEET_URL: sandbox.url,
    FLEET_CLIENT_ID: dev.clientId,
    FLEET_CLIENT_SECRET: dev.clientSecret,
  };
  return { sandbox, dev, env };
}
