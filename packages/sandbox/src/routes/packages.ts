import { Readable } from 'node:stream';
import type { components } from '@fleet/sdk';
import { MY_PACKAGES_SOURCE } from '@fleet/sdk/domain';
import { Hono, type Context } from 'hono';
import { validator } from 'hono/validator';
import { requireRight } from '../auth/middleware.js';
import type { SandboxContext } from '../context.js';
import type { ApiEnv } from '../http/env.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import type { PackageMetadataEdit, StoredPackage } from '../store/packages.js';
import { attachment, packageBody, packageNameBody } from './package-bodies.js';
import { packageNameQueryOf, packageVersionQueryOf } from './package-queries.js';
import { discardUnusedFile, uploadPackage } from './package-upload.js';
import { requireObject } from './request-body.js';

type Schemas = components['schemas'];

const repositoryOf = (c: Context<ApiEnv>): string => c.var.principal.repository.id;

const noSuchPackage = (packageId: string) => notFound(`No package ${packageId}.`);

/** Where the CVE figures of a package would be published; the public API's path says fake. */
const CVE_METRICS_BASE = 'https://cve-metrics.example.com/packages/';

/** openapi PackageEdit: hardware ids, uri, comment and free metadata; null clears. */
function parseMetadataEdit(body: unknown): PackageMetadataEdit {
  const fields = requireObject(body);
  const edit: PackageMetadataEdit = {};
  const { hardwareIds, uri, comment } = fields;
  if (hardwareIds !== undefined) {
    if (
      hardwareIds !== null &&
      !(Array.isArray(hardwareIds) && hardwareIds.every((id) => typeof id === 'string' && id))
    )
      throw badRequest('hardwareIds must be a list of hardware ids');
    edit.hardwareIds = hardwareIds as string[] | null;
  }
  if (uri !== undefined) {
    if (uri !== null && (typeof uri !== 'string' || URL.parse(uri) === null))
      throw badRequest('uri must be an absolute address');
    edit.uri = uri as string | null;
  }
  if (comment !== undefined) {
    if (comment !== null && typeof comment !== 'string') throw badRequest('comment must be text');
    edit.comment = comment as string | null;
  }
  if (fields.proprietaryMeta !== undefined) edit.proprietaryMeta = fields.proprietaryMeta;
  return edit;
}

/**
 * A package source's versions are its signed metadata: the repository cannot change them,
 * only the source (by publishing new metadata) can.
 */
function requireOwnPackage(pkg: StoredPackage, refuse: (msg: string) => Error): void {
  if (pkg.packageSource !== MY_PACKAGES_SOURCE)
    throw refuse(
      `Package ${pkg.packageId} comes from the package source ${pkg.packageSource}; its metadata is signed by that source and cannot be changed here.`,
    );
}

/** SPEC §7 Packages, under /api/v2beta: versions, names, upload, edit, delete, download. */
export function packageRoutes(context: SandboxContext) {
  const { stores } = context;

  // PATCH and PUT differ only in how fields left out are read: kept, or cleared.
  const edit = (mode: 'merge' | 'replace') =>
    [
      requireRight('packages', 'update'),
      validator('json', (body) => parseMetadataEdit(body)),
      async (
        c: Context<ApiEnv, '/packages/:packageId', { out: { json: PackageMetadataEdit } }>,
      ) => {
        const packageId = c.req.param('packageId');
        const current = await stores.packages.findById(repositoryOf(c), packageId);
        if (!current) throw noSuchPackage(packageId);
        requireOwnPackage(current, badRequest);
        const changed = await stores.packages.editMetadata(
          repositoryOf(c),
          packageId,
          c.req.valid('json'),
          mode,
        );
        if (!changed) throw noSuchPackage(packageId);
        return c.json(packageBody(changed));
      },
    ] as const;

  return new Hono<ApiEnv>()
    .get('/packages', requireRight('packages', 'read'), async (c) => {
      const query = packageVersionQueryOf(c.req);
      const { total, values } = await stores.packages.list(repositoryOf(c), query);
      const page: Schemas['PackagePage'] = {
        total,
        offset: query.offset,
        limit: query.limit,
        values: values.map(packageBody),
      };
      return c.json(page);
    })
    .post('/packages', requireRight('packages', 'upload'), (c) => uploadPackage(c, context))
    .get('/packages-grouped', requireRight('packages', 'read'), async (c) => {
      const query = packageNameQueryOf(c.req);
      const { total, values } = await stores.packages.listNames(repositoryOf(c), query);
      const page: Schemas['PackageNameEntryPage'] = {
        total,
        offset: query.offset,
        limit: query.limit,
        values: values.map(packageNameBody),
      };
      return c.json(page);
    })
    .get(
      '/packages/fake-cve-metric-url/:packageId',
      requireRight('packages', 'read'),
      async (c) => {
        const packageId = c.req.param('packageId');
        if (!(await stores.packages.findById(repositoryOf(c), packageId)))
          throw noSuchPackage(packageId);
        const body: Schemas['PackageCveMetricUrl'] = {
          url: `${CVE_METRICS_BASE}${encodeURIComponent(packageId)}`,
        };
        return c.json(body);
      },
    )
    .get('/packages/:packageId/versions/:version', requireRight('packages', 'read'), async (c) => {
      // The public API names this segment packageId, but it holds the package name.
      const name = c.req.param('packageId');
      const version = c.req.param('version');
      const pkg = await stores.packages.findByVersion(repositoryOf(c), name, version);
      if (!pkg) throw notFound(`No package ${name} version ${version}.`);
      return c.json(packageBody(pkg));
    })
    .patch('/packages/:packageId', ...edit('merge'))
    .put('/packages/:packageId', ...edit('replace'))
    .delete('/packages/:packageId', requireRight('packages', 'delete'), async (c) => {
      const packageId = c.req.param('packageId');
      const repositoryId = repositoryOf(c);
      const current = await stores.packages.findById(repositoryId, packageId);
      if (!current) throw noSuchPackage(packageId);
      requireOwnPackage(current, conflict);
      const lockboxes = await stores.lockboxes.holding(repositoryId, packageId, new Date());
      if (lockboxes.length > 0)
        throw conflict(
          `Package ${packageId} is in use by the lockbox(es) ${lockboxes.join(', ')}.`,
          'Remove it from those lockboxes, or let them expire, first.',
        );
      const removed = await stores.packages.remove(repositoryId, packageId);
      if (removed) await discardUnusedFile(stores, removed.sha256);
      return c.body(null, 204);
    })
    .get('/packages-blob/:packageId', requireRight('packages', 'readContent'), async (c) => {
      const packageId = c.req.param('packageId');
      const pkg = await stores.packages.findById(repositoryOf(c), packageId);
      if (!pkg) throw noSuchPackage(packageId);
      const file = await stores.packageBlobs.open(pkg.sha256);
      if (!file) throw notFound(`The file of package ${packageId} is not stored.`);
      return new Response(Readable.toWeb(file.stream) as ReadableStream<Uint8Array>, {
        headers: {
          'Content-Type': 'application/octet-stream',
          'Content-Length': String(file.size),
          'Content-Disposition': attachment(pkg.filename),
          ETag: `"${pkg.sha256}"`,
        },
      });
    });
}
