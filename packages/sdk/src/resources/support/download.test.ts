import { afterEach, describe, expect, it } from 'vitest';
import { createFleetClient } from '../../api/client';
import { startLocalServer, type LocalServer } from '../../api/testing/local-server';
import type { TestPaths } from '../../api/testing/test-paths';
import { downloadBlob, filenameFrom } from './download';

describe('SPEC §7 credentials.zip download', () => {
  let server: LocalServer | undefined;
  afterEach(() => server?.close());

  it('gives the file as a Blob with the suggested name', async () => {
    const zip = Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]);
    server = await startLocalServer((_request, response) => {
      response.writeHead(200, {
        'Content-Type': 'application/zip',
        'Content-Disposition': 'attachment; filename="credentials.zip"',
      });
      response.end(zip);
    });
    const client = createFleetClient<TestPaths>({ baseUrl: server.url, getToken: (k) => k });

    const file = await downloadBlob(
      client.api.GET('/api/accounts/users/{userId}/keys/credentials.zip', {
        params: { path: { userId: 'u1' } },
        parseAs: 'blob',
      }),
    );

    expect(file.filename).toBe('credentials.zip');
    expect(file.blob).toBeInstanceOf(Blob);
    expect(Buffer.from(await file.blob.arrayBuffer())).toEqual(zip);
    expect(server.received[0]?.headers.authorization).toBe('Bearer host');
  });

  it('fails with FleetApiError like any call', async () => {
    server = await startLocalServer((_request, response) => {
      response.writeHead(403, { 'Content-Type': 'application/json' });
      response.end('{"code":"forbidden","msg":"Not allowed to download credentials"}');
    });
    const client = createFleetClient<TestPaths>({ baseUrl: server.url, getToken: () => 't' });
    await expect(
      downloadBlob(
        client.api.GET('/api/accounts/users/{userId}/keys/credentials.zip', {
          params: { path: { userId: 'u1' } },
          parseAs: 'blob',
        }),
      ),
    ).rejects.toMatchObject({ status: 403, message: 'Not allowed to download credentials' });
  });
});

describe('filenameFrom', () => {
  it.each([
    ['attachment; filename="credentials.zip"', 'credentials.zip'],
    ['attachment; filename=credentials.zip', 'credentials.zip'],
    ['attachment; filename="x.zip"; filename*=UTF-8\'\'cl%C3%A9s.zip', 'clés.zip'],
    ['attachment', undefined],
    [null, undefined],
  ])('%j → %j', (header, name) => {
    expect(filenameFrom(header)).toBe(name);
  });
});
