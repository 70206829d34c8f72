// What a page load costs on the wire, as the sandbox serves it: each response's bytes as
// received (compressed, headers included), whether a text file came compressed, and whether a
// hashed file (Vite's `/assets/`) may be kept for a year without asking again.

/** Text files below this many bytes go as they are: compressing them saves less than it costs. */
const COMPRESSED_FROM_BYTES = 1024;
/** The least `max-age` a hashed file's caching must allow: a year. */
const YEAR_SECONDS = 31_536_000;
const CODE_TYPES = new Set(['document', 'script', 'stylesheet', 'font']);
const TEXT_TYPES = new Set(['document', 'script', 'stylesheet']);

/**
 * Starts recording the responses `page` receives from `origin`; `done()` waits for every
 * recorded response's sizes and answers them.
 */
export function recordResponses(page, origin) {
  const pending = [];
  const listener = (request) => {
    if (!request.url().startsWith(origin)) return;
    pending.push(
      (async () => {
        const response = await request.response();
        if (!response) return undefined;
        const [sizes, headers] = await Promise.all([request.sizes(), response.allHeaders()]);
        return {
          path: new URL(request.url()).pathname,
          type: request.resourceType(),
          bytes: sizes.responseBodySize + sizes.responseHeadersSize,
          bodyBytes: sizes.responseBodySize,
          encoding: headers['content-encoding'],
          cacheControl: headers['cache-control'] ?? '',
        };
      })(),
    );
  };
  page.on('requestfinished', listener);
  return {
    async done() {
      page.off('requestfinished', listener);
      return (await Promise.all(pending)).filter((response) => response !== undefined);
    },
  };
}

/** A `Cache-Control` that keeps a response for a year without revalidating it. */
export function cachedForAYear(cacheControl) {
  const directives = cacheControl
    .toLowerCase()
    .split(',')
    .map((part) => part.trim());
  const maxAge = directives.find((part) => part.startsWith('max-age='));
  return (
    directives.includes('immutable') &&
    maxAge !== undefined &&
    Number(maxAge.slice('max-age='.length)) >= YEAR_SECONDS
  );
}

/**
 * The load's figures: the code's bytes (page, scripts, style sheets, fonts) and the API's
 * beside them, the text files sent uncompressed, the hashed files sent without a year's
 * caching.
 */
export function overTheWire(responses) {
  const code = responses.filter((response) => CODE_TYPES.has(response.type));
  const data = responses.filter((response) => !CODE_TYPES.has(response.type));
  const sum = (list) => list.reduce((total, response) => total + response.bytes, 0);
  return {
    codeBytes: sum(code),
    codeFiles: code.length,
    dataBytes: sum(data),
    dataResponses: data.length,
    uncompressed: code
      .filter(
        (response) =>
          TEXT_TYPES.has(response.type) &&
          response.bodyBytes >= COMPRESSED_FROM_BYTES &&
          response.encoding !== 'br' &&
          response.encoding !== 'gzip',
      )
      .map((response) => response.path),
    hashed: code.filter((response) => response.path.startsWith('/assets/')).length,
    notCached: code
      .filter(
        (response) =>
          response.path.startsWith('/assets/') && !cachedForAYear(response.cacheControl),
      )
      .map((response) => response.path),
  };
}
