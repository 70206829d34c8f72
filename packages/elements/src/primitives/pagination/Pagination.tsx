// Paging over a page envelope (`offset`, `limit`, `total`, SPEC §7): the range shown,
// previous and next page, and the page size.
import { useFormatMessage } from '../../i18n/format-message.js';
import { useLandmarkName } from '../../root/landmark-name.js';
import { Button } from '../button/Button.js';
import { Select } from '../select/Select.js';
import { pagination, range, steps } from './Pagination.css.js';

export interface PageRequest {
  offset: number;
  limit: number;
}

export interface PaginationProps extends PageRequest {
  total: number;
  pageSizes?: readonly number[];
  onChange(page: PageRequest): void;
}

export function Pagination({
  offset,
  limit,
  total,
  pageSizes = [10, 20, 50, 100],
  onChange,
}: PaginationProps) {
  const t = useFormatMessage();
  const landmarkName = useLandmarkName(t('ui.pagination'));
  const first = total === 0 ? 0 : offset + 1;
  const last = Math.min(offset + limit, total);
  const sizes = pageSizes.includes(limit) ? pageSizes : [...pageSizes, limit].sort((a, b) => a - b);
  return (
    <nav className={pagination} aria-label={landmarkName} part="pagination">
      <Select
        label={t('ui.rowsPerPage')}
        value={String(limit)}
        options={sizes.map((size) => ({ value: String(size), label: String(size) }))}
        // A new page size starts again from the first page.
        onChange={(value) => onChange({ offset: 0, limit: Number(value) })}
      />
      <span className={range} aria-live="polite">
        {t('ui.pageRange', { first, last, total })}
      </span>
      {/* Together, so a narrow pager wraps them as a pair rather than one under the other. */}
      <span className={steps}>
        <Button
          size="sm"
          variant="tertiary"
          disabled={offset <= 0}
          onClick={() => onChange({ offset: Math.max(0, offset - limit), limit })}
        >
          {t('ui.previousPage')}
        </Button>
        <Button
          size="sm"
          variant="tertiary"
          disabled={offset + limit >= total}
          onClick={() => onChange({ offset: offset + limit, limit })}
        >
          {t('ui.nextPage')}
        </Button>
      </span>
    </nav>
  );
}
