#!/usr/bin/env node
// Writes dist/integrity.json: the Subresource Integrity hash (sha384) of each standalone script,
// for pages that load it with a <script integrity="…" crossorigin="anonymous"> tag. Run by
// `build` after the standalone script is written; the sandbox serves the file beside the script.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { standaloneElements, standaloneScriptName } from './standalone-scripts.mjs';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const SCRIPTS = ['fleet-elements.standalone.js', ...standaloneElements.map(standaloneScriptName)];

const integrity = Object.fromEntries(
  SCRIPTS.map((name) => [
    name,
    `sha384-${createHash('sha384')
      .update(readFileSync(`${dist}${name}`))
      .digest('base64')}`,
  ]),
);
writeFileSync(`${dist}integrity.json`, `${JSON.stringify(integrity, null, 2)}\n`);
console.info(`dist/integrity.json: ${Object.values(integrity).join(', ')}`);
