// What the package browser lists, as its attributes say it: unknown values (a typo in an
// attribute, a filter whose feature is off) mean "no restriction" rather than a broken widget.
import {
  APPLICATION_HARDWARE_ID,
  PACKAGE_TYPES,
  SUPPORTED_BOARDS,
  type PackageFilter,
  type PackageType,
} from '@fleet/sdk/domain';

export interface PackageBrowserQuery {
  filter?: string;
  search?: string;
  type?: PackageType;
  component?: string;
  source?: string;
}

const orUndefined = (value: string | undefined): string | undefined =>
  value === undefined || value.trim() === '' ? undefined : value.trim();

export const asPackageType = (value: string | undefined): PackageType | undefined =>
  PACKAGE_TYPES.find((type) => type === value);

/** The query the store is given, from attribute or control values. */
export function packageBrowserQuery(
  values: { filter?: string; search?: string; type?: string; component?: string; source?: string },
  filters: readonly PackageFilter[],
): PackageBrowserQuery {
  const filter = orUndefined(values.filter);
  return {
    filter: filters.some((f) => f.id === filter) ? filter : undefined,
    search: values.search === '' ? undefined : values.search,
    type: asPackageType(values.type),
    component: orUndefined(values.component),
    source: orUndefined(values.source),
  };
}

/** The hardware ids to offer as components: the known boards, applications and any seen. */
export function componentChoices(seen: readonly string[], current: string | undefined): string[] {
  const ids = new Set<string>([APPLICATION_HARDWARE_ID, ...SUPPORTED_BOARDS, ...seen]);
  if (current) ids.add(current);
  return [...ids].sort((a, b) => a.localeCompare(b));
}
