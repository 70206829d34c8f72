// Where the command line reads and writes: the process in `fleet`, a recording in tests.
import { homedir } from 'node:os';
import { join } from 'node:path';

export interface TextSink {
  write(text: string): unknown;
}

export interface CliIo {
  stdout: TextSink;
  stderr: TextSink;
  /** The environment (FLEET_*, NO_COLOR, XDG_CONFIG_HOME). */
  env: Readonly<Record<string, string | undefined>>;
  /** stdout is a terminal: tables, colours and progress bars; else plain lines. */
  isTTY: boolean;
  /** stderr when it is a terminal: progress bars draw on it. */
  terminal?: NodeJS.WriteStream;
  /** Asks a yes/no question on the terminal; false when there is none to ask. */
  confirm(question: string): Promise<boolean>;
  /** Opens an address in the user's browser; rejects when none can open. */
  openBrowser(url: string): Promise<void>;
  /** Called when the user presses Ctrl-C; returns the unsubscribe. */
  onInterrupt(handler: () => void): () => void;
}

/**
 * The folder profiles are kept in: $FLEET_CONFIG_DIR, else $XDG_CONFIG_HOME/fleet, else
 * %APPDATA%\fleet on Windows, else ~/.config/fleet.
 */
export function configDir(env: CliIo['env']): string {
  if (env.FLEET_CONFIG_DIR) return env.FLEET_CONFIG_DIR;
  if (env.XDG_CONFIG_HOME) return join(env.XDG_CONFIG_HOME, 'fleet');
  if (process.platform === 'win32' && env.APPDATA) return join(env.APPDATA, 'fleet');
  return join(homedir(), '.config', 'fleet');
}
