import { randomUUID } from 'node:crypto';
import type { Random } from '../simulator/random.js';

// Every device's part of one update call shares a correlation id, which its events and its
// installation report carry; the form is the Uptane director's.

/** A new update's correlation id, in the Uptane director's form. */
export const newCorrelationId = (): string => `urn:here-ota:mtu:${randomUUID()}`;

/** A correlation id drawn from a seeded generator, for repeatable demo data. */
export function newCorrelationIdFrom(random: Random): string {
  const hex = Array.from({ length: 32 }, () => random.between(0, 15).toString(16));
  hex[12] = '4';
  hex[16] = random.between(8, 11).toString(16);
  const s = hex.join('');
  return `urn:here-ota:mtu:${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}
