// The widgets' standalone scripts at stable addresses, for partner pages that use a <script>
// tag instead of npm: /elements/v1/fleet-elements.js (every element; v1: the elements' major
// version), /elements/v1/fleet-<element>.js (one element each), their source maps, and
// integrity.json with their Subresource Integrity hashes (written by the elements' build). Any origin may load them: a script with `integrity` is fetched with CORS.
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { fileSize, sendFile, sendText } from './static-files.js';

export const ELEMENTS_PREFIX = '/elements/v1/';

/**
 * The addresses under ELEMENTS_PREFIX → the files of the elements' build: the all-in-one
 * `fleet-elements.js` and one script per element, `fleet-<element>.js` (with their maps), from
 * `fleet-….standalone.js`.
 */
const SERVED_SCRIPT = /^(fleet-[a-z][a-z-]*)\.js(\.map)?$/;
const BUILT_SCRIPT = /^(fleet-[a-z][a-z-]*)\.standalone\.js$/;

function builtName(served: string): string | undefined {
  const match = SERVED_SCRIPT.exec(served);
  return match ? `${match[1]}.standalone.js${match[2] ?? ''}` : undefined;
}

const INTEGRITY = 'integrity.json';

const NOT_BUILT = 'The widgets are not built: pnpm --filter @fleet/elements build, then reload.\n';

/** Integrity hashes by served name, from the build's integrity.json (by built name). */
async function integrityByServedName(elementsDir: string): Promise<string | undefined> {
  const built = await readFile(path.join(elementsDir, INTEGRITY), 'utf8').catch(() => undefined);
  if (built === undefined) return undefined;
  const hashes = JSON.parse(built) as Record<string, string>;
  const served = Object.entries(hashes).flatMap(([file, hash]) => {
    const match = BUILT_SCRIPT.exec(file);
    return match ? [[`${match[1]}.js`, hash] as const] : [];
  });
  return `${JSON.stringify(Object.fromEntries(served), null, 2)}\n`;
}

/**
 * Answers a request under /elements/v1/ from `elementsDir` (packages/elements/dist); false for
 * any other path.
 */
export async function serveElementsScript(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  elementsDir: string,
): Promise<boolean> {
  if (!pathname.startsWith(ELEMENTS_PREFIX)) return false;
  const name = pathname.slice(ELEMENTS_PREFIX.length);
  // Cross-origin pages load these with crossorigin="anonymous" (needed for `integrity`).
  res.setHeader('Access-Control-Allow-Origin', '*');
  if (name === INTEGRITY) {
    const body = await integrityByServedName(elementsDir);
    if (body === undefined) sendText(res, 404, 'text/plain; charset=utf-8', NOT_BUILT);
    else sendText(res, 200, 'application/json; charset=utf-8', body);
    return true;
  }
  const built = builtName(name);
  const file = built === undefined ? undefined : path.join(elementsDir, built);
  const size = file === undefined ? undefined : await fileSize(file);
  if (file === undefined || size === undefined) {
    sendText(
      res,
      404,
      'text/plain; charset=utf-8',
      built === undefined ? 'Not found\n' : NOT_BUILT,
    );
    return true;
  }
  // A stable address whose content changes with each release: always revalidated.
  await sendFile(req, res, file, size, 'no-cache');
  return true;
}
