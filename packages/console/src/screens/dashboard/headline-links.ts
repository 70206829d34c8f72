// Where each headline count leads: the device list filtered as the count counts, its filter in
// the address as the device list reads it (`/devices?filter=preset:online`, the form of the
// device table's `filter`: `preset:<id>` then the filter keys).
import { formatFilter, HEADLINE_COUNT_FILTERS, type HeadlineCountId } from '@fleet/sdk/domain';

export function headlineCountHref(id: HeadlineCountId): string {
  const { preset, keys = [] } = HEADLINE_COUNT_FILTERS[id];
  const filter = formatFilter([
    ...(preset ? [{ key: 'preset', values: [preset] }] : []),
    ...keys.map((key) => ({ key, values: [] })),
  ]);
  return filter ? `/devices?${new URLSearchParams({ filter })}` : '/devices';
}
