import { execFileSync, spawnSync } from 'node:child_process';
import {
  copyFileSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type {} from '@fleet/elements/types';
import { packPackage } from '../../../scripts/pack-package.mjs';
import { expect, test, type APIRequestContext, type Page } from '../../console/e2e/csp-guard';
import { build } from 'esbuild';
import { exampleOrigin, sandboxOrigin } from './origins';
import { PARTNER, partnerPageBrowser } from './partner-page';

// What a partner gets from the registry: @fleet/elements and @fleet/sdk packed (`pnpm pack`
// builds them first: prepack, unless E2E_PACKAGES_BUILT says they are built), installed with
// plain npm into a project outside the workspace, then used as a partner would: the standalone
// script in a <script> tag, the ESM build through a bundler, and the typings under strict tsc.
// The pages run on their own origin against the sandbox's API.

const packagesDir = path.resolve(import.meta.dirname, '../..');
const typingsDir = path.resolve(import.meta.dirname, '../typings');
test.use(partnerPageBrowser);

let consumer: string;

const installed = (...segments: string[]) =>
  path.join(consumer, 'node_modules', '@fleet', 'elements', ...segments);

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(15 * 60_000); // two builds and an npm install on a busy machine
  consumer = mkdtempSync(path.join(tmpdir(), 'fleet-elements-consumer-'));
  for (const name of ['sdk', 'elements']) packPackage(path.join(packagesDir, name), consumer);
  const tarballs = readdirSync(consumer).filter((file) => file.endsWith('.tgz'));
  expect(tarballs).toHaveLength(2);
  writeFileSync(
    path.join(consumer, 'package.json'),
    JSON.stringify({ name: 'partner-portal', private: true, type: 'module' }),
  );
  execFileSync(
    'npm',
    [
      'install',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      ...tarballs.map((file) => `./${file}`),
      'react@19',
      'react-dom@19',
      '@types/react@19',
      'vue@3',
    ],
    { cwd: consumer, stdio: 'pipe' },
  );
});

test.afterAll(() => {
  if (consumer) rmSync(consumer, { recursive: true, force: true });
});

/** A token from the embed-html example's backend (dev's API client). */
async function partnerToken(request: APIRequestContext): Promise<string> {
  const response = await request.post(`${exampleOrigin}/token`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/** Serves the partner's origin: `pages` by path, anything else from the consumer project. */
async function servePartner(page: Page, pages: Record<string, string>) {
  await page.route(`${PARTNER}/**`, async (route) => {
    const { pathname } = new URL(route.request().url());
    const html = pages[pathname];
    if (html !== undefined) return route.fulfill({ contentType: 'text/html', body: html });
    const file = path.join(consumer, decodeURIComponent(pathname));
    if (!file.startsWith(consumer)) return route.fulfill({ status: 404 });
    return route.fulfill({
      path: file,
      contentType: file.endsWith('.js') ? 'text/javascript' : undefined,
    });
  });
}

const deviceRows = (page: Page) => page.locator('fleet-device-table tbody tr[data-row-index]');

async function showsDevices(page: Page, token: string) {
  await page.waitForFunction(() => customElements.get('fleet-device-table') !== undefined);
  await page.evaluate((value) => {
    document.querySelector('fleet-device-table')!.token = value;
  }, token);
  await expect(deviceRows(page)).toHaveCount(10, { timeout: 30_000 });
  await expect(page.locator('fleet-device-table [part~="pagination"]')).toContainText(/of \d+/);
}

test('the package ships its README, licence, typings and every file its exports name', () => {
  const manifest = JSON.parse(readFileSync(installed('package.json'), 'utf8')) as {
    exports: Record<string, unknown>;
    license: string;
  };
  expect(manifest.license).toBe('Apache-2.0');
  expect(readFileSync(installed('LICENSE'), 'utf8')).toContain('Apache License');
  expect(readFileSync(installed('README.md'), 'utf8')).toContain('npm install @fleet/elements');
  expect(JSON.stringify(manifest.exports)).not.toContain('fleet-source');
  const files = exportedFiles(manifest.exports).map((target) =>
    target.replace('*', 'device-table'),
  );
  expect(files.length).toBeGreaterThan(8);
  expect(files.filter((file) => !existsIn(installed(file)))).toEqual([]);
});

/** Every file an `exports` map names (its values, conditions flattened). */
function exportedFiles(exports: unknown): string[] {
  if (typeof exports === 'string') return [exports];
  if (typeof exports !== 'object' || exports === null) return [];
  return Object.values(exports).flatMap(exportedFiles);
}

const existsIn = (file: string) => {
  try {
    readFileSync(file);
    return true;
  } catch {
    return false;
  }
};

test('the installed standalone script, in a <script> tag with its integrity hash, shows devices', async ({
  page,
  request,
}) => {
  const { 'fleet-elements.standalone.js': integrity } = JSON.parse(
    readFileSync(installed('dist', 'integrity.json'), 'utf8'),
  ) as Record<string, string>;
  expect(integrity).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
  await servePartner(page, {
    '/': `<!doctype html><title>Portal</title>
      <script src="/node_modules/@fleet/elements/dist/fleet-elements.standalone.js"
        integrity="${integrity}" crossorigin="anonymous"></script>
      <fleet-device-table base-url="${sandboxOrigin}"></fleet-device-table>`,
  });
  await page.goto(`${PARTNER}/`);
  await showsDevices(page, await partnerToken(request));
});

test('the installed ESM build, bundled by the partner, shows devices', async ({
  page,
  request,
}) => {
  const bundled = await build({
    stdin: {
      contents: "import '@fleet/elements/define/device-table';",
      resolveDir: consumer,
      loader: 'ts',
    },
    bundle: true,
    platform: 'browser',
    format: 'esm',
    define: { 'process.env.NODE_ENV': '"production"' },
    outfile: path.join(consumer, 'app.js'),
    logLevel: 'silent',
  });
  expect(bundled.errors).toEqual([]);
  await servePartner(page, {
    '/': `<!doctype html><title>Portal</title>
      <script type="module" src="/app.js"></script>
      <fleet-device-table base-url="${sandboxOrigin}"></fleet-device-table>`,
  });
  await page.goto(`${PARTNER}/`);
  await showsDevices(page, await partnerToken(request));
});

test("the installed typings compile a partner's plain TS, React and Vue files under strict tsc", () => {
  for (const file of ['plain.ts', 'react.tsx', 'vue.ts'])
    copyFileSync(path.join(typingsDir, file), path.join(consumer, file));
  writeFileSync(
    path.join(consumer, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        lib: ['ES2023', 'DOM', 'DOM.Iterable'],
        module: 'ESNext',
        moduleResolution: 'Bundler',
        jsx: 'react-jsx',
        strict: true,
        noEmit: true,
        skipLibCheck: true,
        types: [],
      },
      include: ['plain.ts', 'react.tsx', 'vue.ts'],
    }),
  );
  const tsc = path.join(packagesDir, 'elements', 'node_modules', 'typescript', 'bin', 'tsc');
  const compile = () =>
    spawnSync('node', [tsc, '-p', consumer], { cwd: consumer, encoding: 'utf8' });
  const clean = compile();
  expect(clean.stdout).toBe('');
  expect(clean.status).toBe(0);
  // And a mistake fails: the typings are really read.
  writeFileSync(
    path.join(consumer, 'plain.ts'),
    "import type {} from '@fleet/elements/types';\ndocument.querySelector('fleet-device-table')!.pageSize = 'ten';\n",
  );
  const mistaken = compile();
  expect(mistaken.status).not.toBe(0);
  expect(mistaken.stdout).toContain("Type 'string' is not assignable to type 'number'");
});
