// SPEC §3/§5/§7 package upload: the file is the request body; name, version, target format
// (BINARY by default, SPEC §9) and the hardware ids travel in the query. Sent through
// support/uploadWithProgress, so progress is reported and the signal aborts it.
import type { FleetClient } from '../api/client';
import type { components } from '../api/schema';
import { DEFAULT_TARGET_FORMAT } from '../domain/constants';
import {
  FleetValidationError,
  requireNonEmptyString,
  validatePackageUpload,
} from '../domain/validation';
import { uploadWithProgress, type UploadBody, type UploadProgress } from './support/upload';

type Package = components['schemas']['Package'];
export type PackageTargetFormat = components['schemas']['PackageTargetFormat'];

export interface PackageUpload {
  /** The file: a Blob/File (in Node `fs.openAsBlob(path)`) or bytes in memory. */
  file: UploadBody;
  name: string;
  version: string;
  /** The hardware ids (components) the package is built for; the first names its type. */
  hardwareIds: readonly string[];
  /** Default BINARY (SPEC §9). */
  targetFormat?: PackageTargetFormat;
}

export interface PackageUploadOptions {
  /** Called as bytes go out: `{ loaded, total, percentCompleted }`. */
  onProgress?: (progress: UploadProgress) => void;
  /** Aborts the upload; the call rejects with the AbortError. */
  signal?: AbortSignal;
}

const UPLOAD_PATH = '/api/v2beta/packages';

/** Uploads a package version; resolves to the stored version. Validation comes first. */
export async function uploadPackage(
  client: FleetClient,
  upload: PackageUpload,
  options: PackageUploadOptions = {},
): Promise<Package> {
  validatePackageUpload(upload ?? {});
  if (upload.hardwareIds.length === 0)
    throw new FleetValidationError('validation.emptyList', { field: 'hardwareIds' });
  upload.hardwareIds.forEach((id) =>
    requireNonEmptyString(id, 'validation.fieldRequired', { field: 'hardwareIds' }),
  );
  const query = new URLSearchParams({
    name: upload.name,
    version: upload.version,
    targetFormat: upload.targetFormat ?? DEFAULT_TARGET_FORMAT,
  });
  for (const id of upload.hardwareIds) query.append('hardwareId', id);
  // The one call outside the typed client: it carries the same token a call to its path would.
  const authorization = await client.authorization(UPLOAD_PATH);
  const answer = await uploadWithProgress(`${client.baseUrl}${UPLOAD_PATH}?${query}`, upload.file, {
    headers: {
      'Content-Type': 'application/octet-stream',
      ...(authorization && { Authorization: authorization }),
    },
    onProgress: options.onProgress,
    signal: options.signal,
  });
  return answer as Package;
}
