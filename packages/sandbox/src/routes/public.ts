import { Hono } from 'hono';
import { stringify } from 'yaml';
import type { SandboxContext } from '../context.js';
import type { ApiEnv } from '../http/env.js';
import { demoBanners } from '../seed/banners.js';
import { SBOM_INDEX, sbomDocument } from '../seed/sboms.js';
import { compressedText, negotiateCoding } from '../site/compressed-files.js';

/**
 * Files anyone may read (SPEC §7 Static, and the unauthenticated package files): the banner
 * file, the SBOMs, and package sources' signed metadata with Last-Modified. HEAD answers as
 * GET without the body (Hono routes HEAD to GET), which the console's automatic refresh of
 * package sources reads. A missing file is an empty 404, as openapi/paths/public.yaml says.
 */
export function publicRoutes({ stores }: SandboxContext) {
  const banners = stringify(demoBanners(new Date()));
  // Made once, sent on every page load: compressed once too, like the console's files.
  const compressedBanners = compressedText(banners);

  return new Hono<ApiEnv>()
    .get('/banners.yaml', (c) => {
      const headers = {
        'Content-Type': 'application/yaml; charset=utf-8',
        'Cache-Control': 'no-cache',
        Vary: 'Accept-Encoding',
      };
      const coding = compressedBanners && negotiateCoding(c.req.header('accept-encoding'));
      if (!compressedBanners || coding === undefined) return c.body(banners, 200, headers);
      return c.body(compressedBanners[coding], 200, {
        ...headers,
        'Content-Encoding': coding,
      });
    })
    .get('/public/sbom/index.json', (c) => c.json(SBOM_INDEX))
    .get('/public/sbom/:sbomId', (c) => {
      const document = sbomDocument(c.req.param('sbomId'));
      return document ? c.json(document) : c.body(null, 404);
    })
    .get('/public/delegations/:delegationName/:file', async (c) => {
      const file = await stores.delegationSources.findFile(
        c.req.param('delegationName'),
        c.req.param('file'),
      );
      if (!file) return c.body(null, 404);
      return c.body(file.body, 200, {
        'Content-Type': 'application/json',
        'Last-Modified': new Date(file.lastModified).toUTCString(),
        'Cache-Control': 'no-cache',
      });
    });
}
