// The shapes a Table is described with. Sorts use the API's words (Asc / Desc, SPEC §5).
import type { ReactNode } from 'react';
import type { SortDirection } from '@fleet/sdk/domain';

export interface TableColumn<Row> {
  id: string;
  /** Header text (also names the sort control for screen readers). */
  header: string;
  cell(row: Row): ReactNode;
  sortable?: boolean;
  align?: 'start' | 'end';
  /**
   * `'end'`: the column stays in view at the row's end while the others scroll under it, as
   * the first column does at its start (a row's actions, which a narrow frame must not hide).
   */
  pinned?: 'end';
}

export interface TableSort {
  columnId: string;
  direction: SortDirection;
}

/** The sort after activating a column's header: a new column starts Asc, the same one flips. */
export function nextSort(current: TableSort | undefined, columnId: string): TableSort {
  if (current?.columnId !== columnId) return { columnId, direction: 'Asc' };
  return { columnId, direction: current.direction === 'Asc' ? 'Desc' : 'Asc' };
}

/** The selection after toggling one row. */
export function toggled(selected: ReadonlySet<string>, id: string): ReadonlySet<string> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}
