import { defineConfig } from 'tsup';

// Every source module is an entry, code split: dist/ keeps one file per module, so with
// `"sideEffects": false` an application's bundler drops whole modules it does not use, and
// their imports with them (a client with one resource does not bring the sign-in library or the
// other resources). The package's addresses stay `.` (index) and `./domain`.
// FLEET_BUILD_TYPES=0 (`pnpm bench`): JavaScript only. The declarations are most of the build's
// time and nothing measured reads them.
const withTypes = process.env.FLEET_BUILD_TYPES !== '0';

export default defineConfig({
  entry: ['src/**/*.ts', '!src/**/*.test.ts', '!src/**/testing/**'],
  format: ['esm'],
  dts: withTypes && { entry: { index: 'src/index.ts', 'domain/index': 'src/domain/index.ts' } },
  sourcemap: true,
  splitting: true,
  clean: true,
  target: 'es2022',
  platform: 'neutral',
});
