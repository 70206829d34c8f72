// What the script is told: where the API is and who it is (environment), and what to do
// (command-line flags). Secrets stay in the environment so they never show in `ps`.
import { parseArgs } from 'node:util';

export type Credentials =
  | { kind: 'token'; token: string }
  | { kind: 'clientCredentials'; clientId: string; clientSecret: string };

export interface Settings {
  /** The API's origin, e.g. the sandbox at http://127.0.0.1:8080. */
  baseUrl: string;
  /** The identity provider's issuer, for the client credentials grant. */
  issuer: string;
  credentials: Credentials;
  /** Only devices whose name contains this take part. */
  search: string | undefined;
  /** How many devices the example fleet gets. */
  devices: number;
  /** How long to wait for every device to report, in seconds. */
  timeoutSeconds: number;
}

export const USAGE = `Usage: pnpm start [--search <text>] [--devices <n>] [--timeout <seconds>]

Environment:
  FLEET_URL            the API origin (default http://127.0.0.1:8080)
  FLEET_ISSUER         the identity provider (default <FLEET_URL>/idp)
  FLEET_CLIENT_ID and FLEET_CLIENT_SECRET   an API client (pnpm bootstrap makes one)
  FLEET_TOKEN          or a bearer access token instead`;

function positiveNumber(flag: string, raw: string): number {
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`--${flag} must be a positive number, not '${raw}'.`);
  return value;
}

export function readSettings(argv: readonly string[], env: NodeJS.ProcessEnv): Settings {
  const { values } = parseArgs({
    // `pnpm start -- --devices 2` hands the script the `--` too.
    args: argv[0] === '--' ? argv.slice(1) : [...argv],
    options: {
      search: { type: 'string' },
      devices: { type: 'string', default: '3' },
      timeout: { type: 'string', default: '180' },
    },
    strict: true,
  });
  const baseUrl = (env.FLEET_URL ?? 'http://127.0.0.1:8080').replace(/\/+$/, '');
  const issuer = env.FLEET_ISSUER ?? `${baseUrl}/idp`;
  let credentials: Credentials;
  if (env.FLEET_CLIENT_ID && env.FLEET_CLIENT_SECRET)
    credentials = {
      kind: 'clientCredentials',
      clientId: env.FLEET_CLIENT_ID,
      clientSecret: env.FLEET_CLIENT_SECRET,
    };
  else if (env.FLEET_TOKEN) credentials = { kind: 'token', token: env.FLEET_TOKEN };
  else throw new Error(`Set FLEET_CLIENT_ID and FLEET_CLIENT_SECRET, or FLEET_TOKEN.\n\n${USAGE}`);
  return {
    baseUrl,
    issuer,
    credentials,
    search: values.search?.trim() || undefined,
    devices: Math.floor(positiveNumber('devices', values.devices)),
    timeoutSeconds: positiveNumber('timeout', values.timeout),
  };
}
