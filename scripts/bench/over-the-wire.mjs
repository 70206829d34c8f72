// What a page load costs on the wire, as the sandbox serves it: each response's bytes as
// received (compressed, headers included), whether a text file came compressed, and whether a
// hashed file (Vite's `/assets/`) may be kept for a year without asking again.

/** Text files below this many bytes go as they are: compressing them saves less than it costs. */
const COMPRESSED_FROM_BYTES = 1024;
/** The least `max-age` a hashed file's caching must allow: a year. */
const YEAR_SECONDS = 31_536_000;
/** The API's and the identity provider's answers; every other response is one of the site's files. */
const API_PATHS = /^\/(api|idp)\//;
/** Content types that compress well (images and fonts are compressed already). */
const TEXT_TYPES = /^(text\/|application\/(javascript|json|yaml|manifest\+json)|image\/svg\+xml)/;

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
          contentType: headers['content-type'] ?? '',
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
function cachedForAYear(cacheControl) {
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
 * The load's figures: the site's files' bytes (the page, scripts, style sheets, fonts, the
 * runtime configuration, the banners) and the API's answers beside them, the text files sent
 * uncompressed, the hashed files sent without a year's caching.
 */
export function overTheWire(responses) {
  const files = responses.filter((response) => !API_PATHS.test(response.path));
  const answers = responses.filter((response) => API_PATHS.test(response.path));
  const sum = (list) => list.reduce((total, response) => total + response.bytes, 0);
  const hashed = files.filter((response) => response.path.startsWith('/assets/'));
  return {
    fileBytes: sum(files),
    files: files.length,
    answerBytes: sum(answers),
    answers: answers.length,
    uncompressed: files
      .filter(
        (response) =>
          TEXT_TYPES.test(response.contentType) &&
          response.bodyBytes >= COMPRESSED_FROM_BYTES &&
          response.encoding !== 'br' &&
          response.encoding !== 'gzip',
      )
      .map((response) => response.path),
    hashed: hashed.length,
    notCached: hashed
      .filter((response) => !cachedForAYear(response.cacheControl))
      .map((response) => response.path),
  };
}
