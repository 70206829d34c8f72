import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packPackage } from '../../../scripts/pack-package.mjs';

// What an integrator gets from the registry: the packed package (`pnpm pack` builds it first:
// prepack, unless the suite has just built it), installed with plain npm outside the workspace, imported by plain Node; and what a
// browser app gets from a bundler.
const sdkDir = resolve(import.meta.dirname, '..');
const installed = (consumer: string, ...path: string[]) =>
  join(consumer, 'node_modules', '@fleet', 'sdk', ...path);

/** Every file an `exports` map names, with its conditions flattened. */
function exportedFiles(exports: unknown): string[] {
  if (typeof exports === 'string') return [exports];
  if (typeof exports !== 'object' || exports === null) return [];
  return Object.values(exports).flatMap(exportedFiles);
}

describe('the published @fleet/sdk package', () => {
  let consumer: string;

  beforeAll(() => {
    consumer = mkdtempSync(join(tmpdir(), 'fleet-sdk-consumer-'));
    const tarball = basename(packPackage(sdkDir, consumer));
    writeFileSync(
      join(consumer, 'package.json'),
      JSON.stringify({ name: 'consumer', private: true, type: 'module' }),
    );
    execFileSync(
      'npm',
      ['install', '--no-audit', '--no-fund', '--loglevel=error', `./${tarball}`],
      {
        cwd: consumer,
        stdio: 'pipe',
      },
    );
  }, 300_000);

  afterAll(() => {
    if (consumer) rmSync(consumer, { recursive: true, force: true });
  });

  it('ships its README, its licence and every file its exports name, and no sources', () => {
    const manifest = JSON.parse(readFileSync(installed(consumer, 'package.json'), 'utf8')) as {
      exports: unknown;
      license: string;
    };
    expect(manifest.license).toBe('Apache-2.0');
    expect(readFileSync(installed(consumer, 'LICENSE'), 'utf8')).toContain('Apache License');
    expect(readFileSync(installed(consumer, 'README.md'), 'utf8')).toContain(
      'npm install @fleet/sdk',
    );
    const files = exportedFiles(manifest.exports);
    expect(files).toContain('./dist/index.js');
    expect(files.filter((file) => !existsSync(installed(consumer, file)))).toEqual([]);
    expect(JSON.stringify(manifest.exports)).not.toContain('fleet-source');
    expect(existsSync(installed(consumer, 'src'))).toBe(false);
  });

  it('imports in plain Node 20 from a script outside the workspace', () => {
    const script =
      "const sdk = await import('@fleet/sdk');" +
      "const domain = await import('@fleet/sdk/domain');" +
      'console.log(JSON.stringify({ sdk: Object.keys(sdk).sort(), domain: Object.keys(domain).length }));';
    const output = execFileSync('node', ['--input-type=module', '-e', script], {
      cwd: consumer,
      encoding: 'utf8',
    });
    const exported = JSON.parse(output) as { sdk: string[]; domain: number };
    expect(exported.sdk).toEqual(
      expect.arrayContaining(['createFleetClient', 'FleetApiError', 'cachedTokenSource']),
    );
    expect(exported.domain).toBeGreaterThan(10);
  });

  it('ships type declarations and no React dependency', () => {
    const manifest = JSON.parse(
      execFileSync('node', ['-p', "JSON.stringify(require('@fleet/sdk/package.json'))"], {
        cwd: consumer,
        encoding: 'utf8',
      }),
    ) as { dependencies?: Record<string, string>; peerDependencies?: Record<string, string> };
    const deps = Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies });
    // signals-core (no React) is fine; React, ReactDOM or the React signals adapter is not.
    expect(deps.filter((name) => /^(react|react-dom|@preact\/signals-react)$/.test(name))).toEqual(
      [],
    );
    expect(deps).toContain('@preact/signals-core');
    expect(existsSync(installed(consumer, 'dist', 'index.d.ts'))).toBe(true);
  });

  it('bundles for the browser without Node built-ins', async () => {
    const result = await build({
      stdin: { contents: "export * from '@fleet/sdk';", resolveDir: consumer, loader: 'ts' },
      bundle: true,
      platform: 'browser',
      format: 'esm',
      write: false,
      logLevel: 'silent',
    });
    expect(result.errors).toEqual([]);
    const code = result.outputFiles[0]!.text;
    expect(code).not.toMatch(/from ["']node:/);
    expect(code).not.toMatch(/require\(["'](fs|path|http|node:)/);
  });
});
