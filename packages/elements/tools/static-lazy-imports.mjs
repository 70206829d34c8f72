// The standalone scripts import the elements' own lazily loaded modules (the tooltip's bubble,
// the device table's on-demand parts) statically: a classic script inlines every chunk anyway,
// and a bundler keeps an inlined import() target behind a wrapper that runs it late, which
// also keeps the modules it imports from being hoisted together (+1.7 KB gzip on the device
// table's script). `import('./x.js')` becomes a resolved promise of the module, so React.lazy
// and every caller behave as before. The ESM build keeps them lazy for the host's bundler.
import { readFile } from 'node:fs/promises';

const LAZY_IMPORT = /\bimport\((['"])(\.{1,2}\/[^'"]+)\1\)/g;

/** The module's code with each relative import() turned into a static import. */
export function staticLazyImports(code) {
  const hoisted = [];
  const rewritten = code.replace(LAZY_IMPORT, (_, quote, specifier) => {
    const name = `__fleetStatic${hoisted.length}`;
    hoisted.push(`import * as ${name} from ${quote}${specifier}${quote};`);
    return `Promise.resolve(${name})`;
  });
  return hoisted.length === 0 ? undefined : `${hoisted.join('\n')}\n${rewritten}`;
}

/** The elements' own React modules: the SDK's lazy imports (fr-CH texts, sign-in) stay. */
const ELEMENT_MODULE = /\/packages\/elements\/src\/.*\.tsx$/;

/** @returns {import('esbuild').Plugin} */
export function staticLazyImportsEsbuild() {
  return {
    name: 'fleet-static-lazy-imports',
    setup(build) {
      build.onLoad({ filter: ELEMENT_MODULE }, async (args) => {
        const contents = staticLazyImports(await readFile(args.path, 'utf8'));
        return contents === undefined ? undefined : { contents, loader: 'tsx' };
      });
    },
  };
}

/** @returns {import('vite').Plugin} */
export function staticLazyImportsVite() {
  return {
    name: 'fleet-static-lazy-imports',
    enforce: 'pre',
    transform(code, id) {
      if (!ELEMENT_MODULE.test(id.split('?')[0])) return undefined;
      const rewritten = staticLazyImports(code);
      return rewritten === undefined ? undefined : { code: rewritten, map: null };
    },
  };
}
