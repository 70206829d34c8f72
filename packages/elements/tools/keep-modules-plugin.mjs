// The ESM build keeps one file per source module (tsup.config.mjs): every module is an entry,
// and its relative imports stay imports of the other modules' built files (`./x.js` is already
// the built name, as TypeScript's NodeNext style writes it). An application's bundler then
// takes only the modules an import reaches, and `sideEffects` (package.json) can name the few
// that do something when loaded.
/** @returns {import('esbuild').Plugin} */
export function keepModules() {
  return {
    name: 'fleet-keep-modules',
    setup(build) {
      build.onResolve({ filter: /^\.\.?\// }, (args) =>
        args.kind === 'entry-point' ? undefined : { path: args.path, external: true },
      );
    },
  };
}
