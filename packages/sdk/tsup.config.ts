import { readdirSync } from 'node:fs';
import { defineConfig } from 'tsup';

// Every source module is an entry, code split: dist/ keeps one file per module, so with
// `"sideEffects": false` an application's bundler drops whole modules it does not use, and
// their imports with them (a client with one resource does not bring the sign-in library or the
// other resources). The package's addresses stay `.` (index) and `./domain`.
// FLEET_BUILD_TYPES=0 (`pnpm bench`): JavaScript only. The declarations are most of the build's
// time and nothing measured reads them.
const withTypes = process.env.FLEET_BUILD_TYPES !== '0';

// The entries listed and sorted here, not globbed by tsup: its glob answers in no fixed order
// (its directory reads run concurrently), and esbuild's code splitting follows the entries'
// order, so the same sources gave different chunks (and sizes) from one build to the next.
const sourceModules = readdirSync('src', { recursive: true, encoding: 'utf8' })
  .map((path) => path.split('\\').join('/'))
  .filter((path) => path.endsWith('.ts') && !path.endsWith('.test.ts'))
  .filter((path) => !path.split('/').includes('testing'))
  .sort()
  .map((path) => `src/${path}`);

export default defineConfig({
  entry: sourceModules,
  format: ['esm'],
  dts: withTypes && { entry: { index: 'src/index.ts', 'domain/index': 'src/domain/index.ts' } },
  sourcemap: true,
  splitting: true,
  clean: true,
  target: 'es2022',
  platform: 'neutral',
});
