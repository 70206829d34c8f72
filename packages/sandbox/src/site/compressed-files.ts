// Static files compressed for the browser that asks (Accept-Encoding): brotli, else gzip.
// A build may ship the compressed copies beside each file (`app.js.br`, `app.js.gz`, written
// by the console's build); any other text file is compressed at its first request and kept in
// memory, keyed by its modification time and size, so a rebuild is picked up.
import { readFile, stat } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';

export type ContentCoding = 'br' | 'gzip';

/** The codings a file is offered in, best first. */
const CODINGS: readonly ContentCoding[] = ['br', 'gzip'];

/** Text types that compress well; images and fonts are compressed already. */
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.svg',
  '.yaml',
  '.yml',
  '.txt',
  '.webmanifest',
]);

/** Below this many bytes, compression saves less than it costs. */
const MIN_SIZE = 1024;

/** Memory kept for files compressed at their first request. */
const CACHE_LIMIT_BYTES = 64 * 1024 * 1024;

export function isCompressible(extension: string, size: number): boolean {
  return size >= MIN_SIZE && COMPRESSIBLE.has(extension.toLowerCase());
}

/**
 * The coding to answer `accept-encoding` with: brotli when accepted at least as much as gzip,
 * else gzip; undefined when neither is (then the file goes as it is).
 */
export function negotiateCoding(acceptEncoding: string | undefined): ContentCoding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [token = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (token) weights.set(token, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (coding: ContentCoding) => weights.get(coding) ?? weights.get('*') ?? 0;
  let best: ContentCoding | undefined;
  for (const coding of CODINGS) {
    if (weightOf(coding) > 0 && (best === undefined || weightOf(coding) > weightOf(best))) {
      best = coding;
    }
  }
  return best;
}

const brotliOptions = (bytes: Buffer) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
    [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
  },
});
const GZIP_OPTIONS = { level: constants.Z_BEST_COMPRESSION };

const compressors: Record<ContentCoding, (bytes: Buffer) => Promise<Buffer>> = {
  br: (bytes) => promisify(brotliCompress)(bytes, brotliOptions(bytes)),
  gzip: (bytes) => promisify(gzip)(bytes, GZIP_OPTIONS),
};

/**
 * A text the server makes once and sends many times (the banners' file), in every coding, to
 * answer with the one the browser accepts; undefined below the size worth compressing.
 */
export function compressedText(
  text: string,
): Record<ContentCoding, Uint8Array<ArrayBuffer>> | undefined {
  const bytes = Buffer.from(text, 'utf8');
  if (bytes.length < MIN_SIZE) return undefined;
  // Copied once into memory of their own: a Buffer may share a pool's.
  return {
    br: new Uint8Array(brotliCompressSync(bytes, brotliOptions(bytes))),
    gzip: new Uint8Array(gzipSync(bytes, GZIP_OPTIONS)),
  };
}

const SUFFIX: Record<ContentCoding, string> = { br: '.br', gzip: '.gz' };

/** What to send for a file in a coding: a precompressed copy on disk, or bytes in memory. */
export type CompressedBody =
  | { coding: ContentCoding; file: string; size: number }
  | { coding: ContentCoding; bytes: Buffer; size: number };

const cache = new Map<string, Promise<Buffer>>();
let cachedBytes = 0;

function remember(key: string, compressing: Promise<Buffer>): void {
  cache.set(key, compressing);
  compressing.then(
    (bytes) => {
      cachedBytes += bytes.length;
      // Oldest first: a Map iterates in insertion order.
      for (const [oldKey, old] of cache) {
        if (cachedBytes <= CACHE_LIMIT_BYTES || oldKey === key) break;
        cache.delete(oldKey);
        void old.then((dropped) => (cachedBytes -= dropped.length));
      }
    },
    () => cache.delete(key),
  );
}

/** The file compressed in `coding`: its precompressed copy when current, else from the cache. */
export async function compressedBody(
  file: string,
  coding: ContentCoding,
): Promise<CompressedBody | undefined> {
  const original = await stat(file).catch(() => undefined);
  if (!original?.isFile()) return undefined;
  const copy = `${file}${SUFFIX[coding]}`;
  const precompressed = await stat(copy).catch(() => undefined);
  if (precompressed?.isFile() && precompressed.mtimeMs >= original.mtimeMs) {
    return { coding, file: copy, size: precompressed.size };
  }
  const key = `${coding}\0${file}\0${original.mtimeMs}\0${original.size}`;
  let compressing = cache.get(key);
  if (compressing === undefined) {
    compressing = readFile(file).then(compressors[coding]);
    remember(key, compressing);
  }
  const bytes = await compressing;
  return { coding, bytes, size: bytes.length };
}
