// vanilla-extract writes CSS at build time, as a virtual `.vanilla.css` import beside each
// `.css.ts` module. Custom elements render in shadow roots, where a document <style> or .css
// file cannot reach, so both bundlers turn that import into JS that hands the CSS text to
// src/styles/style-registry.ts; elements adopt the registry's constructable stylesheet into
// their shadow root, light-DOM hosts into the document. One contract, two bundlers:
// Vite (browser tests, standalone script) and esbuild (tsup: the ESM build).
import { createRequire } from 'node:module';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const registryModule = fileURLToPath(
  new URL('../src/styles/style-registry.ts', import.meta.url),
);
const packageRoot = fileURLToPath(new URL('..', import.meta.url));
const importRegistry = `import { registerStyles as __fleetRegisterStyles } from ${JSON.stringify(registryModule)};\n`;
const registerCall = (key, cssExpression) =>
  `__fleetRegisterStyles(${JSON.stringify(key)}, ${cssExpression});\n`;
/**
 * A module's key in the registry: its path inside the package (`src/x.css.ts.vanilla.css`),
 * never the folder it was built in, so a shipped script names no builder's folder and its size
 * does not depend on where it was built.
 */
const registryKey = (path) => {
  const fromRoot = relative(packageRoot, path.replace(/^\/@fs\//, '/'))
    .split('\\')
    .join('/');
  return fromRoot.startsWith('..') ? path : fromRoot;
};

const VIRTUAL_CSS_IMPORT = /^import\s+(["'])([^"']+\.vanilla\.css)\1;?\s*$/gm;

/**
 * Vite: runs after @vanilla-extract/vite-plugin and rewrites its side-effect CSS import into a
 * `?inline` import (Vite's own CSS pipeline turns it into a string) registered by key.
 * @returns {import('vite').Plugin}
 */
export function fleetStyleRegistryVite() {
  return {
    name: 'fleet-style-registry',
    enforce: 'post',
    transform(code, id) {
      if (!/\.css\.ts(\?|$)/.test(id)) return null;
      let index = 0;
      const rewritten = code.replace(VIRTUAL_CSS_IMPORT, (_line, _quote, specifier) => {
        const name = `__fleetCss${index++}`;
        return `import ${name} from ${JSON.stringify(`${specifier}?inline`)};\n${registerCall(registryKey(specifier), name)}`;
      });
      return index === 0 ? null : { code: importRegistry + rewritten, map: null };
    },
  };
}

/**
 * esbuild: must come BEFORE @vanilla-extract/esbuild-plugin, so it claims the virtual CSS path
 * and loads it as JS. The CSS text is decoded with the same @vanilla-extract/integration the
 * esbuild plugin uses (resolved through it, so the versions always match).
 *
 * `perModule` (the ESM build, one file per source module): a `.css.ts` module's JS carries its
 * own CSS only and imports the registry and the `.css.ts` modules it depends on (whose files
 * register theirs first), so no CSS is written twice; otherwise (standalone scripts) every
 * CSS is inlined into the one bundle.
 * @param {{ perModule?: boolean }} [options]
 * @returns {import('esbuild').Plugin}
 */
export function fleetStyleRegistryEsbuild({ perModule = false } = {}) {
  const requireFromPlugin = createRequire(
    createRequire(import.meta.url).resolve('@vanilla-extract/esbuild-plugin'),
  );
  const { getSourceFromVirtualCssFile, virtualCssFileFilter } = requireFromPlugin(
    '@vanilla-extract/integration',
  );
  /** The specifier of `target` (a source path) from the built file of `from` (a source path). */
  const builtSpecifier = (from, target) => {
    const path = relative(dirname(from), target)
      .split('\\')
      .join('/')
      .replace(/\.tsx?$/, '.js');
    return path.startsWith('.') ? path : `./${path}`;
  };
  return {
    name: 'fleet-style-registry',
    setup(build) {
      build.onResolve({ filter: virtualCssFileFilter }, async (args) => {
        if (perModule) {
          const { fileName } = await getSourceFromVirtualCssFile(args.path);
          // `src/x.css.ts.vanilla.css`: the CSS of src/x.css.ts.
          const owner = resolve(packageRoot, fileName.replace(/\.vanilla\.css$/, ''));
          if (owner !== args.importer) {
            return { path: builtSpecifier(args.importer, owner), external: true };
          }
        }
        return { path: args.path, namespace: 'fleet-style-registry' };
      });
      build.onLoad({ filter: /.*/, namespace: 'fleet-style-registry' }, async ({ path }) => {
        const { source, fileName } = await getSourceFromVirtualCssFile(path);
        // Minified even in unminified builds: a CSS string inside JS is never minified later.
        const { code: css } = await build.esbuild.transform(source, {
          loader: 'css',
          minify: true,
        });
        const key = registryKey(fileName);
        const registry = perModule
          ? builtSpecifier(
              resolve(packageRoot, fileName.replace(/\.vanilla\.css$/, '')),
              registryModule,
            )
          : registryModule;
        return {
          contents:
            `import { registerStyles as __fleetRegisterStyles } from ${JSON.stringify(registry)};\n` +
            registerCall(key, JSON.stringify(css)),
          loader: 'js',
          resolveDir: packageRoot,
        };
      });
    },
  };
}
