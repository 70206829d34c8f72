import { badRequest } from '../http/errors.js';

/**
 * Names that become file names (package names and versions, lockbox names): a download's
 * Content-Disposition, a file a user saves. Refused when they name a path rather than a file,
 * and made safe again where they are used (names stored before this check).
 */

// eslint-disable-next-line no-control-regex -- finding them is the point
const PATH_LIKE = /[/\\\u0000-\u001f\u007f]/;

/** 400 with the reason when `value` is a path, not a plain name. */
export function requireFileSafeName(value: string, field: string): string {
  if (PATH_LIKE.test(value) || value === '.' || value === '..')
    throw badRequest(
      `${field} cannot be ${JSON.stringify(value)}`,
      `A ${field} becomes a file name: it must not hold "/", "\\" or control characters, nor be "." or "..".`,
    );
  return value;
}

/** A file name with no path in it: separators and control characters become `_`. */
export function plainFileName(value: string): string {
  // eslint-disable-next-line no-control-regex -- finding them is the point
  const plain = value.replace(/[/\\\u0000-\u001f\u007f]/g, '_').replace(/^\.+/, '_');
  return plain === '' ? '_' : plain;
}
