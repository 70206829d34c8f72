import {
  fleetApiErrorFromNetworkFailure,
  fleetApiErrorFromReply,
  isAbortError,
  parseResponseBody,
  type FailedRequest,
} from '../../errors';

/** A file's content: a Blob/File (browsers, `fs.openAsBlob` in Node) or bytes in memory. */
export type UploadBody = Blob | ArrayBuffer | ArrayBufferView;

export interface UploadProgress {
  /** Bytes sent so far. */
  loaded: number;
  /** Bytes to send in all. */
  total: number;
  /** 0–100, rounded down: 100 only once every byte is sent. */
  percentCompleted: number;
}

export interface UploadOptions {
  /** Default POST. */
  method?: string;
  /** Include `Authorization` (FleetClient.authorization) and the Content-Type. */
  headers?: HeadersInit;
  onProgress?: (progress: UploadProgress) => void;
  /** Aborts the upload; the call rejects with the signal's reason. */
  signal?: AbortSignal;
}

// Node reads the body this many bytes at a time; each read is one progress report.
const CHUNK_BYTES = 64 * 1024;

/**
 * SPEC §7 package upload: sends `body` to `url`, reporting progress, abortable. Uses
 * XMLHttpRequest where it exists (browsers report real upload progress only through it), else
 * fetch with a streamed body whose reads are counted (Node). Resolves to the server's answer
 * (parsed JSON, else text, else undefined); a failure is a FleetApiError.
 *
 * This is the one request outside the openapi-fetch client, so it has no 401 refresh and no
 * backoff: re-sending a large file is the caller's decision.
 */
export function uploadWithProgress(
  url: string,
  body: UploadBody,
  options: UploadOptions = {},
): Promise<unknown> {
  const request: FailedRequest = { method: options.method ?? 'POST', url };
  if (options.signal?.aborted) return Promise.reject(options.signal.reason);
  return typeof XMLHttpRequest === 'function'
    ? uploadWithXhr(request, body, options)
    : uploadWithFetch(request, body, options);
}

function progress(loaded: number, total: number): UploadProgress {
  const percentCompleted = total > 0 ? Math.floor((loaded * 100) / total) : 100;
  return { loaded, total, percentCompleted };
}

function uploadWithXhr(
  request: FailedRequest,
  body: UploadBody,
  { headers, onProgress, signal }: UploadOptions,
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, request.url);
    new Headers(headers).forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(progress(event.loaded, event.total));
    };
    const onAbort = (): void => xhr.abort();
    const settle = (): void => signal?.removeEventListener('abort', onAbort);
    xhr.onload = () => {
      settle();
      const reply = {
        status: xhr.status,
        statusText: xhr.statusText,
        body: parseResponseBody(xhr.responseText),
      };
      if (xhr.status >= 200 && xhr.status < 300) resolve(reply.body);
      else reject(fleetApiErrorFromReply(request, reply));
    };
    xhr.onerror = () => {
      settle();
      reject(fleetApiErrorFromNetworkFailure(request, new Error('network error')));
    };
    xhr.onabort = () => {
      settle();
      reject(signal?.reason ?? new DOMException('The upload was aborted.', 'AbortError'));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send(body as XMLHttpRequestBodyInit);
  });
}

async function uploadWithFetch(
  request: FailedRequest,
  body: UploadBody,
  { headers, onProgress, signal }: UploadOptions,
): Promise<unknown> {
  const total = body instanceof Blob ? body.size : body.byteLength;
  const sentHeaders = new Headers(headers);
  if (!sentHeaders.has('Content-Type')) sentHeaders.set('Content-Type', 'application/octet-stream');
  let lastReported = -1;
  const report = (loaded: number): void => {
    if (loaded === lastReported) return;
    lastReported = loaded;
    onProgress?.(progress(loaded, total));
  };

  // Node's fetch requires `duplex: 'half'` for a streamed body; the DOM typings lack it.
  const init: RequestInit & { duplex: 'half' } = {
    method: request.method,
    headers: sentHeaders,
    body: countedStream(body, total, report),
    duplex: 'half',
    signal: signal ?? null,
  };
  let response: Response;
  try {
    response = await fetch(request.url, init);
  } catch (error) {
    if (isAbortError(error) || signal?.aborted) throw signal?.reason ?? error;
    throw fleetApiErrorFromNetworkFailure(request, error);
  }
  const reply = {
    status: response.status,
    statusText: response.statusText,
    body: parseResponseBody(await response.text()),
  };
  if (!response.ok) throw fleetApiErrorFromReply(request, reply);
  report(total);
  return reply.body;
}

/** The body as a stream read chunk by chunk; every chunk handed to fetch is reported. */
function countedStream(
  body: UploadBody,
  total: number,
  report: (loaded: number) => void,
): ReadableStream<Uint8Array> {
  const bytes =
    body instanceof Blob
      ? undefined
      : body instanceof ArrayBuffer
        ? new Uint8Array(body)
        : new Uint8Array(body.buffer, body.byteOffset, body.byteLength);
  let offset = 0;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (offset >= total) {
          controller.close();
          return;
        }
        const end = Math.min(offset + CHUNK_BYTES, total);
        const chunk =
          body instanceof Blob
            ? new Uint8Array(await body.slice(offset, end).arrayBuffer())
            : (bytes as Uint8Array).subarray(offset, end);
        offset = end;
        controller.enqueue(chunk);
        report(offset);
      },
    },
    // Read only when fetch asks, so the count follows what is actually sent.
    { highWaterMark: 0 },
  );
}
