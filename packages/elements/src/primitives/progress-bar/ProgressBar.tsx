// A progress bar: determinate with a value from 0 to 1, indeterminate without one.
import type { Variant } from '../../theme/token-names.js';
import { bar, fill, indeterminate, track } from './ProgressBar.css.js';

export interface ProgressBarProps {
  /** 0 to 1; omitted while the amount of work is unknown. */
  value?: number;
  /** What is in progress (the accessible name). */
  label: string;
  variant?: Variant;
}

export function ProgressBar({ value, label, variant = 'primary' }: ProgressBarProps) {
  const percent =
    value === undefined ? undefined : Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className={track}
      part="progress-bar"
    >
      <div
        className={`${bar[variant]} ${percent === undefined ? indeterminate : fill}`}
        style={percent === undefined ? undefined : { inlineSize: `${percent}%` }}
      />
    </div>
  );
}
