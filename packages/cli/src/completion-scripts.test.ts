import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CliIo } from './io';
import { buildProgram } from './program';

const io: CliIo = {
  stdout: { write: () => true },
  stderr: { write: () => true },
  env: {},
  isTTY: false,
  confirm: async () => false,
  openBrowser: async () => {},
  onInterrupt: () => () => {},
};

async function script(shell: string): Promise<string> {
  let text = '';
  const { program } = buildProgram({ ...io, stdout: { write: (chunk) => (text += chunk) } });
  await program.parseAsync(['completion', shell], { from: 'user' });
  return text;
}

/** What bash offers after `fleet <words>` and the start of a word. */
function bashCompletes(source: string, words: string[]): string[] {
  const file = join(mkdtempSync(join(tmpdir(), 'fleet-completion-')), 'fleet.bash');
  writeFileSync(file, source);
  const line = ['fleet', ...words];
  const program = `source ${file}; COMP_WORDS=(${line.map((w) => `'${w}'`).join(' ')}); COMP_CWORD=${line.length - 1}; _fleet; printf '%s\\n' "\${COMPREPLY[@]}"`;
  return execFileSync('bash', ['-c', program], { encoding: 'utf8' }).trim().split('\n');
}

describe('shell completion', () => {
  it('completes commands, subcommands and their options in bash', async () => {
    const bash = await script('bash');
    expect(bashCompletes(bash, ['dev'])).toEqual(['devices']);
    expect(bashCompletes(bash, ['devices', 're'])).toEqual(['rename']);
    expect(bashCompletes(bash, ['devices', 'list', '--st'])).toEqual(['--status']);
    // A device name typed before does not lose the command's options.
    expect(bashCompletes(bash, ['devices', 'delete', 'Gate Camera 059', '--y'])).toEqual(['--yes']);
  });

  it('gives zsh the same completion through bashcompinit', async () => {
    const zsh = await script('zsh');
    expect(zsh).toContain('autoload -U +X bashcompinit && bashcompinit');
    expect(zsh).toContain('complete -o default -F _fleet fleet');
  });

  it('describes every subcommand and option for fish', async () => {
    const fish = await script('fish');
    expect(fish).toContain(
      "complete -c fleet -n '__fish_use_subcommand' -a devices -d 'the devices of the repository'",
    );
    expect(fish).toMatch(
      /^complete -c fleet -n '__fish_seen_subcommand_from updates; and __fish_seen_subcommand_from create' -l watch -d 'follow it until every device has finished'$/m,
    );
  });
});
