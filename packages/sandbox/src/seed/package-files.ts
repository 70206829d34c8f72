import { createHash } from 'node:crypto';
import type { Stores } from '../store/index.js';
import type { StoredBlob } from '../store/package-blobs.js';

/**
 * The file of a demo package version: a short text header and 2–32 KiB of bytes that follow
 * from `--seed`, the name and the version, so every seeded version has real content to
 * download and a real SHA-256, the same on every machine.
 */
export function demoPackageFile(seed: number, name: string, version: string): Buffer {
  const digest = createHash('sha256').update(`${seed}:${name}:${version}`).digest();
  const header = Buffer.from(
    `Fleet Console sandbox demo package\nname: ${name}\nversion: ${version}\n\n`,
  );
  const size = 2048 + (digest.readUInt16BE(0) % 30_720);
  const blocks: Buffer[] = [header];
  for (let counter = 0, length = header.length; length < size; counter++) {
    const block = createHash('sha256').update(digest).update(String(counter)).digest();
    blocks.push(block);
    length += block.length;
  }
  return Buffer.concat(blocks).subarray(0, size);
}

/** Stores demo files, each once per seeding run (the store keeps one copy per content). */
export function demoFileWriter(stores: Stores, seed: number) {
  const written = new Map<string, Promise<StoredBlob>>();
  return (name: string, version: string): Promise<StoredBlob> => {
    const key = `${name}\n${version}`;
    let file = written.get(key);
    if (!file) {
      file = stores.packageBlobs.write(demoPackageFile(seed, name, version));
      written.set(key, file);
    }
    return file;
  };
}

const DAY_MS = 86_400_000;

/**
 * When a demo version was added: versions of a package a few weeks apart, the newest a few
 * days before `now`, with a per-package offset so no two share a time.
 */
export function demoCreatedAt(
  now: Date,
  seed: number,
  name: string,
  versionIndex: number,
  versionCount: number,
): string {
  const offset = createHash('sha256').update(`${seed}:${name}`).digest().readUInt32BE(0);
  const days = (versionCount - 1 - versionIndex) * 38 + 2 + (offset % 10);
  const minutes = offset % 1440;
  return new Date(now.getTime() - days * DAY_MS - minutes * 60_000).toISOString();
}
