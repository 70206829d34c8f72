import { parseArgs } from 'node:util';
import { DEFAULT_HOST, DEFAULT_PORT, type SandboxOptions } from './config.js';
import { parseFrameAncestors } from './http/security-headers.js';

export const USAGE = `Usage: fleet-sandbox [options]

Starts the Fleet Console sandbox: console, API, identity provider and device simulator.

Options:
  --devices N         devices in dev@example.com's repository on first start (default 1000)
  --seed S            seed (integer) for repeatable demo data and simulation (default 1)
  --data DIR          data folder (default .data/sandbox in the repository)
  --database URL      keep the data in PostgreSQL, e.g. postgres://fleet@localhost/fleet,
                      instead of the embedded database of the data folder
  --reset             delete the data folder first, starting clean
  --workers N         serve with N processes on the one port (1 to 64), sharing the
                      PostgreSQL database of --database; one of them runs the simulator
  --simulate-rate X   simulator speed: 1 is real time, 0 stops it (default 1)
  --readers N         worker threads for long database reads; 0 reads in the event
                      loop (default: one per core, at most 4)
  --console DIR       the console build served at / (default packages/console/dist)
  --frame-ancestors S who may frame the console and sign-in pages: CSP sources
                      separated by spaces, e.g. "https://portal.example.com" (default 'none')
  --bench             bench mode: POST /bench/storm?rate=R&seconds=S runs a storm of live
                      check-ins (R ≤ 10000 a second, S ≤ 300); loopback host only
  --help              show this text

Environment:
  PORT        port to listen on (default ${DEFAULT_PORT}; 0 picks a free one)
  HOST        address to listen on (default ${DEFAULT_HOST})
  PUBLIC_URL  origin clients use, when behind a proxy (default http://HOST:PORT)
  DATABASE_URL  as --database (the option wins)
  FRAME_ANCESTORS  as --frame-ancestors (the option wins)
`;

/** A command line that cannot be used; the message says why. */
export class UsageError extends Error {
  override name = 'UsageError';
}

function number(
  name: string,
  text: string | undefined,
  { integer = false, min = 0, max = Number.MAX_SAFE_INTEGER } = {},
): number | undefined {
  if (text === undefined) return undefined;
  const value = Number(text);
  if (
    text.trim() === '' ||
    !Number.isFinite(value) ||
    (integer && !Number.isInteger(value)) ||
    value < min ||
    value > max
  ) {
    throw new UsageError(
      `${name} must be ${integer ? 'an integer' : 'a number'} from ${min} to ${max}, not "${text}"`,
    );
  }
  return value;
}

/** A PostgreSQL URL, checked: the only engine besides the embedded one. */
function databaseUrl(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new UsageError(`--database must be a postgres:// URL, not "${text}"`);
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw new UsageError(`--database must be a postgres:// URL, not "${url.protocol}//…"`);
  }
  return text;
}

/** What a command line asks for: the sandbox options, and how to run them. */
export type CommandLine = SandboxOptions & {
  /** --help was given. */
  help?: boolean;
  /** --workers: processes serving the one port on the one PostgreSQL database. */
  workers?: number;
};

/** The sandbox options of a command line and environment; `help` when --help was given. */
export function parseCommandLine(
  args: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): CommandLine {
  let values;
  try {
    ({ values } = parseArgs({
      // `pnpm start -- --devices 10` passes the `--` through.
      args: args[0] === '--' ? args.slice(1) : [...args],
      options: {
        devices: { type: 'string' },
        seed: { type: 'string' },
        data: { type: 'string' },
        database: { type: 'string' },
        reset: { type: 'boolean' },
        workers: { type: 'string' },
        bench: { type: 'boolean' },
        'simulate-rate': { type: 'string' },
        readers: { type: 'string' },
        console: { type: 'string' },
        'frame-ancestors': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const options: CommandLine = {};
  const assign = <K extends keyof CommandLine>(key: K, value: CommandLine[K] | undefined): void => {
    if (value !== undefined) options[key] = value;
  };
  if (values.help) options.help = true;
  assign('devices', number('--devices', values.devices, { integer: true }));
  assign('seed', number('--seed', values.seed, { integer: true, min: Number.MIN_SAFE_INTEGER }));
  assign('dataDir', values.data);
  assign('databaseUrl', databaseUrl(values.database ?? (env.DATABASE_URL || undefined)));
  if (values.reset) options.reset = true;
  assign('workers', number('--workers', values.workers, { integer: true, min: 1, max: 64 }));
  if (options.workers !== undefined && options.databaseUrl === undefined)
    throw new UsageError(
      '--workers needs --database postgres://… (or DATABASE_URL): the processes share one PostgreSQL database; the embedded database serves one process',
    );
  if (values.bench) options.bench = true;
  assign('simulateRate', number('--simulate-rate', values['simulate-rate']));
  assign('readers', number('--readers', values.readers, { integer: true, max: 64 }));
  assign('consoleDir', values.console);
  assign('port', number('PORT', env.PORT, { integer: true, max: 65535 }));
  assign('host', env.HOST || undefined);
  assign('publicUrl', env.PUBLIC_URL || undefined);
  const frameAncestors = values['frame-ancestors'] ?? (env.FRAME_ANCESTORS || undefined);
  if (frameAncestors !== undefined) {
    try {
      options.frameAncestors = parseFrameAncestors(frameAncestors);
    } catch (error) {
      throw new UsageError(`--frame-ancestors: ${(error as Error).message}`);
    }
  }
  return options;
}
