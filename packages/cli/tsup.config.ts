import { defineConfig } from 'tsup';

// One file for the `fleet` bin. The SDK is bundled (read from its sources), so the packed CLI
// installs alone; the libraries it uses stay dependencies, installed beside it by npm.
export default defineConfig({
  entry: { main: 'src/main.ts' },
  format: ['esm'],
  dts: false,
  sourcemap: true,
  clean: true,
  target: 'node20',
  platform: 'node',
  noExternal: [/^@fleet\/sdk/],
  esbuildOptions(options) {
    options.conditions = ['fleet-source'];
  },
  banner: { js: '#!/usr/bin/env node' },
});
