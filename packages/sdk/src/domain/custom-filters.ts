// SPEC §5 saved custom filters: saving under an existing name asks before overwriting, so
// saving is split into "would this replace one?" and "save it".
import type { SavedFilter } from './user-options.js';
import { validateCustomFilter } from './validation.js';

/** Names compare trimmed and case-insensitively, as a user reads them. */
const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function findSavedFilter(
  filters: readonly SavedFilter[],
  label: string,
): SavedFilter | undefined {
  return filters.find((f) => sameName(f.label, label));
}

/** True when saving under this label needs the overwrite confirmation. */
export function needsOverwriteConfirmation(
  filters: readonly SavedFilter[],
  label: string,
): boolean {
  return findSavedFilter(filters, label) !== undefined;
}

/** The list after saving: validated, replacing a filter of the same name in place. */
export function saveCustomFilter(
  filters: readonly SavedFilter[],
  filter: { label?: unknown; value?: unknown },
): SavedFilter[] {
  const saved = validateCustomFilter(filter);
  const index = filters.findIndex((f) => sameName(f.label, saved.label));
  if (index === -1) return [...filters, saved];
  return filters.map((f, i) => (i === index ? saved : f));
}

export function deleteCustomFilter(filters: readonly SavedFilter[], label: string): SavedFilter[] {
  return filters.filter((f) => !sameName(f.label, label));
}
