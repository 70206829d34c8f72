#!/usr/bin/env node
// Runs one command of the test suite and writes its CPU time (user and system seconds of the
// command and every process it waited for) as JSON to the file named by FLEET_STEP_CLOCK.
// Wall time alone misleads on a shared machine; CPU time compares runs under different load.
// Usage: FLEET_STEP_CLOCK=<file> node scripts/step-clock.mjs <command> [args…]
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const [command, ...args] = process.argv.slice(2);
const run = spawnSync(command, args, { stdio: 'inherit' });

/** Seconds of CPU of this process's waited-for children (Linux /proc; undefined elsewhere). */
function childrenCpu() {
  if (!existsSync('/proc/self/stat')) return undefined;
  // Fields after the command name in parentheses; cutime and cstime are fields 16 and 17.
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticksPerSecond = 100; // USER_HZ, 100 on every Linux ABI Node runs on
  return {
    user: Number(fields[13]) / ticksPerSecond,
    system: Number(fields[14]) / ticksPerSecond,
  };
}

if (process.env.FLEET_STEP_CLOCK) {
  writeFileSync(process.env.FLEET_STEP_CLOCK, JSON.stringify(childrenCpu() ?? null));
}
if (run.error) console.error(`${command}: ${run.error.message}`);
process.exit(run.status ?? 1);
