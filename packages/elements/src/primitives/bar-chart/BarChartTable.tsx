// The chart's data as a table: what screen readers read instead of the canvas (visually hidden
// while the chart shows), and what everyone sees after "Show as table". While hidden, its
// buttons leave the tab order (a keyboard user would focus something invisible); screen
// readers still reach and press them, and "Show as table" brings them into view for keyboards.
import type { ChartBar } from './BarChart.js';
import { dataCell, dataTable, headerCell, rowButton, valueCell } from './BarChart.css.js';

export interface BarChartTableProps {
  label: string;
  categoryHeader: string;
  valueHeader: string;
  bars: readonly ChartBar[];
  formatValue(value: number): string;
  onBarSelect?: ((bar: ChartBar) => void) | undefined;
  /** Shown on screen; otherwise for screen readers only. */
  visible: boolean;
  className?: string | undefined;
}

export function BarChartTable({
  label,
  categoryHeader,
  valueHeader,
  bars,
  formatValue,
  onBarSelect,
  visible,
  className,
}: BarChartTableProps) {
  return (
    <table
      aria-label={label}
      className={[dataTable, className].filter(Boolean).join(' ')}
      part="data-table"
    >
      <thead>
        <tr>
          <th scope="col" className={headerCell}>
            {categoryHeader}
          </th>
          <th scope="col" className={`${headerCell} ${valueCell}`}>
            {valueHeader}
          </th>
        </tr>
      </thead>
      <tbody>
        {bars.map((bar) => (
          <tr key={bar.id} part="data-row">
            <th scope="row" className={dataCell}>
              {onBarSelect ? (
                <button
                  type="button"
                  className={rowButton}
                  tabIndex={visible ? undefined : -1}
                  onClick={() => onBarSelect(bar)}
                >
                  {bar.label}
                </button>
              ) : (
                bar.label
              )}
            </th>
            <td className={valueCell}>{formatValue(bar.value)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
