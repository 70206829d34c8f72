// A row or all-rows selection checkbox; `mixed` shows the indeterminate state (some selected).
import { useLayoutEffect, useRef } from 'react';
import { checkbox } from './Table.css.js';

export interface SelectionCheckboxProps {
  /** The accessible name; absent when a <label> around the checkbox gives it. */
  label?: string;
  checked: boolean;
  mixed?: boolean;
  onToggle(): void;
  /** Rows are reached with arrow keys, so their checkboxes leave the Tab order. */
  tabbable?: boolean;
  /** Nothing to select (no rows). */
  disabled?: boolean;
}

export function SelectionCheckbox({
  label,
  checked,
  mixed = false,
  onToggle,
  tabbable = true,
  disabled = false,
}: SelectionCheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    if (ref.current) ref.current.indeterminate = mixed;
  }, [mixed]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className={checkbox}
      aria-label={label}
      checked={checked}
      disabled={disabled}
      tabIndex={tabbable ? undefined : -1}
      onChange={onToggle}
      onClick={(event) => event.stopPropagation()}
    />
  );
}
