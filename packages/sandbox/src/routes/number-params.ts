import { formatMessage } from '@fleet/sdk/domain';
import type { HonoRequest } from 'hono';
import { badRequest } from '../http/errors.js';

/**
 * Whole-number query parameters, each within its documented range (openapi/parameters.yaml):
 * anything else is a 400, never a number the database cannot hold.
 */

/** The largest offset of a list, and of any count-like parameter (2^31 − 1). */
export const MAX_OFFSET = 2_147_483_647;
/** The largest time in epoch milliseconds a parameter accepts (the end of JavaScript dates). */
export const MAX_EPOCH_MILLIS = 8_640_000_000_000_000;
/** The most a page holds (SPEC: the server caps `limit` at this). */
export const MAX_PAGE_LIMIT = 1000;

/** A whole number from `min` to `max`, or the fallback when absent. */
export function integerParam(
  req: HonoRequest,
  field: string,
  fallback: number,
  { min = 0, max = MAX_OFFSET }: { min?: number; max?: number } = {},
): number {
  const raw = req.query(field);
  if (raw === undefined || raw === '') return fallback;
  if (!/^-?\d+$/.test(raw.trim()))
    throw badRequest(formatMessage('validation.notNumber', { field }));
  const value = Number(raw);
  if (value < min) throw badRequest(`${field} must be at least ${min}`);
  if (value > max) throw badRequest(`${field} must be at most ${max}`);
  return value;
}

/**
 * offset (0 to MAX_OFFSET) and limit: `fallback` when absent; above MAX_PAGE_LIMIT a page
 * holds MAX_PAGE_LIMIT items (up to MAX_OFFSET may be asked); `limit=0` asks for the total.
 */
export function pageWindow(req: HonoRequest, fallback = 50): { offset: number; limit: number } {
  return {
    offset: integerParam(req, 'offset', 0),
    limit: Math.min(MAX_PAGE_LIMIT, integerParam(req, 'limit', fallback)),
  };
}
