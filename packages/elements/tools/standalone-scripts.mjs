#!/usr/bin/env node
// One standalone script per element, beside the all-in-one (vite.standalone.config.mjs):
// dist/fleet-<name>.standalone.js registers only <fleet-<name>>, with its runtime (preact/compat,
// tools/preact-runtime.mjs) and the SDK inside,
// for a page that shows one widget:
//   <script src="…/fleet-device-table.standalone.js"></script>
// Its exports appear on `window.FleetElements`, as the all-in-one's do. A page with several
// widgets loads the all-in-one instead (each of these carries its own runtime).
// Built with esbuild and the same style plugins as the ESM build (tsup.config.mjs).
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { build } from 'esbuild';
import { preactRuntime } from './preact-runtime.mjs';
import { staticLazyImportsEsbuild } from './static-lazy-imports.mjs';
import { fleetStyleRegistryEsbuild } from './style-registry-plugins.mjs';

const packageRoot = fileURLToPath(new URL('..', import.meta.url));

/** `yaml` → tools/no-yaml.mjs (why: that file). */
const noYamlModule = fileURLToPath(new URL('./no-yaml.mjs', import.meta.url));
const noYaml = {
  name: 'fleet-no-yaml',
  setup(build) {
    build.onResolve({ filter: /^yaml$/ }, () => ({ path: noYamlModule }));
  },
};

export const standaloneElements = readdirSync(`${packageRoot}src/widgets`, { withFileTypes: true })
  .filter(
    (dir) => dir.isDirectory() && existsSync(`${packageRoot}src/widgets/${dir.name}/define.ts`),
  )
  .map((dir) => dir.name);

/** dist/ file name of an element's standalone script. */
export const standaloneScriptName = (name) => `fleet-${name}.standalone.js`;

const entry = (name) => `import './src/widgets/${name}/define.ts';
export { THEME_PROPERTIES } from './src/theme/theme-properties.ts';
export { cachedTokenSource } from '@fleet/sdk';
`;

async function main() {
  await Promise.all(
    standaloneElements.map((name) =>
      build({
        stdin: {
          contents: entry(name),
          resolveDir: packageRoot,
          loader: 'ts',
          sourcefile: `${name}.standalone.ts`,
        },
        bundle: true,
        format: 'iife',
        globalName: 'FleetElements',
        platform: 'browser',
        target: 'es2022',
        minify: true,
        sourcemap: true,
        conditions: ['fleet-source'],
        define: { 'process.env.NODE_ENV': '"production"' },
        outfile: `${packageRoot}dist/${standaloneScriptName(name)}`,
        logLevel: 'warning',
        plugins: [
          noYaml,
          preactRuntime,
          staticLazyImportsEsbuild(),
          fleetStyleRegistryEsbuild(),
          vanillaExtractPlugin({ identifiers: 'short' }),
        ],
      }),
    ),
  );
  console.info(`dist/: ${standaloneElements.map(standaloneScriptName).join(', ')}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
