import { createHash } from 'node:crypto';

/** A small, fast, seedable generator (mulberry32): the same seed gives the same demo data. */
export type Random = () => number;

/** The generator for one part of the demo data (`label`) under `--seed`. */
export function randomFrom(seed: number, label: string): Random {
  let state = (createHash('sha256').update(`${seed}:${label}`).digest().readUInt32BE(0) || 1) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)] as T;

const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

/** Eight hex digits (byte by byte: Number#toString(16) is slow above 2^31). */
export function hex8(random: Random): string {
  const word = Math.floor(random() * 4_294_967_296);
  return `${HEX[word >>> 24]}${HEX[(word >>> 16) & 255]}${HEX[(word >>> 8) & 255]}${HEX[word & 255]}`;
}

/** A version-4 uuid drawn from the generator, so seeded devices have repeatable ids. */
export function randomUuid(random: Random): string {
  const a = hex8(random);
  const b = hex8(random);
  const c = hex8(random);
  const d = hex8(random);
  const variant = (8 + Math.floor(random() * 4)).toString(16);
  return `${a}-${b.slice(0, 4)}-4${b.slice(5)}-${variant}${c.slice(1, 4)}-${c.slice(4)}${d}`;
}
