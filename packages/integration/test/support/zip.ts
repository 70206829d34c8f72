// Reads the files of a ZIP archive (credentials.zip) with Node's own inflate: the central
// directory says where each file is and how it is stored (APPNOTE.TXT §4.3).
import { inflateRawSync } from 'node:zlib';

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_FILE_HEADER = 0x02014b50;
const LOCAL_FILE_HEADER = 0x04034b50;

/** The archive's files by name, as text. Stored and deflated entries only (what zips use). */
export function readZip(bytes: Uint8Array): Map<string, string> {
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = data.length - 22;
  while (end >= 0 && data.readUInt32LE(end) !== END_OF_CENTRAL_DIRECTORY) end--;
  if (end < 0) throw new Error('Not a ZIP archive: no end of central directory.');
  const count = data.readUInt16LE(end + 10);
  let at = data.readUInt32LE(end + 16);
  const files = new Map<string, string>();
  for (let i = 0; i < count; i++) {
    if (data.readUInt32LE(at) !== CENTRAL_FILE_HEADER) throw new Error('Broken central directory.');
    const method = data.readUInt16LE(at + 10);
    const compressedSize = data.readUInt32LE(at + 20);
    const nameLength = data.readUInt16LE(at + 28);
    const extraLength = data.readUInt16LE(at + 30);
    const commentLength = data.readUInt16LE(at + 32);
    const localHeader = data.readUInt32LE(at + 42);
    const name = data.toString('utf8', at + 46, at + 46 + nameLength);
    at += 46 + nameLength + extraLength + commentLength;

    if (data.readUInt32LE(localHeader) !== LOCAL_FILE_HEADER) throw new Error(`Broken ${name}.`);
    const start =
      localHeader + 30 + data.readUInt16LE(localHeader + 26) + data.readUInt16LE(localHeader + 28);
    const stored = data.subarray(start, start + compressedSize);
    if (method !== 0 && method !== 8) throw new Error(`${name}: compression ${method} unknown.`);
    files.set(name, (method === 8 ? inflateRawSync(stored) : stored).toString('utf8'));
  }
  return files;
}
