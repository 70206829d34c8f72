import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defaultClientConditions, defineConfig } from 'vite';

// Libraries that change with a dependency upgrade, not with our releases: each in a chunk of
// its own, so a new release of the console re-downloads only the app's code. Screens are
// split by route (src/routing), each loaded when first visited.
const VENDOR_CHUNKS = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
  { name: 'oidc', test: /node_modules[\\/](oidc-client-ts|jwt-decode)[\\/]/ },
  { name: 'yaml', test: /node_modules[\\/]yaml[\\/]/ },
  { name: 'floating-ui', test: /node_modules[\\/](@floating-ui[\\/][^\\/]+|tabbable)[\\/]/ },
];

// The console reads @fleet/sdk and @fleet/elements from their TypeScript sources (the
// workspace's `fleet-source` condition), so no package build is needed before this one.
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { conditions: ['fleet-source', ...defaultClientConditions] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
    rolldownOptions: { output: { codeSplitting: { groups: VENDOR_CHUNKS } } },
  },
});
