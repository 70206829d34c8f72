/**
 * Text is decoded at most this many bytes at a time, and the items parsed in runs of about
 * that size. V8 keeps a string over 128 KiB apart (its large-object space: a memory mapping of
 * its own, freed by the next collection), which costs several times what decoding and parsing
 * the same text in smaller strings does; a page of 1,000 devices is about 470 KB.
 */
const PIECE_BYTES = 32 * 1024;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;

/** Where one object of a compact JSON array ends and the next begins. */
const BETWEEN_OBJECTS = '},{';
/** What may come between a key and its value. */
const KEY_TO_VALUE = /^\s*:\s*$/;

/** The index of the quote closing the string whose text starts at `from`, or -1. */
function closingQuote(text: string, from: number): number {
  for (let at = text.indexOf('"', from); at >= 0; at = text.indexOf('"', at + 1)) {
    let before = at - 1;
    while (text.charCodeAt(before) === BACKSLASH) before -= 1;
    // Escaped when an odd number of backslashes comes right before it.
    if ((at - 1 - before) % 2 === 0) return at;
  }
  return -1;
}

/**
 * The length of the envelope's text before the items of its top-level `values` array (up to
 * and with the `[`), or -1 when `text` does not reach them yet.
 */
function envelopeHeadLength(text: string): number {
  let depth = 0;
  let keyFrom = -1;
  let keyEnd = -1;
  for (let at = 0; at < text.length; at += 1) {
    const char = text.charCodeAt(at);
    if (char === QUOTE) {
      const close = closingQuote(text, at + 1);
      if (close < 0) return -1;
      if (depth === 1) [keyFrom, keyEnd] = [at, close];
      at = close;
    } else if (char === OPEN_BRACE || char === OPEN_BRACKET) {
      depth += 1;
      if (
        depth === 2 &&
        char === OPEN_BRACKET &&
        text.slice(keyFrom, keyEnd + 1) === '"values"' &&
        KEY_TO_VALUE.test(text.slice(keyEnd + 1, at))
      )
        return at + 1;
    } else if (char === CLOSE_BRACE || char === CLOSE_BRACKET) depth -= 1;
  }
  return -1;
}

/**
 * Reads a list page's JSON (`{ …, "values": [ … ] }`) from a response body, as `JSON.parse`
 * of the whole text gives it, without holding that text in one string: the body is decoded in
 * pieces, and the items parsed as they arrive, a run of whole items at a time.
 *
 * A run ends before the last `},{` received: JSON.parse of `[run]` succeeds only when that
 * is where one item ends and the next begins (cut inside a string or a nested value, the text
 * leaves a string or a bracket open), so a `},{` inside a name cannot split an item. Once a
 * run fails to parse, the rest is parsed at the end in one piece, which also reports a body
 * that is not JSON with the SyntaxError of `JSON.parse`. So does a page whose items are not
 * objects, or are written with spaces between them.
 */
export async function readListPage<Page extends { values: unknown[] }>(
  body: ReadableStream<Uint8Array> | null | undefined,
): Promise<Page> {
  // No body (openapi-fetch gives none for an empty answer) is JSON's empty text.
  if (!body) return JSON.parse('') as Page;
  const decoder = new TextDecoder();
  const values: unknown[] = [];
  // The envelope's text up to its items' `[`, once received.
  let head: string | undefined;
  // The text received after it (all of it before), not yet parsed.
  let text = '';
  let cutting = true;

  const take = (piece: string): void => {
    text += piece;
    if (head === undefined) {
      const length = envelopeHeadLength(text);
      if (length < 0) return;
      head = text.slice(0, length);
      text = text.slice(length);
    }
    const cut = cutting ? text.lastIndexOf(BETWEEN_OBJECTS) : -1;
    if (cut < 0) return;
    try {
      for (const item of JSON.parse(`[${text.slice(0, cut + 1)}]`) as unknown[]) values.push(item);
      text = text.slice(cut + 2);
    } catch {
      cutting = false;
    }
  };

  // A body that fails (the connection lost, the call aborted) rejects the read, and this.
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    for (let start = 0; start < value.length; start += PIECE_BYTES)
      take(decoder.decode(value.subarray(start, start + PIECE_BYTES), { stream: true }));
  }
  take(decoder.decode());
  if (head === undefined) return JSON.parse(text) as Page;
  // The last items, and the envelope around them.
  const page = JSON.parse(head + text) as Page;
  if (values.length > 0) page.values = values.concat(page.values);
  return page;
}
