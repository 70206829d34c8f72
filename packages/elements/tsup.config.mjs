// The ESM build for React hosts and bundlers: React, @fleet/sdk and the other dependencies
// stay imports (React is a peer). Entries: `index` (React components), `define` (registers
// every element) and `define/<name>` (one element each, from src/widgets/<name>/define.ts).
// vanilla-extract's CSS is compiled here and handed to the style registry as text, so it
// travels inside the JS: no .css file for users to import.
import { readdirSync, existsSync } from 'node:fs';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';
import { fleetStyleRegistryEsbuild } from './tools/style-registry-plugins.mjs';

const widgetEntries = existsSync('src/widgets')
  ? Object.fromEntries(
      readdirSync('src/widgets', { withFileTypes: true })
        .filter((dir) => dir.isDirectory() && existsSync(`src/widgets/${dir.name}/define.ts`))
        .map((dir) => [`define/${dir.name}`, `src/widgets/${dir.name}/define.ts`]),
    )
  : {};

// FLEET_BUILD_TYPES=0 (`pnpm bench`): JavaScript only. The declarations are most of the build's
// time and nothing measured reads them.
const withTypes = process.env.FLEET_BUILD_TYPES !== '0';

export default defineConfig({
  entry: { index: 'src/index.ts', define: 'src/define.ts', ...widgetEntries },
  format: ['esm'],
  platform: 'browser',
  target: 'es2022',
  dts: withTypes,
  sourcemap: true,
  splitting: true,
  clean: true,
  // Registry first: it must claim vanilla-extract's virtual CSS before the plugin loads it as CSS.
  esbuildPlugins: [fleetStyleRegistryEsbuild(), vanillaExtractPlugin({ identifiers: 'short' })],
});
