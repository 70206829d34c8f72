import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { UsageError, parseCommandLine } from '../src/cli.js';
import { DEFAULT_DATA_DIR, REPOSITORY_ROOT, resolveConfig } from '../src/config.js';

describe('the sandbox command line', () => {
  it('reads the options and the PORT and HOST variables', () => {
    expect(
      parseCommandLine(
        [
          '--devices',
          '100000',
          '--seed',
          '7',
          '--data',
          'tmp/x',
          '--reset',
          '--simulate-rate',
          '2.5',
          '--console',
          'build/console',
        ],
        {
          PORT: '9090',
          HOST: '0.0.0.0',
        },
      ),
    ).toEqual({
      devices: 100000,
      seed: 7,
      dataDir: 'tmp/x',
      reset: true,
      simulateRate: 2.5,
      consoleDir: 'build/console',
      port: 9090,
      host: '0.0.0.0',
    });
  });

  it('accepts the options after the `--` that `pnpm start --` passes through', () => {
    expect(parseCommandLine(['--', '--reset', '--devices', '5'], {})).toEqual({
      reset: true,
      devices: 5,
    });
  });

  it('defaults to 1000 devices on 127.0.0.1:8080 with data under the repository root', () => {
    const config = resolveConfig(parseCommandLine([], {}));
    expect(config).toMatchObject({ devices: 1000, port: 8080, host: '127.0.0.1', reset: false });
    expect(config.dataDir).toBe(DEFAULT_DATA_DIR);
    expect(DEFAULT_DATA_DIR).toBe(path.join(REPOSITORY_ROOT, '.data', 'sandbox'));
  });

  it('keeps the data in PostgreSQL when --database or DATABASE_URL names a database', () => {
    const url = 'postgres://fleet:secret@db.internal:5432/fleet';
    expect(parseCommandLine(['--database', url], {})).toEqual({ databaseUrl: url });
    expect(parseCommandLine([], { DATABASE_URL: url })).toEqual({ databaseUrl: url });
    expect(
      parseCommandLine(['--database', 'postgresql://localhost/other'], { DATABASE_URL: url }),
    ).toEqual({ databaseUrl: 'postgresql://localhost/other' });
    expect(resolveConfig(parseCommandLine([], {})).databaseUrl).toBeUndefined();
    expect(() => parseCommandLine(['--database', 'mysql://localhost/fleet'], {})).toThrow(
      /--database must be a postgres:\/\/ URL/,
    );
    expect(() => parseCommandLine(['--database', 'fleet.db'], {})).toThrow(UsageError);
  });

  it('runs --workers N processes on a PostgreSQL database, and says so when none is named', () => {
    const url = 'postgres://fleet@db.internal/fleet';
    expect(parseCommandLine(['--workers', '4', '--database', url], {})).toEqual({
      workers: 4,
      databaseUrl: url,
    });
    expect(parseCommandLine(['--workers', '2'], { DATABASE_URL: url })).toEqual({
      workers: 2,
      databaseUrl: url,
    });
    expect(() => parseCommandLine(['--workers', '2'], {})).toThrow(
      /--workers needs --database postgres:\/\/… \(or DATABASE_URL\)/,
    );
    expect(() => parseCommandLine(['--workers', '0', '--database', url], {})).toThrow(
      /--workers must be an integer from 1 to 64/,
    );
  });

  it('refuses unknown options and bad numbers with a readable message', () => {
    expect(() => parseCommandLine(['--colour'], {})).toThrow(UsageError);
    expect(() => parseCommandLine(['--devices', 'many'], {})).toThrow(
      /--devices must be an integer/,
    );
    expect(() => parseCommandLine([], { PORT: '70000' })).toThrow(/PORT/);
  });

  it("reads who may frame the pages from --frame-ancestors or FRAME_ANCESTORS, 'none' by default", () => {
    expect(resolveConfig(parseCommandLine([], {})).frameAncestors).toEqual(["'none'"]);
    expect(
      parseCommandLine(['--frame-ancestors', "'self' https://portal.example.com"], {
        FRAME_ANCESTORS: 'https://other.example.com',
      }).frameAncestors,
    ).toEqual(["'self'", 'https://portal.example.com']);
    expect(
      parseCommandLine([], { FRAME_ANCESTORS: 'https://*.example.com:8443' }).frameAncestors,
    ).toEqual(['https://*.example.com:8443']);
  });

  it('refuses frame ancestors that are not sources, so no text can add a directive', () => {
    for (const bad of [
      "https://a.example.com; script-src 'unsafe-inline'",
      'https://a.example.com,https://b.example.com',
      "'unsafe-inline'",
      "'none' https://a.example.com",
      ' ',
    ])
      expect(() => parseCommandLine(['--frame-ancestors', bad], {}), bad).toThrow(
        /--frame-ancestors: /,
      );
  });
});
