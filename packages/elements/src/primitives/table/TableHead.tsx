// The header row: the select-all checkbox and the column headers, sortable ones as buttons
// with `aria-sort` on the header cell.
import type { TableColumn, TableSort } from './table-types.js';
import { SelectionCheckbox } from './SelectionCheckbox.js';
import {
  head,
  headerCell,
  headRow,
  selectAll,
  selectAllCell,
  selectAllText,
  selectCell,
  sortButton,
  sortIcon,
  stickyAfterSelect,
  stickyEnd,
  stickyFirst,
  stickyHeader,
  stickySelect,
} from './Table.css.js';

export interface TableHeadProps<Row> {
  columns: readonly TableColumn<Row>[];
  sort?: TableSort;
  onSort(columnId: string): void;
  selection?: {
    label: string;
    all: boolean;
    some: boolean;
    /** No rows to select. */
    none: boolean;
    onToggleAll(): void;
  };
}

const ARIA_SORT = { Asc: 'ascending', Desc: 'descending' } as const;

export function TableHead<Row>({ columns, sort, onSort, selection }: TableHeadProps<Row>) {
  return (
    <thead className={head}>
      <tr className={headRow}>
        {selection && (
          <th
            scope="col"
            className={`${selectCell} ${selectAllCell} ${stickySelect} ${stickyHeader}`}
          >
            {/* Its label is seen where rows are cards (no column headers above them). */}
            <label className={selectAll}>
              <SelectionCheckbox
                checked={selection.all}
                mixed={selection.some && !selection.all}
                onToggle={selection.onToggleAll}
                disabled={selection.none}
              />
              <span className={selectAllText}>{selection.label}</span>
            </label>
          </th>
        )}
        {columns.map((column, index) => {
          const direction = sort?.columnId === column.id ? sort.direction : undefined;
          return (
            <th
              key={column.id}
              scope="col"
              className={
                index === 0
                  ? `${headerCell} ${selection ? stickyAfterSelect : stickyFirst} ${stickyHeader}`
                  : column.pinned === 'end'
                    ? `${headerCell} ${stickyEnd} ${stickyHeader}`
                    : headerCell
              }
              data-column={column.id}
              part="header"
              data-align={column.align ?? 'start'}
              aria-sort={column.sortable ? (direction ? ARIA_SORT[direction] : 'none') : undefined}
            >
              {column.sortable ? (
                <button type="button" className={sortButton} onClick={() => onSort(column.id)}>
                  {column.header}
                  <span aria-hidden="true" className={sortIcon}>
                    {direction === 'Asc' ? '▲' : direction === 'Desc' ? '▼' : '↕'}
                  </span>
                </button>
              ) : (
                column.header
              )}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
