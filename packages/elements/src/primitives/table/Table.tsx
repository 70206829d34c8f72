// A data table: sortable headers, optional row selection, keyboard navigation between rows,
// skeleton rows while loading and an empty state.
import type { ReactNode } from 'react';
import { useFormatMessage } from '../../i18n/format-message.js';
import { EmptyState } from '../empty-state/EmptyState.js';
import { Skeleton } from '../skeleton/Skeleton.js';
import { SelectionCheckbox } from './SelectionCheckbox.js';
import {
  body,
  cell,
  emptyCell,
  frame,
  row as rowClass,
  selectCell,
  stickyAfterSelect,
  stickyEnd,
  stickyFirst,
  stickySelect,
  table,
} from './Table.css.js';
import { TableHead } from './TableHead.js';
import { nextSort, toggled, type TableColumn, type TableSort } from './table-types.js';
import { useRowNavigation } from './use-row-navigation.js';

export interface TableProps<Row> {
  /** The table's accessible name. */
  label: string;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowId(row: Row): string;
  sort?: TableSort;
  onSortChange?(sort: TableSort): void;
  /** Shows selection checkboxes; `selected` holds row ids. */
  selectable?: boolean;
  selected?: ReadonlySet<string>;
  onSelectionChange?(selected: ReadonlySet<string>): void;
  /** Enter on a focused row (or a click on it, outside any link in it). */
  onRowActivate?(row: Row): void;
  loading?: boolean;
  /** Shown when there are no rows. */
  empty?: ReactNode;
}

const NOTHING: ReadonlySet<string> = new Set();

/** A click on a link in a row is the link's (it may open a new tab), not the row's. */
const insideLink = (target: EventTarget) =>
  target instanceof Element && target.closest('a[href]') !== null;

export function Table<Row>({
  label,
  columns,
  rows,
  rowId,
  sort,
  onSortChange,
  selectable = false,
  selected = NOTHING,
  onSelectionChange,
  onRowActivate,
  loading = false,
  empty,
}: TableProps<Row>) {
  const t = useFormatMessage();
  const ids = rows.map(rowId);
  const toggle = (id: string) => onSelectionChange?.(toggled(selected, id));
  const navigation = useRowNavigation({
    rowCount: rows.length,
    onToggle: selectable ? (index) => ids[index] !== undefined && toggle(ids[index]) : undefined,
    onActivate: onRowActivate
      ? (index) => rows[index] !== undefined && onRowActivate(rows[index])
      : undefined,
  });
  const selectedHere = ids.filter((id) => selected.has(id)).length;
  const span = columns.length + (selectable ? 1 : 0);
  const firstColumnId = columns[0]?.id;

  return (
    <div className={frame} part="table-frame">
      <table className={table} aria-label={label} aria-busy={loading || undefined} part="table">
        <TableHead
          columns={columns}
          sort={sort}
          onSort={(columnId) => onSortChange?.(nextSort(sort, columnId))}
          selection={
            selectable
              ? {
                  label: t('ui.selectAll'),
                  all: ids.length > 0 && selectedHere === ids.length,
                  some: selectedHere > 0,
                  none: ids.length === 0,
                  onToggleAll: () =>
                    onSelectionChange?.(selectedHere === ids.length ? new Set() : new Set(ids)),
                }
              : undefined
          }
        />
        <tbody className={body} onKeyDown={navigation.onKeyDown}>
          {loading &&
            [0, 1, 2].map((index) => (
              <tr key={`loading-${index}`}>
                <td colSpan={span} className={cell}>
                  <Skeleton />
                </td>
              </tr>
            ))}
          {!loading && rows.length === 0 && (
            <tr>
              <td colSpan={span} className={emptyCell}>
                {empty ?? <EmptyState title={t('ui.nothingHere')} />}
              </td>
            </tr>
          )}
          {!loading &&
            rows.map((row, index) => {
              const id = rowId(row);
              const isSelected = selected.has(id);
              return (
                <tr
                  key={id}
                  data-row-index={index}
                  className={rowClass}
                  tabIndex={navigation.tabIndexOf(index)}
                  aria-selected={selectable ? isSelected : undefined}
                  onFocus={(event) =>
                    event.target === event.currentTarget && navigation.onRowFocus(index)
                  }
                  onClick={
                    onRowActivate
                      ? (event) => !insideLink(event.target) && onRowActivate(row)
                      : undefined
                  }
                  part="row"
                >
                  {selectable && (
                    <td className={`${selectCell} ${stickySelect}`}>
                      <SelectionCheckbox
                        label={t('ui.selectRow')}
                        checked={isSelected}
                        onToggle={() => toggle(id)}
                        tabbable={false}
                      />
                    </td>
                  )}
                  {columns.map((column) => (
                    <td
                      key={column.id}
                      className={
                        column.id === firstColumnId
                          ? `${cell} ${selectable ? stickyAfterSelect : stickyFirst}`
                          : column.pinned === 'end'
                            ? `${cell} ${stickyEnd}`
                            : cell
                      }
                      data-column={column.id}
                      data-label={column.header}
                      part="cell"
                      data-align={column.align ?? 'start'}
                    >
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              );
            })}
        </tbody>
      </table>
    </div>
  );
}
