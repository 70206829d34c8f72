import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import {
  DEFAULT_TARGET_FORMAT,
  FleetValidationError,
  formatMessage,
  validatePackageUpload,
} from '@fleet/sdk/domain';
import type { Context } from 'hono';
import type { SandboxContext } from '../context.js';
import type { ApiEnv } from '../http/env.js';
import { ApiError, badRequest, conflict } from '../http/errors.js';
import { BlobTooLargeError } from '../store/package-blobs.js';
import type { Stores } from '../store/index.js';
import type { TargetFormat } from '../store/packages.js';
import { requireFileSafeName } from './file-names.js';
import { packageBody } from './package-bodies.js';
import { validatedBy } from './request-body.js';

/** The largest package file the sandbox accepts: 1 GiB (413 above it). */
export const PACKAGE_UPLOAD_LIMIT_BYTES = 1024 ** 3;

const TARGET_FORMATS: readonly TargetFormat[] = ['BINARY', 'OSTREE'];

const tooLarge = (): ApiError =>
  new ApiError(
    413,
    'payload_too_large',
    `The file is larger than the ${PACKAGE_UPLOAD_LIMIT_BYTES / 1024 ** 3} GiB the sandbox accepts.`,
  );

const duplicate = (name: string, version: string): ApiError =>
  conflict(`Package ${name} ${version} already exists.`);

/** The request body as a Node stream, read as it arrives (never buffered whole). */
function bodyStream(c: Context<ApiEnv>): Readable | undefined {
  // Under the Node server the raw request is at hand; elsewhere (app.request) the web stream.
  const incoming = (c.env as Partial<ApiEnv['Bindings']> | undefined)?.incoming;
  if (incoming) return incoming;
  const body = c.req.raw.body;
  return body ? Readable.fromWeb(body as unknown as NodeReadableStream) : undefined;
}

/** Deletes a stored file that no package version refers to any more. */
export async function discardUnusedFile(stores: Stores, sha256: string): Promise<void> {
  if (!(await stores.packages.isFileInUse(sha256))) await stores.packageBlobs.remove(sha256);
}

/** What the query says about the upload (SPEC §5 "Upload needs file, name, version and a hardwareIds array"). */
function uploadOf(c: Context<ApiEnv>) {
  const name = c.req.query('name') ?? '';
  const version = c.req.query('version') ?? '';
  const hardwareIds = c.req.queries('hardwareId') ?? [];
  const targetFormat = c.req.query('targetFormat') ?? DEFAULT_TARGET_FORMAT;
  validatedBy(() => {
    // The file is the body; it is checked as it streams in.
    validatePackageUpload({ file: 'body', name, version, hardwareIds });
    if (hardwareIds.length === 0 || hardwareIds.some((id) => id.trim() === ''))
      throw new FleetValidationError('validation.fieldRequired', { field: 'hardwareId' });
    if (!(TARGET_FORMATS as readonly string[]).includes(targetFormat))
      throw new FleetValidationError('validation.notOneOf', {
        field: 'targetFormat',
        allowed: TARGET_FORMATS.join(', '),
      });
  });
  requireFileSafeName(name, 'name');
  requireFileSafeName(version, 'version');
  return { name, version, hardwareIds, targetFormat: targetFormat as TargetFormat };
}

/**
 * POST /packages: the body is the file, streamed into the data folder while its SHA-256 and
 * size are computed; the version is stored once the whole file is there, and announced on
 * the live channel (TufTargetAdded).
 */
export async function uploadPackage(
  c: Context<ApiEnv>,
  { stores, live }: Pick<SandboxContext, 'stores' | 'live'>,
): Promise<Response> {
  const upload = uploadOf(c);
  const repositoryId = c.var.principal.repository.id;
  const declared = Number(c.req.header('content-length') ?? Number.NaN);
  if (declared > PACKAGE_UPLOAD_LIMIT_BYTES) throw tooLarge();
  // Refused before a byte is stored; checked again when the version is added.
  if (await stores.packages.findByVersion(repositoryId, upload.name, upload.version))
    throw duplicate(upload.name, upload.version);
  const source = bodyStream(c);
  if (!source) throw badRequest(formatMessage('validation.fieldRequired', { field: 'file' }));

  let file;
  try {
    file = await stores.packageBlobs.receive(source, PACKAGE_UPLOAD_LIMIT_BYTES);
  } catch (error) {
    if (error instanceof BlobTooLargeError) throw tooLarge();
    throw badRequest('The upload stopped before the whole file arrived.');
  }
  if (file.size === 0) {
    await discardUnusedFile(stores, file.sha256);
    throw badRequest(
      formatMessage('validation.fieldRequired', { field: 'file' }),
      'The file is empty.',
    );
  }
  const stored = await stores.packages.add(repositoryId, { ...upload, ...file });
  if (!stored) {
    await discardUnusedFile(stores, file.sha256);
    throw duplicate(upload.name, upload.version);
  }
  live.publish(repositoryId, { type: 'TufTargetAdded', packageId: stored.packageId });
  return c.json(packageBody(stored), 200);
}
