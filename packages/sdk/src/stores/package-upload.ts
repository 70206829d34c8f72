// A package upload as a view follows it (SPEC §3 Package upload "percentCompleted", §7 "Upload
// progress is reported and the upload can be aborted"): one upload at a time, its progress,
// and how it ended. Part of the packages store, which reloads its list once a package is in.
import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import { isAbortError } from '../errors';
import type { FleetSdk } from '../fleet';
import type { Package, PackageUpload } from '../resources/packages';
import type { UploadProgress } from '../resources/support/upload';

export type PackageUploadStatus = 'idle' | 'uploading' | 'uploaded' | 'failed' | 'aborted';

export interface PackageUploadState {
  status: PackageUploadStatus;
  /** Bytes sent so far; undefined before the first report. */
  progress: UploadProgress | undefined;
  /** The stored version, once uploaded. */
  package?: Package;
  /** Why it failed (validation before sending, or the server's answer). */
  error?: Error;
}

export interface PackageUploadDeps {
  fleet: Pick<FleetSdk, 'packages'>;
  /** Told when a package is stored (the list then reloads). */
  onUploaded?: (uploaded: Package) => void;
}

export type PackageUploadStore = ReturnType<typeof createPackageUpload>;

export function createPackageUpload(deps: PackageUploadDeps) {
  const state = signal<PackageUploadState>({ status: 'idle', progress: undefined });
  let controller: AbortController | undefined;

  return {
    state: state as ReadonlySignal<PackageUploadState>,
    /** 0–100; 100 only once every byte is sent. */
    percentCompleted: computed(() => state.value.progress?.percentCompleted ?? 0),
    uploading: computed(() => state.value.status === 'uploading'),

    /**
     * Uploads a package version (SPEC §5: file, name, version and hardware ids required;
     * targetFormat BINARY by default). Resolves to the stored version; rejects with the
     * validation error, the server's error, or the AbortError after `abort()`.
     */
    async start(upload: PackageUpload): Promise<Package> {
      if (controller) throw new Error('A package upload is already in progress.');
      const mine = new AbortController();
      controller = mine;
      state.value = { status: 'uploading', progress: undefined };
      try {
        const stored = await deps.fleet.packages.uploadPackage(upload, {
          signal: mine.signal,
          onProgress: (progress) => {
            state.value = { ...state.peek(), progress };
          },
        });
        state.value = { ...state.peek(), status: 'uploaded', package: stored };
        deps.onUploaded?.(stored);
        return stored;
      } catch (error) {
        const aborted = mine.signal.aborted || isAbortError(error);
        state.value = {
          ...state.peek(),
          status: aborted ? 'aborted' : 'failed',
          ...(!aborted && { error: error instanceof Error ? error : new Error(String(error)) }),
        };
        throw error;
      } finally {
        controller = undefined;
      }
    },

    /** Stops the upload in progress; `start` then rejects with the AbortError. */
    abort(): void {
      controller?.abort();
    },

    /** Back to idle, after a finished upload has been shown. */
    reset(): void {
      if (!controller) state.value = { status: 'idle', progress: undefined };
    },
  };
}
