#!/usr/bin/env node
// Runs the sandbox from its TypeScript sources (tsx), resolving the SDK from its sources too
// (the `fleet-source` condition), so nothing needs building first. Arguments pass through.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const child = spawn(
  process.execPath,
  ['--conditions=fleet-source', '--import', 'tsx', 'src/main.ts', ...process.argv.slice(2)],
  { cwd: packageDir, stdio: 'inherit' },
);
// The sandbox stops cleanly on these; a second one (Ctrl+C reaches both processes) is ignored.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
