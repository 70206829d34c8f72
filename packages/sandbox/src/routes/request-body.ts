import { FleetValidationError, formatMessage } from '@fleet/sdk/domain';
import { badRequest } from '../http/errors.js';

/**
 * Readers for JSON request bodies: each answers 400 with the SDK's validation text (SPEC §5
 * wording where it has one), so the server and the SDK refuse the same input the same way.
 */
export type JsonObject = Record<string, unknown>;

export const fieldRequired = (field: string): string =>
  formatMessage('validation.fieldRequired', { field });

export function requireObject(body: unknown): JsonObject {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw badRequest('The body must be a JSON object.');
  return body as JsonObject;
}

/** A string that is not blank, returned trimmed. */
export function requireText(body: JsonObject, field: string): string {
  const value = body[field];
  if (typeof value !== 'string' || value.trim() === '') throw badRequest(fieldRequired(field));
  return value.trim();
}

/** A string when present (may be empty), else undefined. */
export function optionalString(body: JsonObject, field: string): string | undefined {
  const value = body[field];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw badRequest(formatMessage('validation.notString', { field }));
  return value;
}

/** An integer within bounds when present, else undefined. */
export function optionalInteger(
  body: JsonObject,
  field: string,
  { min, max }: { min: number; max: number },
): number | undefined {
  const value = body[field];
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max)
    throw badRequest(`${field} must be an integer from ${min} to ${max}`);
  return value;
}

export function requireBoolean(body: JsonObject, field: string): boolean {
  const value = body[field];
  if (typeof value !== 'boolean')
    throw badRequest(formatMessage('validation.notBoolean', { field }));
  return value;
}

/** Runs an SDK domain validation, answering its FleetValidationError as a 400. */
export function validatedBy<T>(validate: () => T): T {
  try {
    return validate();
  } catch (error) {
    if (error instanceof FleetValidationError) throw badRequest(error.message);
    throw error;
  }
}
