#!/usr/bin/env node
// Bundles the multi-file API description and generates the SDK's wire types from it.
// `--check` regenerates into a temporary folder and fails when the committed files differ,
// so CI catches a description change whose generated types were not committed.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name, pkg = '.') => join(root, pkg, 'node_modules', '.bin', name);
const targets = {
  bundle: join(root, 'openapi', 'bundle', 'openapi.json'),
  schema: join(root, 'packages', 'sdk', 'src', 'api', 'schema.ts'),
};
const check = process.argv.includes('--check');
const out = check ? mkdtempSync(join(tmpdir(), 'fleet-generate-')) : null;
const bundlePath = out ? join(out, 'openapi.json') : targets.bundle;
const schemaPath = out ? join(out, 'schema.ts') : targets.schema;

const run = (cmd, args) =>
  execFileSync(cmd, args, { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });

mkdirSync(dirname(bundlePath), { recursive: true });
run(bin('redocly'), ['bundle', 'openapi/openapi.yaml', '--output', bundlePath, '--ext', 'json']);
run(bin('openapi-typescript', 'packages/sdk'), [bundlePath, '--output', schemaPath]);
// Format with the repository's settings wherever the files are written: through Prettier's
// API, since the repository's .prettierignore leaves these generated files out of
// `prettier --check .`, and the command line would then leave them unformatted here too.
const prettierConfig = await prettier.resolveConfig(join(root, '.prettierrc.json'));
for (const path of [bundlePath, schemaPath]) {
  const text = readFileSync(path, 'utf8');
  writeFileSync(path, await prettier.format(text, { ...prettierConfig, filepath: path }));
}

if (check) {
  const stale = Object.entries({ bundle: bundlePath, schema: schemaPath }).filter(
    ([key, fresh]) =>
      !existsSync(targets[key]) ||
      readFileSync(targets[key], 'utf8') !== readFileSync(fresh, 'utf8'),
  );
  if (stale.length > 0) {
    console.error(
      `Generated files are stale: ${stale.map(([k]) => targets[k]).join(', ')}\n` +
        'Run `pnpm generate` and commit the result.',
    );
    process.exit(1);
  }
  console.log('Generated API bundle and SDK types are up to date.');
} else {
  writeFileSync(join(root, 'openapi', 'bundle', 'README.md'), BUNDLE_NOTE());
  console.log(`Wrote ${targets.bundle} and ${targets.schema}`);
}

function BUNDLE_NOTE() {
  return (
    '# Generated\n\n`openapi.json` is the bundled form of `../openapi.yaml` and its parts, written by\n' +
    '`pnpm generate`. Do not edit it by hand; CI fails when it is stale.\n'
  );
}
