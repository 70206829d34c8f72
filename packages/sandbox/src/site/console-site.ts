import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { escapeHtml } from '../http/html.js';
import { serveElementsScript } from './elements-scripts.js';
import { fileInside, fileSize, sendFile, sendText } from './static-files.js';

export interface ConsoleSiteOptions {
  /** The console's production build (packages/console/dist). */
  consoleDir: string;
  /** The API description folder, served at /openapi/. */
  openapiDir: string;
  /** The widgets' build (packages/elements/dist): its standalone script at /elements/v1/. */
  elementsDir: string;
}

const OPENAPI_PREFIX = '/openapi/';

/** The not-built page's CSS, inline: the sandbox's policy allows exactly it, by hash. */
export const NOT_BUILT_PAGE_STYLE =
  ':root{color-scheme:light dark;font-family:system-ui,sans-serif}body{max-width:44rem;margin:3rem auto;padding:0 1rem;line-height:1.5}code{font-size:.95em}';

/** Shown at every console address until the console has been built. */
export function renderNotBuiltPage(consoleDir: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Fleet Console sandbox</title>
<style>${NOT_BUILT_PAGE_STYLE}</style>
</head>
<body>
<main>
<h1>The console is not built yet</h1>
<p>The sandbox is running: the API, the identity provider and the live channel answer on this origin.
The console appears here once its production build exists in <code>${escapeHtml(consoleDir)}</code>.</p>
<p>Build it with <code>pnpm --filter @fleet/console build</code>, then reload this page.</p>
<ul>
<li><a href="/openapi/openapi.yaml">The API description (OpenAPI)</a></li>
<li><a href="/idp/.well-known/openid-configuration">The identity provider's configuration</a></li>
<li>The docs: <code>docs/</code> and <code>README.md</code> in the repository</li>
</ul>
</main>
</body>
</html>
`;
}

/**
 * Serves the console's production build at `/` with a history fallback (any unknown path
 * gets index.html so client-side routes load), the API description at `/openapi/` and the
 * widgets' standalone script at `/elements/v1/`.
 */
export function createConsoleSite({ consoleDir, openapiDir, elementsDir }: ConsoleSiteOptions) {
  const root = path.resolve(consoleDir);
  const openapiRoot = path.resolve(openapiDir);

  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      return sendText(res, 405, 'text/plain; charset=utf-8', 'Method not allowed\n');
    }
    const { pathname } = new URL(req.url ?? '/', 'http://sandbox');
    if (await serveElementsScript(req, res, pathname, elementsDir)) return;

    if (pathname.startsWith(OPENAPI_PREFIX)) {
      const file = fileInside(openapiRoot, pathname.slice(OPENAPI_PREFIX.length));
      const size = file === undefined ? undefined : await fileSize(file);
      if (!file || size === undefined)
        return sendText(res, 404, 'text/plain; charset=utf-8', 'Not found\n');
      return sendFile(req, res, file, size, 'no-cache');
    }

    // Checked on every request, so a build made while the sandbox runs is picked up.
    if (!(await stat(root).catch(() => undefined))?.isDirectory()) {
      return sendText(res, 200, 'text/html; charset=utf-8', renderNotBuiltPage(root));
    }

    const file = fileInside(root, pathname);
    const size = file === undefined ? undefined : await fileSize(file);
    if (file && size !== undefined) {
      // Vite's hashed assets never change; everything else is revalidated.
      const cache = pathname.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'no-cache';
      return sendFile(req, res, file, size, cache);
    }
    // A missing asset is a real 404; any other path is a client-side route.
    if (path.extname(pathname) !== '' && pathname.startsWith('/assets/')) {
      return sendText(res, 404, 'text/plain; charset=utf-8', 'Not found\n');
    }
    const index = path.join(root, 'index.html');
    const indexSize = await fileSize(index);
    if (indexSize === undefined)
      return sendText(res, 200, 'text/html; charset=utf-8', renderNotBuiltPage(root));
    return sendFile(req, res, index, indexSize, 'no-cache');
  };
}
