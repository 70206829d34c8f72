#!/usr/bin/env node
// The sizes users download, gzip -9 and brotli, against their budgets (docs/benchmarks.md
// "Sizes"). Reads the builds (`pnpm build` first) and bundles the library entries with esbuild
// the way an application's bundler would (minified, React as a peer where it is one).
//
//   node scripts/sizes.mjs           prints the table, writes .bench/sizes.json
//   node scripts/sizes.mjs --check   the same, and exits 1 naming every artifact over budget
//
// Deterministic: the same build gives the same figures, so CI checks them (scripts/test.mjs).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { benchHeader, figureLine } from './bench/report.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const consoleDist = join(root, 'packages/console/dist');
const elementsDist = join(root, 'packages/elements/dist');
// esbuild comes with the packages that build with it; the bundles resolve from the console,
// which depends on both published packages (their dist/, as an application would get them).
const esbuild = createRequire(join(root, 'packages/elements/package.json'))('esbuild');
const consumerDir = join(root, 'packages/console');

const KB = 1000;

export const gzip = (bytes) => gzipSync(bytes, { level: 9 }).length;
export const brotli = (bytes) =>
  brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  }).length;

/** Brotli at quality 11 takes seconds per megabyte: the CI check (gzip budgets) skips it. */
const withBrotli = !process.argv.includes('--check');

/** Sizes of a set of files downloaded together: each compressed on its own, then added. */
function measure(files) {
  let raw = 0;
  let gz = 0;
  let br = 0;
  for (const bytes of files.values()) {
    raw += bytes.length;
    gz += gzip(bytes);
    if (withBrotli) br += brotli(bytes);
  }
  return { raw, gzip: gz, brotli: br, files: [...files.keys()] };
}

// ── The console: what index.html loads, then what the dashboard route adds ─────────────────

/** Every static `import … from "./x.js"` (and bare `import "./x.js"`) of a built module. */
function staticImports(code) {
  const found = [];
  for (const match of code.matchAll(/(?:\bfrom|\bimport)\s*["'](\.\/[^"']+\.js)["']/g)) {
    found.push(match[1]);
  }
  return found;
}

/** Adds a built console file and, for JS, every module it imports statically. */
function addConsoleFile(files, url) {
  const name = url.replace(/^\//, '');
  if (files.has(name)) return;
  const bytes = readFileSync(join(consoleDist, name));
  files.set(name, bytes);
  if (name.endsWith('.js')) {
    for (const spec of staticImports(bytes.toString('utf8'))) {
      addConsoleFile(files, join(dirname(name), spec));
    }
  }
}

/** index.html and everything it references (scripts, module preloads, style sheets). */
function consoleFirstLoad() {
  const files = new Map();
  const html = readFileSync(join(consoleDist, 'index.html'));
  files.set('index.html', html);
  for (const match of html.toString('utf8').matchAll(/(?:src|href)="(\/[^"]+)"/g)) {
    addConsoleFile(files, match[1]);
  }
  return files;
}

/**
 * The first load plus the chunks on the way to the dashboard (the console's start, which the
 * first load imports at once unless the tab leaves for the identity provider; the main layout
 * with the screens' provider; the dashboard screen) and their static imports and CSS, read
 * from Vite's manifest.
 */
const DASHBOARD_ROUTE_MODULES = [
  'src/app/start-console.tsx',
  'src/shell/MainLayout.tsx',
  'src/screens/dashboard/DashboardScreen.tsx',
];

/**
 * The manifest's key of the chunk that holds `module`: the module's own, or, for a module in
 * one of the chunks grouped by route (packages/console/build/route-chunks.ts), which the
 * manifest names by the group, that chunk's, found by its source map's sources.
 */
function chunkKeyOf(manifest, module) {
  if (manifest[module]) return module;
  const wanted = join(root, 'packages/console', module);
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.file.endsWith('.js')) continue;
    const map = join(consoleDist, `${chunk.file}.map`);
    if (!existsSync(map)) continue;
    const { sources } = JSON.parse(readFileSync(map, 'utf8'));
    if (sources.some((source) => resolve(dirname(map), source) === wanted)) return key;
  }
  throw new Error(`The console's build has no chunk with ${module}.`);
}

function consoleUntilDashboard() {
  const files = consoleFirstLoad();
  const manifest = JSON.parse(readFileSync(join(consoleDist, '.vite/manifest.json'), 'utf8'));
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The console's manifest has no ${key}.`);
    addConsoleFile(files, chunk.file);
    for (const css of chunk.css ?? []) addConsoleFile(files, css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of DASHBOARD_ROUTE_MODULES) visit(chunkKeyOf(manifest, module));
  return files;
}

// ── Libraries as an application's bundler sees them ─────────────────────────────────────────

/**
 * Bundles `source` (an entry module's text) with esbuild, minified for production, code split
 * like a bundler does for dynamic imports. Returns the files loaded up front (the entry and its
 * static imports), the modules that went into them, and the bytes of lazy chunks.
 */
async function bundle(source, { external = [] } = {}) {
  const result = await esbuild.build({
    stdin: { contents: source, resolveDir: consumerDir, loader: 'js' },
    // Chunk names hash the modules' paths relative to this folder: the repository's, wherever
    // the script runs from, so the same build gives the same bytes.
    absWorkingDir: root,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    write: false,
    metafile: true,
    outdir: '/bundle',
    external,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  const outputs = result.metafile.outputs;
  const byPath = new Map(result.outputFiles.map((file) => [file.path, file.contents]));
  // The entry is the module bundled from stdin: lazy chunks name their own module as entry.
  const entry = Object.keys(outputs).find((name) => outputs[name].entryPoint === '<stdin>');
  const upFront = new Map();
  const visit = (name) => {
    if (upFront.has(name)) return;
    upFront.set(name, Buffer.from(byPath.get(resolve('/', name))));
    for (const edge of outputs[name].imports) {
      if (edge.kind === 'import-statement' && !edge.external) visit(edge.path);
    }
  };
  visit(entry);
  const inputs = [...upFront.keys()].flatMap((name) => Object.keys(outputs[name].inputs));
  // Lazy: the chunks the loaded code can import later, and theirs. esbuild also writes chunks
  // for dynamic imports in modules it then drops (the SDK's banner parser and sign-in), which
  // nothing can load: they are not counted.
  const reachable = new Set();
  const reach = (name) => {
    if (reachable.has(name)) return;
    reachable.add(name);
    for (const edge of outputs[name].imports) if (!edge.external) reach(edge.path);
  };
  for (const name of upFront.keys()) {
    for (const edge of outputs[name].imports) {
      if (edge.kind === 'dynamic-import' && !edge.external) reach(edge.path);
    }
  }
  const lazy = [...reachable].filter((name) => !upFront.has(name) && name.endsWith('.js'));
  const lazyFiles = new Map(
    lazy.map((name) => [name, Buffer.from(byPath.get(resolve('/', name)))]),
  );
  return { upFront, inputs, lazy: measure(lazyFiles) };
}

/** oidc-client-ts: loaded when a sign-in or a renewal runs (the SDK's browser-auth.ts). */
const SIGN_IN_LIBRARY = {
  pattern: /^assets\/oidc-/,
  what: 'the sign-in library (oidc-client-ts, loaded when a sign-in or renewal runs)',
};

/** @floating-ui: loaded when a tooltip first opens (the elements' TooltipBubble.tsx). */
const POSITIONING_LIBRARY = {
  pattern: /^assets\/floating-ui-/,
  what: 'the positioning library (@floating-ui, loaded when a tooltip first opens)',
};

/** The folder the build ran in: a shipped file must not name it (nor vary in size with it). */
const BUILD_FOLDER = {
  pattern: new RegExp(root.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  what: 'the folder it was built in',
};

const REACT_PEER = ['react', 'react-dom', 'react/*', 'react-dom/*'];

/** React's own runtime (react-dom's internals): the standalone scripts run on preact/compat. */
const REACT_RUNTIME = {
  pattern:
    /__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE|react\.transitional\.element/,
  what: "React's runtime (the standalone scripts run on preact/compat)",
};

/** The other elements' own standalone scripts (fleet-<name>.standalone.js): their ceilings. */
// Each at its size when the scripts moved to preact/compat, then up to +0.9 KB for the SDK's
// iteration with requests in flight (the option and its loader; a classic script inlines the
// range walk) and the devices store's primed first page; −0.4 to −0.7 KB since the scripts
// import the elements' lazily loaded modules statically (tools/static-lazy-imports.mjs), and
// −0.6 to −0.9 KB for the SDK's texts by area; +0.2 KB for the iteration's start over even uuid
// ranges and the sign-in's preloaded discovery document;
// +0.1 KB for the live channel's batch frames (reading a batch, and applying its events in
// one signals batch: the page keeps up with a 5,000-a-second storm, docs/benchmarks.md
// "Console under live events"); +0.5 KB where the SDK's device iteration comes along, for
// its page reader (a classic script inlines it; it halves the client's CPU a page of 1,000
// devices, docs/sdk.md "Reading a page").
const STANDALONE_CEILINGS = {
  'connected-devices-chart': 88.2 * KB,
  'lockbox-editor': 69.4 * KB,
  'package-browser': 71.1 * KB,
  'rollout-progress': 58.8 * KB,
  'session-list': 75.6 * KB,
  'top-fleets-chart': 84.1 * KB,
};

// ── The artifacts and their budgets (gzip -9, bytes) ────────────────────────────────────────

/**
 * Each artifact: a name, how it is measured, what it must not contain, and two limits:
 * - `budget`, the target the issue sets (reported by `pnpm sizes` and `pnpm bench`);
 * - `ceiling`, what CI allows (`--check`): the size measured when the budget was set, so a
 *   change may shrink an artifact but never grow it. Lower a ceiling whenever an artifact
 *   shrinks; it meets its budget when the two are equal.
 * `mustNotContain` looks for a pattern in the files' text. A `mustNot…` rule marked `target` is reported with the budget; the others fail `--check`.
 */
const ARTIFACTS = [
  {
    name: 'console first load (index.html + static imports)',
    budget: 150 * KB,
    // Within budget since the first load is the start alone (main.tsx: React, the shell's
    // frame, the configuration and the decision to leave for the identity provider); the
    // console's start (router, SDK, texts) comes right after, counted until the dashboard.
    // +0.2 KB for config.json, now preloaded by index.html, and the sign-in library's preload;
    // −0.1 KB without the main layout's preload (it is in the console's chunk).
    ceiling: 73.7 * KB,
    files: async () => ({ upFront: consoleFirstLoad() }),
    mustNotLoad: [SIGN_IN_LIBRARY, POSITIONING_LIBRARY],
  },
  {
    name: 'console until the dashboard shows',
    budget: 180 * KB,
    // −25 KB since the dashboard's charts load with the chart library after it shows; +0.2 KB
    // for loading the destination's route beside the code exchange; +0.4 KB for device names
    // as links and the phone's visible Select all; +1.1 KB for the preloaded config.json, the
    // page's one user options store made at start, and the devices store's primed first page;
    // −1.6 KB for the widgets' texts by widget; −7.2 KB with the start, the main layout and the
    // device list in one chunk (larger files compress better; packages/console/build/route-chunks.ts);
    // −19 KB since each screen area's console texts come with its screens, and the dialogs, the
    // dashboard's card editor and its activity table load when used. (Then still over the budget:
    // React, react-dom and React Router are ≈ 98 KB.)
    // +0.1 KB for one more shared chunk (the progress bar's, apart from the dialog's since the
    // device table's on-demand parts load it too); +0.3 KB for the SDK's texts by area (each
    // module that formats one registers its area, and the console loads them all); +1.8 KB in
    // all with the device list's code and texts in the start's chunk (route-chunks.ts).
    // Within budget: −5.1 KB with the SDK of the start's resources only (connectFleetView; the
    // others load beside the other screens' code) and the update waiting's code on first use;
    // −2.1 KB since the device list's one area text is built in (not the devices area's 136);
    // −0.5 KB with the notification list's panel loaded when first opened (179.6 KB).
    // +0.1 KB for the live channel's batch frames (reading a batch, and applying its events in
    // one signals batch: the page keeps up with a 5,000-a-second storm, docs/benchmarks.md
    // "Console under live events"); +0.1 KB for the device iteration's page reader, loaded
    // when `iterateDevices` is first called (docs/sdk.md "Reading a page").
    // −3.6 KB, for room under the budget (179.9 → 176.3 KB, 13 files instead of 17): the
    // alert, a failure's text and the fleet link in the start's chunk (−1.1 KB;
    // route-chunks.ts), React Router's production build (−0.6 KB), the shell's icons without
    // lucide-react's runtime (−1.7 KB) and use-sync-external-store's shim resolved to React's
    // hook (−0.3 KB). +0.1 KB (176.3 KB and a few bytes) for a table column pinned to the
    // row's end, so that a table's actions stay in view where its columns overflow (the
    // Table primitive's `pinned: 'end'`).
    ceiling: 176.4 * KB,
    files: async () => ({ upFront: consoleUntilDashboard() }),
    mustNotLoad: [
      { pattern: /^assets\/yaml-/, what: 'yaml (only the banner parser loads it)' },
      SIGN_IN_LIBRARY,
      POSITIONING_LIBRARY,
    ],
  },
  {
    name: 'standalone script, all elements (fleet-elements.standalone.js)',
    // On preact/compat, like every standalone script (−58 KB against React); −0.7 KB for the
    // elements' lazy modules imported statically and the SDK's texts by area; +0.2 KB for the
    // iteration's start over even uuid ranges and the sign-in's preloaded discovery document;
    // +0.2 KB for the live channel's batch frames; +0.6 KB for the device iteration's page
    // reader, inlined (docs/sdk.md "Reading a page"); −0.1 KB with its styles registered by
    // their path in the package, not the build's folder (its size no longer varies with it).
    ceiling: 124.8 * KB,
    files: async () => ({ upFront: elementsFile('fleet-elements.standalone.js') }),
    mustNotContain: [REACT_RUNTIME],
  },
  {
    name: 'standalone script, fleet-device-table',
    budget: 90 * KB,
    // Within budget since the standalone scripts run on preact/compat instead of React
    // (≈ 10 KB gzip instead of ≈ 62; packages/elements/tools/preact-runtime.mjs); −1.3 KB for
    // the lazy modules imported statically and the SDK's texts by area; +0.3 KB for the
    // iteration's start over even uuid ranges and the sign-in's preloaded discovery document;
    // +0.1 KB for the live channel's batch frames; +0.5 KB for the device iteration's page
    // reader, inlined (docs/sdk.md "Reading a page"); +0.1 KB for the Table's column pinned to
    // the row's end (a table's actions in view where its columns overflow).
    ceiling: 77.3 * KB,
    files: async () => ({ upFront: elementsFile('fleet-device-table.standalone.js') }),
    mustNotContain: [REACT_RUNTIME],
  },
  ...Object.entries(STANDALONE_CEILINGS).map(([element, ceiling]) => ({
    name: `standalone script, fleet-${element}`,
    ceiling,
    files: async () => ({ upFront: elementsFile(`fleet-${element}.standalone.js`) }),
    mustNotContain: [REACT_RUNTIME],
  })),
  {
    name: 'fleet-device-table ESM, React as a peer (@fleet/elements/define/device-table)',
    budget: 30 * KB,
    // Above the budget: built on the five SDK resources it calls (not createFleet), without
    // the element descriptions' documentation (the wrapper reads the wiring) and with only
    // the table's, the common widget texts and the SDK's validation, device and rights texts,
    // what is left is the SDK's stores, client and domain, the table and its primitives (most
    // of them styles), the theme and the connection (docs/benchmarks.md "Size budgets not met
    // yet" says what would fix it).
    // −1 KB since the table's bulk actions, column chooser and dialogs load when first opened
    // (9 KB minified less up front, less the cost of the shared chunk that esbuild splits off);
    // −0.9 KB for the SDK's texts by area; +20 bytes (49.92 KB) since the updates resource is
    // its calls (updates.ts) and the outcome waiting put together (updates-resource.ts), so
    // that the console's start can take the calls alone, and the connection's resources are
    // the SDK's createFleetView; +0.2 KB (50.12 KB) for the live channel's batch frames; +0.1
    // KB since the device iteration's cursor pages are read as a stream by a reader loaded
    // beside the first request (docs/sdk.md "Reading a page"); +63 bytes (50.25 KB) for the
    // Table's column pinned to the row's end (a table's actions in view where its columns
    // overflow), which the device table does not use but its Table carries.
    ceiling: 50.3 * KB,
    files: () => bundle(`import '@fleet/elements/define/device-table';`, { external: REACT_PEER }),
    // The SDK's texts come by area: the table's modules register the device, validation and
    // rights texts only (e.g. not the Commercial trial's 'Start Free Trial').
    mustNotContain: [{ pattern: /Start Free Trial/, what: "the SDK's texts of the trial" }],
    mustNotBundle: [
      { pattern: /node_modules\/(\.pnpm\/)?yaml@/, what: 'yaml (up front)' },
      { pattern: /@floating-ui/, what: POSITIONING_LIBRARY.what },
    ],
  },
  {
    name: 'DeviceTable React component (import { DeviceTable } from @fleet/elements)',
    budget: 30 * KB,
    // Within budget since the ESM build keeps one file per module: the chart library and the
    // other widgets (and their texts) stay out. +1.2 KB since the table's on-demand parts load
    // when first opened: esbuild keeps the modules they share with the index's re-exports
    // (Dialog, ProgressBar) up front all the same, and splits what they share with the table
    // into a chunk of its own (docs/benchmarks.md); −0.9 KB for the SDK's texts by area.
    ceiling: 28.4 * KB,
    files: () =>
      bundle(`import { DeviceTable } from '@fleet/elements'; console.log(DeviceTable);`, {
        external: REACT_PEER,
      }),
    mustNotBundle: [{ pattern: /uplot/, what: 'the chart library (uplot)' }],
  },
  {
    name: 'SDK: createFleetClient + the devices resource',
    budget: 15 * KB,
    // Within budget since the devices resource left its installed packages and update history
    // to resources of their own (device-packages.ts, device-history.ts), and below it since
    // the SDK's fr-CH texts load on demand and its en-US texts come by area.
    ceiling: 12 * KB,
    files: () =>
      bundle(
        `import { createFleetClient, createDevicesResource } from '@fleet/sdk';
         const devices = createDevicesResource(createFleetClient({ baseUrl: '/', getToken: () => '' }));
         console.log(devices);`,
      ),
    mustNotBundle: [
      { pattern: /src\/resources\/(?!devices|support)/, what: 'other resources' },
      { pattern: /oidc-client-ts/, what: 'the sign-in library (oidc-client-ts)' },
    ],
  },
  {
    name: 'SDK: createFleet (every resource)',
    files: () =>
      bundle(
        `import { createFleet } from '@fleet/sdk';
         console.log(createFleet({ baseUrl: '/', getToken: () => '' }));`,
      ),
  },
  {
    name: 'React + react-dom (reference, built the same way)',
    reference: true,
    files: () =>
      bundle(
        `import { createElement } from 'react'; import { createRoot } from 'react-dom/client';
         createRoot(document.body).render(createElement('p', null, 'hello'));`,
      ),
  },
];

function elementsFile(name) {
  const file = join(elementsDist, name);
  if (!existsSync(file)) throw new Error(`packages/elements/dist/${name} is missing`);
  return new Map([[name, readFileSync(file)]]);
}

export async function measureSizes() {
  const rows = [];
  for (const artifact of ARTIFACTS) {
    try {
      const { upFront, inputs = [], lazy } = await artifact.files();
      const size = measure(upFront);
      const problems = [];
      const enforced = [];
      for (const rule of artifact.mustNotLoad ?? []) {
        const hit = size.files.find((file) => rule.pattern.test(file));
        if (hit) (rule.target ? problems : enforced).push(`loads ${rule.what}: ${hit}`);
      }
      for (const rule of [BUILD_FOLDER, ...(artifact.mustNotContain ?? [])]) {
        const hit = size.files.find((file) => rule.pattern.test(upFront.get(file).toString()));
        if (hit) (rule.target ? problems : enforced).push(`contains ${rule.what}: ${hit}`);
      }
      for (const rule of artifact.mustNotBundle ?? []) {
        const hit = inputs.find((input) => rule.pattern.test(input));
        if (hit) (rule.target ? problems : enforced).push(`bundles ${rule.what}: ${hit}`);
      }
      rows.push({ artifact, size, lazy, problems: [...enforced, ...problems], enforced });
    } catch (error) {
      rows.push({ artifact, error: error instanceof Error ? error.message : String(error) });
    }
  }
  const react = rows.find((row) => row.artifact.reference && row.size);
  return rows.map(({ artifact, size, lazy, problems = [], enforced = [], error }) => {
    const ok =
      error === undefined &&
      problems.length === 0 &&
      (artifact.budget === undefined || size.gzip <= artifact.budget);
    const withinCeiling =
      error === undefined &&
      enforced.length === 0 &&
      (artifact.ceiling === undefined || size.gzip <= artifact.ceiling);
    const notes = [];
    if (error) notes.push(`not measured: ${error}`);
    if (size && react && !artifact.reference) {
      notes.push(`${(size.gzip / react.size.gzip).toFixed(2)}× React + react-dom`);
    }
    if (size && size.files.length > 1) notes.push(`${size.files.length} files`);
    if (lazy && lazy.gzip > 0) notes.push(`+${kb(lazy.gzip)} KB gzip in lazy chunks`);
    notes.push(...problems);
    return {
      name: artifact.name,
      value: size ? round(size.gzip / KB) : null,
      unit: 'KB gzip',
      ...(artifact.budget === undefined ? {} : { budget: { max: artifact.budget / KB } }),
      ok,
      ...(artifact.ceiling === undefined ? {} : { ceiling: artifact.ceiling / KB }),
      withinCeiling,
      brotli: size && withBrotli ? round(size.brotli / KB) : undefined,
      raw: size ? round(size.raw / KB) : undefined,
      note: notes.join('; '),
    };
  });
}

const round = (value) => Math.round(value * 10) / 10;
const kb = (bytes) => round(bytes / KB).toFixed(1);

async function main() {
  const check = process.argv.includes('--check');
  const figures = await measureSizes();
  const report = { section: 'Sizes', ...benchHeader(), figures };
  mkdirSync(join(root, '.bench'), { recursive: true });
  writeFileSync(join(root, '.bench/sizes.json'), `${JSON.stringify(report, null, 2)}\n`);
  for (const figure of figures) console.info(figureLine(figure));
  const missed = figures.filter((figure) => !figure.ok);
  if (missed.length > 0) {
    console.info(`\nSize budgets not met yet (${missed.length}, see docs/benchmarks.md):`);
    for (const figure of missed) console.info(`  - ${figureLine(figure)}`);
  } else {
    console.info('\nEvery size within budget.');
  }
  const grown = figures.filter((figure) => !figure.withinCeiling);
  if (grown.length > 0) {
    console.error(`\nOver the size CI allows (${grown.length}):`);
    for (const figure of grown) {
      console.error(`  ✗ ${figureLine(figure)}; allowed ≤ ${figure.ceiling ?? '—'} KB`);
    }
    process.exitCode = check ? 1 : 0;
  } else if (check) {
    console.info('No artifact grew past the size CI allows.');
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
