// What every command works with: the process's io, the output format the flags chose, the
// signed-in SDK of the chosen profile, and the exit code the run ends with.
import { connect, profileFromEnv, type Connection } from './connect';
import { CliError, EXIT, usageError, type ExitCode } from './exit-codes';
import { configDir, type CliIo } from './io';
import { createOutput, type Output, type OutputFormat } from './output';
import {
  chosenProfileName,
  readProfiles,
  writeProfiles,
  type Profile,
  type ProfileFile,
} from './profiles';

export interface GlobalOptions {
  profile?: string;
  json?: boolean;
  jsonl?: boolean;
}

export interface Cli {
  readonly io: CliIo;
  /** The format --json / --jsonl / the terminal chose. */
  readonly out: Output;
  /** The profile's name (--profile, FLEET_PROFILE, the current one, or default). */
  readonly profileName: string;
  /** The chosen profile; the environment's when FLEET_URL and an API client are set. */
  profile(): Profile;
  /** The profiles file as it is now. */
  profiles(): ProfileFile;
  saveProfiles(file: ProfileFile): void;
  /** The SDK signed in as the profile says (made once per run). */
  connection(): Connection;
  /** The run ends with this code unless a failure is thrown (exit 3: partially applied). */
  setExitCode(code: ExitCode): void;
  readonly exitCode: ExitCode;
}

export function createCli(io: CliIo, options: () => GlobalOptions): Cli {
  const dir = configDir(io.env);
  let connection: Connection | undefined;
  let exitCode: ExitCode = EXIT.ok;

  const formatOf = (): OutputFormat => {
    const { json, jsonl } = options();
    if (json && jsonl) throw usageError('Choose --json or --jsonl, not both.');
    if (json) return 'json';
    if (jsonl) return 'jsonl';
    return io.isTTY ? 'table' : 'plain';
  };
  let out: Output | undefined;

  const cli: Cli = {
    io,
    get out() {
      out ??= createOutput(io, formatOf());
      return out;
    },
    get profileName() {
      return chosenProfileName(cli.profiles(), options().profile, io.env);
    },
    profiles: () => readProfiles(dir),
    saveProfiles: (file) => writeProfiles(dir, file),
    profile() {
      const fromEnv = options().profile ? undefined : profileFromEnv(io.env);
      if (fromEnv) return fromEnv;
      const name = cli.profileName;
      const profile = cli.profiles().profiles[name];
      if (profile) return profile;
      throw new CliError(
        `Not signed in (profile "${name}"). Run \`fleet login\`, or set FLEET_URL, FLEET_CLIENT_ID and FLEET_CLIENT_SECRET.`,
      );
    },
    connection() {
      const name = cli.profileName;
      connection ??= connect(cli.profile(), io, (refreshToken) => {
        const file = cli.profiles();
        const saved = file.profiles[name];
        if (saved?.credentials.kind !== 'user') return;
        const credentials = { ...saved.credentials, refreshToken };
        cli.saveProfiles({
          ...file,
          profiles: { ...file.profiles, [name]: { ...saved, credentials } },
        });
      });
      return connection;
    },
    setExitCode(code) {
      exitCode = code;
    },
    get exitCode() {
      return exitCode;
    },
  };
  return cli;
}
