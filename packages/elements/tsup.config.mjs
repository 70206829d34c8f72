// The ESM build for React hosts and bundlers: one file per source module (dist/ mirrors src/),
// so an application's bundler takes only the modules an import reaches: `DeviceTable` does not
// bring the chart library nor the other widgets. React, @fleet/sdk and the other dependencies
// stay imports (React is a peer). The package's addresses (package.json `exports`): `.`
// (src/index.ts: React components), `./define` (registers every element) and `./define/<name>`
// (src/widgets/<name>/define.ts: one element). vanilla-extract's CSS is compiled here and handed
// to the style registry as text, so it travels inside the JS: no .css file for users to import.
import { readdirSync, existsSync } from 'node:fs';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';
import { keepModules } from './tools/keep-modules-plugin.mjs';
import { fleetStyleRegistryEsbuild } from './tools/style-registry-plugins.mjs';

const widgetTypings = Object.fromEntries(
  readdirSync('src/widgets', { withFileTypes: true })
    .filter((dir) => dir.isDirectory() && existsSync(`src/widgets/${dir.name}/define.ts`))
    .map((dir) => [`define/${dir.name}`, `src/widgets/${dir.name}/define.ts`]),
);

// FLEET_BUILD_TYPES=0 (`pnpm bench`): JavaScript only. The declarations are most of the build's
// time and nothing measured reads them.
const withTypes = process.env.FLEET_BUILD_TYPES !== '0';

export default defineConfig({
  entry: [
    'src/**/*.{ts,tsx}',
    '!src/**/*.test.{ts,tsx}',
    '!src/**/*.test.css.ts',
    '!src/**/fake-*.ts',
    '!src/**/*.d.ts',
    '!src/testing/**',
    '!src/elements/demo/**',
    '!src/standalone.ts',
  ],
  format: ['esm'],
  platform: 'browser',
  target: 'es2022',
  // The declarations are built from the package's tsconfig without its project-reference
  // settings: a composite project must list every file, which the declaration bundler does not.
  dts: withTypes
    ? {
        entry: { index: 'src/index.ts', define: 'src/define.ts', ...widgetTypings },
        compilerOptions: { composite: false, incremental: false },
      }
    : false,
  sourcemap: true,
  splitting: false,
  clean: true,
  // Registry first: it must claim vanilla-extract's virtual CSS before the plugin loads it as
  // CSS; then every other relative import stays one.
  esbuildPlugins: [
    fleetStyleRegistryEsbuild({ perModule: true }),
    keepModules(),
    vanillaExtractPlugin({ identifiers: 'short' }),
  ],
});
