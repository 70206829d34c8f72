// The standalone script: one classic-script file with its runtime (preact/compat standing in
// for React, tools/preact-runtime.mjs), the SDK and every element, for hosts that are not React
// (plain HTML, Angular, Vue). Built after tsup, into the same dist/.
import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';
import { preactAliases } from './tools/preact-runtime.mjs';
import { staticLazyImportsVite } from './tools/static-lazy-imports.mjs';
import { fleetViteConfig } from './tools/vite-config.mjs';

const base = fleetViteConfig();

export default defineConfig({
  ...base,
  plugins: [staticLazyImportsVite(), ...base.plugins],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  // No element reads banners: the SDK's banner parser gets no YAML library (tools/no-yaml.mjs).
  resolve: {
    ...base.resolve,
    alias: [
      { find: 'yaml', replacement: fileURLToPath(new URL('./tools/no-yaml.mjs', import.meta.url)) },
      ...preactAliases,
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    sourcemap: true,
    target: 'es2022',
    lib: {
      entry: 'src/standalone.ts',
      formats: ['iife'],
      name: 'FleetElements',
      fileName: () => 'fleet-elements.standalone.js',
    },
  },
});
