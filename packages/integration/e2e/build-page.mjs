// Builds the e2e page (page/app.ts with the SDK from its sources) into the folder given as
// the only argument, with its index.html: the sandbox serves that folder with `--console`.
import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const outDir = process.argv[2];
if (!outDir) throw new Error('Usage: node build-page.mjs <output folder>');
const pageDir = path.join(import.meta.dirname, 'page');
mkdirSync(outDir, { recursive: true });
await build({
  entryPoints: [path.join(pageDir, 'app.ts')],
  outfile: path.join(outDir, 'app.js'),
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  conditions: ['fleet-source'],
  sourcemap: true,
  logLevel: 'warning',
});
copyFileSync(path.join(pageDir, 'index.html'), path.join(outDir, 'index.html'));
