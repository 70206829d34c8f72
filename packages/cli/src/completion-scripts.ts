// Shell completion for bash, zsh and fish, written from the command tree itself, so a new
// command or option completes without anyone editing a script.
import type { Command } from 'commander';

export const SHELLS = ['bash', 'zsh', 'fish'] as const;
export type Shell = (typeof SHELLS)[number];

interface Node {
  /** Command names from the root, e.g. ['devices', 'list']. */
  path: string[];
  description: string;
  subcommands: Array<{ name: string; description: string }>;
  options: Array<{ long: string; description: string }>;
}

function nodesOf(command: Command, path: string[] = []): Node[] {
  const node: Node = {
    path,
    description: command.description(),
    subcommands: command.commands.map((sub) => ({
      name: sub.name(),
      description: sub.description(),
    })),
    options: command.options.flatMap((option) =>
      option.long ? [{ long: option.long, description: option.description }] : [],
    ),
  };
  return [node, ...command.commands.flatMap((sub) => nodesOf(sub, [...path, sub.name()]))];
}

const single = (text: string): string => text.replace(/'/g, `'\\''`);

function bash(program: Command): string {
  const nodes = nodesOf(program);
  const cases = nodes
    .map((node) => {
      const words = [
        ...node.subcommands.map((sub) => sub.name),
        ...node.options.map((o) => o.long),
      ];
      return `    '${node.path.join(' ')}') words='${single(words.join(' '))}' ;;`;
    })
    .join('\n');
  const known = nodes.map((node) => `'${node.path.join(' ')}'`).join(' ');
  return `# fleet completion for bash: eval "$(fleet completion bash)"
_fleet() {
  local cur="\${COMP_WORDS[COMP_CWORD]}" path="" next i words=""
  local -a known=(${known})
  for ((i = 1; i < COMP_CWORD; i++)); do
    next="\${path:+$path }\${COMP_WORDS[i]}"
    for k in "\${known[@]}"; do [[ "$k" == "$next" ]] && path="$next" && break; done
  done
  case "$path" in
${cases}
  esac
  COMPREPLY=($(compgen -W "$words" -- "$cur"))
}
complete -o default -F _fleet fleet
`;
}

function zsh(program: Command): string {
  return `# fleet completion for zsh: eval "$(fleet completion zsh)"
autoload -U +X compinit && compinit
autoload -U +X bashcompinit && bashcompinit
${bash(program).split('\n').slice(1).join('\n')}`;
}

function fish(program: Command): string {
  const lines = [
    '# fleet completion for fish: fleet completion fish | source',
    'complete -c fleet -f',
  ];
  for (const node of nodesOf(program)) {
    const children = node.subcommands.map((sub) => sub.name).join(' ');
    const inNode =
      node.path.length === 0
        ? '__fish_use_subcommand'
        : node.path.map((name) => `__fish_seen_subcommand_from ${name}`).join('; and ');
    const notDeeper =
      children && node.path.length > 0 ? `; and not __fish_seen_subcommand_from ${children}` : '';
    for (const sub of node.subcommands)
      lines.push(
        `complete -c fleet -n '${inNode}${notDeeper}' -a ${sub.name} -d '${single(sub.description)}'`,
      );
    if (node.path.length > 0)
      for (const option of node.options)
        lines.push(
          `complete -c fleet -n '${inNode}${notDeeper}' -l ${option.long.replace(/^--/, '')} -d '${single(option.description)}'`,
        );
  }
  return `${lines.join('\n')}\n`;
}

export function completionScript(program: Command, shell: Shell): string {
  return { bash, zsh, fish }[shell](program);
}
