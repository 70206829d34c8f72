// Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the build, at the
// highest levels, so the sandbox sends them compressed without compressing at request time.
// Source maps are left out: only developers' tools fetch them.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT = /\.(?:html|js|css|svg|json)$/;
const MIN_SIZE = 1024;

async function filesIn(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter(
      (entry) => entry.isFile() && TEXT.test(entry.name) && !entry.parentPath.includes('.vite'),
    )
    .map((entry) => path.join(entry.parentPath, entry.name));
}

async function precompress(file: string): Promise<void> {
  const bytes = await readFile(file);
  if (bytes.length < MIN_SIZE) return;
  const [br, gz] = await Promise.all([
    promisify(brotliCompress)(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    promisify(gzip)(bytes, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
}

export function precompressPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'fleet-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await Promise.all((await filesIn(outDir)).map(precompress));
    },
  };
}
