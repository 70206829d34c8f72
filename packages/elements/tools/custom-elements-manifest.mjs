#!/usr/bin/env node
// Writes custom-elements.json from the element descriptions (src/elements/catalogue.ts).
//   node tools/custom-elements-manifest.mjs            write custom-elements.json
//   node tools/custom-elements-manifest.mjs --check    fail if the file is out of date
//   node tools/custom-elements-manifest.mjs --print <description module>...
//                                                      print the manifest for those modules
// TypeScript sources are loaded with Vite's runnerImport (no build needed).
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const load = async (path) =>
  (await runnerImport(resolve(root, path), { configFile: false, root, logLevel: 'error' })).module;

const [mode = '--write', ...modules] = process.argv.slice(2);
const { buildManifest } = await load('src/elements/manifest.ts');

const isDescription = (value) =>
  typeof value === 'object' &&
  value !== null &&
  typeof value.tagName === 'string' &&
  'parts' in value;

let elements;
if (mode === '--print') {
  elements = (await Promise.all(modules.map(load))).flatMap((m) =>
    Object.values(m).filter(isDescription),
  );
} else {
  elements = (await load('src/elements/catalogue.ts')).SHIPPED_ELEMENTS;
}
// Formatted as the repository's prettier would, so `prettier --check .` stays green.
const json = JSON.stringify(buildManifest(elements), null, 2);
const prettier = await import('prettier').catch(() => null);
const text = prettier ? await prettier.format(json, { parser: 'json' }) : `${json}\n`;
const file = resolve(root, 'custom-elements.json');

if (mode === '--print') {
  process.stdout.write(text);
} else if (mode === '--check') {
  let current = '';
  try {
    current = readFileSync(file, 'utf8');
  } catch {
    // missing counts as out of date
  }
  if (current !== text) {
    console.error(
      'custom-elements.json is out of date: run `pnpm --filter @fleet/elements manifest`',
    );
    process.exit(1);
  }
} else {
  writeFileSync(file, text);
  console.info(`custom-elements.json: ${elements.length} element(s)`);
}
