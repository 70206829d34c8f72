import { afterEach, describe, expect, it, vi } from 'vitest';
import { FleetApiError } from '../../errors';
import {
  sendJson,
  startLocalServer,
  unreachableUrl,
  type LocalServer,
} from '../../api/testing/local-server';
import { uploadWithProgress, type UploadProgress } from './upload';

const MiB = 1024 * 1024;

describe('SPEC §7 package upload with progress (Node: fetch with a counted stream)', () => {
  let server: LocalServer | undefined;
  afterEach(() => server?.close());

  it('sends the whole file and reports rising progress up to 100 %', async () => {
    server = await startLocalServer((request, response) =>
      sendJson(response, 200, {
        received: Buffer.byteLength(request.body, 'latin1'),
        contentType: request.headers['content-type'],
        authorization: request.headers.authorization,
      }),
    );
    const file = new Blob([new Uint8Array(2 * MiB).fill(97)]);
    const events: UploadProgress[] = [];

    const answer = await uploadWithProgress(`${server.url}/api/v2beta/packages?name=os`, file, {
      headers: { Authorization: 'Bearer t', 'Content-Type': 'application/octet-stream' },
      onProgress: (p) => events.push(p),
    });

    expect(answer).toEqual({
      received: 2 * MiB,
      contentType: 'application/octet-stream',
      authorization: 'Bearer t',
    });
    expect(events.length).toBeGreaterThan(2);
    expect(events.at(-1)).toEqual({ loaded: 2 * MiB, total: 2 * MiB, percentCompleted: 100 });
    for (let i = 1; i < events.length; i++) {
      expect(events[i]!.loaded).toBeGreaterThan(events[i - 1]!.loaded);
    }
    expect(events.slice(0, -1).every((p) => p.percentCompleted < 100)).toBe(true);
  });

  it('sends bytes held in memory (a Uint8Array view)', async () => {
    server = await startLocalServer((request, response) =>
      sendJson(response, 200, { body: request.body }),
    );
    const bytes = new TextEncoder().encode('xxhello worldxx').subarray(2, 13);
    await expect(uploadWithProgress(`${server.url}/upload`, bytes)).resolves.toEqual({
      body: 'hello world',
    });
  });

  it('aborts mid-upload: rejects with the AbortError and stops sending', async () => {
    const handler = vi.fn((_request: unknown, response: { end(): void }) => response.end());
    server = await startLocalServer(handler);
    const controller = new AbortController();
    const events: UploadProgress[] = [];
    const total = 32 * MiB;

    const error = await uploadWithProgress(`${server.url}/upload`, new Uint8Array(total), {
      signal: controller.signal,
      onProgress: (p) => {
        events.push(p);
        if (events.length === 1) controller.abort();
      },
    }).catch((e: unknown) => e);

    expect((error as Error).name).toBe('AbortError');
    expect(error).not.toBeInstanceOf(FleetApiError);
    expect(events.at(-1)!.loaded).toBeLessThan(total);
    expect(handler).not.toHaveBeenCalled();
  });

  it('rejects at once when the signal was already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      uploadWithProgress('http://127.0.0.1:9/upload', new Uint8Array(1), {
        signal: controller.signal,
      }),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('turns a refused upload into a FleetApiError with the server body', async () => {
    server = await startLocalServer((_request, response) =>
      sendJson(response, 413, { code: 'payload_too_large', msg: 'The file is too large' }),
    );
    const error = await uploadWithProgress(
      `${server.url}/api/v2beta/packages`,
      new Blob(['x']),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FleetApiError);
    expect(error).toMatchObject({
      status: 413,
      code: 'payload_too_large',
      message: 'The file is too large',
      method: 'POST',
      url: `${server.url}/api/v2beta/packages`,
    });
  });

  it('turns a network failure into a FleetApiError with status 0', async () => {
    const url = `${await unreachableUrl()}/api/v2beta/packages`;
    await expect(uploadWithProgress(url, new Blob(['x']))).rejects.toMatchObject({
      name: 'FleetApiError',
      status: 0,
    });
  });
});

describe('package upload in a browser (XMLHttpRequest)', () => {
  /** Just enough of XMLHttpRequest to see what the upload does with it. */
  class FakeXhr {
    static last: FakeXhr | undefined;
    method = '';
    url = '';
    headers: Record<string, string> = {};
    sent: unknown;
    status = 0;
    statusText = '';
    responseText = '';
    aborted = false;
    upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    constructor() {
      FakeXhr.last = this;
    }
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    send(body: unknown) {
      this.sent = body;
    }
    abort() {
      this.aborted = true;
      this.onabort?.();
    }
    progress(loaded: number, total: number) {
      this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
    }
    finish(status: number, body: string) {
      this.status = status;
      this.responseText = body;
      this.onload?.();
    }
  }

  afterEach(() => vi.unstubAllGlobals());

  it('uses the browser upload progress events and resolves with the answer', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const file = new Blob(['0123456789']);
    const events: UploadProgress[] = [];
    const upload = uploadWithProgress('/api/v2beta/packages', file, {
      headers: { Authorization: 'Bearer t' },
      onProgress: (p) => events.push(p),
    });
    const xhr = FakeXhr.last!;
    xhr.progress(5, 10);
    xhr.progress(10, 10);
    xhr.finish(200, '{"uri":"packages/os"}');

    await expect(upload).resolves.toEqual({ uri: 'packages/os' });
    expect(xhr).toMatchObject({ method: 'POST', url: '/api/v2beta/packages', sent: file });
    expect(xhr.headers).toEqual({ authorization: 'Bearer t' });
    expect(events.map((p) => p.percentCompleted)).toEqual([50, 100]);
  });

  it('aborts the XMLHttpRequest when the signal aborts', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const controller = new AbortController();
    const upload = uploadWithProgress('/api/v2beta/packages', new Blob(['x']), {
      signal: controller.signal,
    });
    controller.abort();
    await expect(upload).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeXhr.last!.aborted).toBe(true);
  });

  it('turns an error status into a FleetApiError', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const upload = uploadWithProgress('http://fleet.test/api/v2beta/packages', new Blob(['x']));
    FakeXhr.last!.finish(400, '{"code":"invalid_request","msg":"name is required"}');
    await expect(upload).rejects.toMatchObject({
      name: 'FleetApiError',
      status: 400,
      message: 'name is required',
    });
  });
});
