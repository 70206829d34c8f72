// Keyboard use of table rows (one Tab stop for the whole body): Up/Down/Home/End move
// between rows, Space toggles the row's selection, Enter activates it.
import { useState, type KeyboardEvent } from 'react';

export interface RowNavigation {
  rowCount: number;
  onToggle?(index: number): void;
  onActivate?(index: number): void;
}

export function useRowNavigation({ rowCount, onToggle, onActivate }: RowNavigation) {
  const [activeIndex, setActiveIndex] = useState(0);
  const current = Math.min(activeIndex, Math.max(0, rowCount - 1));

  const focusRow = (body: HTMLElement, index: number) => {
    setActiveIndex(index);
    body.querySelector<HTMLElement>(`tr[data-row-index="${index}"]`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    const row = (event.target as HTMLElement).closest('tr[data-row-index]');
    if (!row || rowCount === 0) return;
    const index = Number(row.getAttribute('data-row-index'));
    const moves: Record<string, number> = {
      ArrowDown: Math.min(index + 1, rowCount - 1),
      ArrowUp: Math.max(index - 1, 0),
      Home: 0,
      End: rowCount - 1,
    };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      focusRow(event.currentTarget, target);
    } else if (event.key === ' ' && onToggle && event.target === row) {
      event.preventDefault();
      onToggle(index);
    } else if (event.key === 'Enter' && onActivate && event.target === row) {
      event.preventDefault();
      onActivate(index);
    }
  };

  return {
    onKeyDown,
    /** The row that is in the Tab order. */
    tabIndexOf: (index: number) => (index === current ? 0 : -1),
    onRowFocus: (index: number) => setActiveIndex(index),
  };
}
