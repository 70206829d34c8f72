import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', 'domain/index': 'src/domain/index.ts' },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  platform: 'neutral',
});
