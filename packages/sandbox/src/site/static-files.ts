import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { compressedBody, isCompressible, negotiateCoding } from './compressed-files.js';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.yaml': 'application/yaml; charset=utf-8',
  '.yml': 'application/yaml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** The file a URL path names inside `root`, or undefined when it would leave `root`. */
export function fileInside(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const file = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  return file === root || file.startsWith(`${root}${path.sep}`) ? file : undefined;
}

/** The size of a regular file, or undefined when there is none. */
export async function fileSize(file: string): Promise<number | undefined> {
  const info = await stat(file).catch(() => undefined);
  return info?.isFile() ? info.size : undefined;
}

/**
 * Streams a file (headers only for HEAD), compressed when it is text and the browser accepts
 * brotli or gzip (compressed-files.ts). `Vary: Accept-Encoding` tells caches the body depends
 * on that header.
 */
export async function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  size: number,
  cacheControl: string,
): Promise<void> {
  const extension = path.extname(file).toLowerCase();
  const headers: Record<string, string | number> = {
    'Content-Type': CONTENT_TYPES[extension] ?? 'application/octet-stream',
    'Content-Length': size,
    'Cache-Control': cacheControl,
    'X-Content-Type-Options': 'nosniff',
  };
  const compressible = isCompressible(extension, size);
  if (compressible) headers.Vary = 'Accept-Encoding';
  const coding = compressible ? negotiateCoding(req.headers['accept-encoding']) : undefined;
  const body = coding === undefined ? undefined : await compressedBody(file, coding);
  if (body !== undefined) {
    headers['Content-Encoding'] = body.coding;
    headers['Content-Length'] = body.size;
  }
  res.writeHead(200, headers);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  if (body !== undefined && 'bytes' in body) {
    res.end(body.bytes);
    return;
  }
  createReadStream(body?.file ?? file)
    .on('error', () => res.destroy())
    .pipe(res);
}

export function sendText(
  res: ServerResponse,
  status: number,
  contentType: string,
  body: string,
): void {
  res.writeHead(status, {
    'Content-Type': contentType,
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-cache',
  });
  res.end(body);
}
