// React Router's production build for the console's production build. The package's exports
// name only its development build (dist/development), whose sole difference is
// `ENABLE_DEV_WARNINGS = true`: the warnings that it guards (a route without an element, a
// relative route in a splat, …) and their texts then stay in the bundle. dist/production is the
// same code with the flag off (−0.6 KB of gzip until the dashboard shows). `vite` (the dev
// server) and the tests keep the development build and its warnings.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Alias } from 'vite';

export function routerProductionBuild(): Alias {
  const packageJson = createRequire(import.meta.url).resolve('react-router/package.json');
  return {
    find: /^react-router$/,
    replacement: join(dirname(packageJson), 'dist/production/index.mjs'),
  };
}
