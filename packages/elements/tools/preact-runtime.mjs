// The runtime of the standalone scripts: preact/compat stands in for React there (≈ 10 KB gzip
// instead of ≈ 69), so one widget on a plain HTML page stays small. The ESM build keeps React
// as a peer: React hosts share their own React.
//
// What is replaced, by exact import path:
// - react, react-dom (and their subpaths, e.g. react/jsx-runtime, react-dom/client as the
//   element wrapper uses it) → preact/compat, whose Preact ≥ 11 takes `<Context value>` as a
//   provider and ref as a prop, like React 19;
// - @preact/signals-react → @preact/signals (the same signals-core API: signal, computed,
//   effect…; Preact's integration also re-renders a component from the signals it reads);
// - @preact/signals-react/runtime → preact-signals-runtime.mjs (`useSignals()` for Preact).
import { fileURLToPath } from 'node:url';

const packageRoot = fileURLToPath(new URL('..', import.meta.url));
const signalsRuntime = fileURLToPath(new URL('./preact-signals-runtime.mjs', import.meta.url));

/** For Vite's `resolve.alias` (exact import paths). */
export const preactAliases = [
  { find: /^@preact\/signals-react\/runtime$/, replacement: signalsRuntime },
  { find: /^@preact\/signals-react$/, replacement: '@preact/signals' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/(jsx-runtime|jsx-dev-runtime)$/, replacement: 'preact/compat/$1' },
  { find: /^react(-dom)?$/, replacement: 'preact/compat' },
];

/** esbuild plugin: the same replacements, resolved from this package (where preact is). */
export const preactRuntime = {
  name: 'fleet-preact-runtime',
  setup(build) {
    build.onResolve({ filter: /^(react|react-dom|@preact\/signals-react)(\/|$)/ }, (args) => {
      const alias = preactAliases.find(({ find }) => find.test(args.path));
      if (!alias) return undefined;
      const path = args.path.replace(alias.find, alias.replacement);
      if (path.startsWith('/')) return { path };
      return build.resolve(path, { kind: args.kind, resolveDir: packageRoot });
    });
  },
};
