import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../src/sandbox.js';
import { tokensFor } from './helpers/oidc.js';
import { api, removeDir, startTestSandbox } from './helpers/sandbox.js';

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startTestSandbox();
});

afterAll(async () => {
  await sandbox.close();
  removeDir(sandbox.config.dataDir);
});

describe('CORS of the API: any page may call it with a bearer token', () => {
  it('lets any origin read answers and errors, with the headers the console reads', async () => {
    const { access_token: token } = await tokensFor(sandbox.url, 'dev@example.com');
    const answers = [
      await api(sandbox, '/api/v2beta/fleets?limit=1', { token }),
      await api(sandbox, '/api/v2beta/fleets?limit=1'),
      await api(sandbox, '/api/v2beta/no-such-call', { token }),
    ];
    expect(answers.map(({ status }) => status)).toEqual([200, 401, 404]);
    for (const { headers } of answers) {
      expect(headers.get('access-control-allow-origin')).toBe('*');
      expect(headers.get('access-control-expose-headers')).toBe(
        'Retry-After,Last-Modified,Content-Disposition',
      );
    }
  });

  it('answers a preflight with the methods and headers a page may send', async () => {
    const response = await fetch(`${sandbox.url}/api/v2beta/devices`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://portal.example.com',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    expect(response.headers.get('access-control-allow-headers')).toBe(
      'Authorization,Content-Type,force,X-Force',
    );
    expect(response.headers.get('access-control-max-age')).toBe('600');
  });
});
