import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig } from 'vite';
import { precompressPlugin } from './build/precompress.ts';
import { routeChunkGroups } from './build/route-chunks.ts';
import { routerProductionBuild } from './build/router-production.ts';

// Libraries that change with a dependency upgrade, not with our releases: each in a chunk of
// its own, so a new release of the console re-downloads only the app's code. Screens are
// split by route (src/routing), each loaded when first visited; the start's chunks are
// grouped (build/route-chunks.ts).
const VENDOR_CHUNKS = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  // Apart from React: the start (main.tsx) paints without it, and a tab that leaves for the
  // identity provider first never loads it.
  { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
  { name: 'oidc', test: /node_modules[\\/](oidc-client-ts|jwt-decode)[\\/]/ },
  { name: 'yaml', test: /node_modules[\\/]yaml[\\/]/ },
  { name: 'floating-ui', test: /node_modules[\\/](@floating-ui[\\/][^\\/]+|tabbable)[\\/]/ },
];

// Above the route chunks' (build/route-chunks.ts), which would otherwise take the libraries
// their modules import.
const VENDOR_PRIORITY = 10;
const isVendor = (id: string) => VENDOR_CHUNKS.some(({ test }) => test.test(id));

// What the support page (/debug) says about this build: the package version, the commit it
// was built from (FLEET_BUILD_COMMIT, else git; 'unknown' outside a checkout) and when.
function buildInfo() {
  const { version } = JSON.parse(
    readFileSync(new URL('package.json', import.meta.url), 'utf8'),
  ) as {
    version: string;
  };
  let commit = process.env.FLEET_BUILD_COMMIT ?? '';
  if (!commit) {
    try {
      commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    } catch {
      commit = 'unknown';
    }
  }
  return { version, commit, builtAt: new Date().toISOString() };
}

// The console reads @fleet/sdk and @fleet/elements from their TypeScript sources (the
// workspace's `fleet-source` condition), so no package build is needed before this one.
export default defineConfig(({ command }) => ({
  plugins: [react(), vanillaExtractPlugin(), precompressPlugin()],
  define: { __FLEET_CONSOLE_BUILD__: JSON.stringify(buildInfo()) },
  resolve: {
    conditions: ['fleet-source', ...defaultClientConditions],
    alias: [
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL('build/use-sync-external-store.ts', import.meta.url)),
      },
      ...(command === 'build' ? [routerProductionBuild()] : []),
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // dist/.vite/manifest.json: which chunks each route loads (scripts/sizes.mjs reads it).
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The libraries first (their groups take their modules), then the start's routes.
          groups: [
            ...VENDOR_CHUNKS.map((group) => ({ ...group, priority: VENDOR_PRIORITY })),
            ...routeChunkGroups(VENDOR_PRIORITY, isVendor),
          ],
        },
      },
    },
  },
}));
