// A bar chart of counts by category (top fleets, connected devices per day), drawn with uPlot
// on a canvas, with its data as a table for screen readers and for anyone who prefers it
// ("Show as table"). Colours and fonts come from the theme (--fleet-*), read again when the
// theme changes; a bar, or its row in the table, can be chosen.
import { useContext, useId, useMemo, useState } from 'react';
import { LocaleContext, useFormatMessage } from '../../i18n/format-message.js';
import { LoadFailed } from '../load-failure/LoadFailed.js';
import { visuallyHidden } from '../../styles/shared.css.js';
import { Button } from '../button/Button.js';
import { Skeleton } from '../skeleton/Skeleton.js';
import { caption, chartArea, figure, header, message, plot, readout } from './BarChart.css.js';
import { BarChartTable } from './BarChartTable.js';
import { useChartColors } from './chart-colors.js';
import { useBarPlot } from './use-bar-plot.js';
import { CHART_TEXTS } from './chart-texts.js';
import { registerUiTexts } from '../../i18n/ui-messages.js';

registerUiTexts(CHART_TEXTS);
import './uplot.css.js';

export interface ChartBar {
  id: string;
  label: string;
  value: number;
}

export interface BarChartProps {
  /** The chart's title: its caption and accessible name. */
  title: string;
  /** Header of the table's first column (what a bar is, e.g. 'Fleet'). */
  categoryHeader: string;
  /** Header of the table's second column (what is counted, e.g. 'Devices'). */
  valueHeader: string;
  bars: readonly ChartBar[];
  /** While true and without bars, a placeholder shows. */
  loading?: boolean;
  /** Why the data could not be loaded: shown instead of the chart, with a retry button. */
  error?: Error | undefined;
  onRetry?: () => void;
  /** Shown when there are no bars. */
  emptyText: string;
  /** A bar (or its table row) was chosen. */
  onBarSelect?: (bar: ChartBar) => void;
  /** Height of the plot in px. */
  height?: number;
}

export function BarChart({
  title,
  categoryHeader,
  valueHeader,
  bars,
  loading = false,
  error,
  onRetry,
  emptyText,
  onBarSelect,
  height = 240,
}: BarChartProps) {
  const t = useFormatMessage();
  const locale = useContext(LocaleContext);
  const titleId = useId();
  const [showTable, setShowTable] = useState(false);
  const [area, setArea] = useState<HTMLDivElement | null>(null);
  const [target, setTarget] = useState<HTMLDivElement | null>(null);
  const [hovered, setHovered] = useState<number | null>(null);
  const colors = useChartColors(area);
  const formatValue = useMemo(() => {
    const format = new Intl.NumberFormat(locale ?? 'en-US');
    return (value: number) => format.format(value);
  }, [locale]);

  useBarPlot(target, {
    labels: bars.map((bar) => bar.label),
    values: bars.map((bar) => bar.value),
    height,
    colors,
    formatValue,
    onHover: setHovered,
    onSelect: onBarSelect && ((index) => bars[index] && onBarSelect(bars[index])),
  });

  const hoveredBar = hovered === null ? undefined : bars[hovered];
  const status = error && (
    <LoadFailed error={error} message="ui.chart.loadFailed" onRetry={onRetry} part={null} />
  );
  const showChart = !showTable && !status && bars.length > 0;
  return (
    <figure className={figure} aria-labelledby={titleId} aria-busy={loading || undefined}>
      <figcaption className={header}>
        <span id={titleId} className={caption} part="title">
          {title}
        </span>
        {!status && bars.length > 0 && (
          <Button
            variant="tertiary"
            size="sm"
            aria-pressed={showTable}
            onClick={() => setShowTable((shown) => !shown)}
            part="view-toggle"
          >
            {t(showTable ? 'ui.chart.showChart' : 'ui.chart.showTable')}
          </Button>
        )}
      </figcaption>
      {status && (
        <div className={message} style={{ minBlockSize: `${height}px` }} part="error">
          {status}
        </div>
      )}
      {!status && bars.length === 0 && loading && (
        <>
          <Skeleton shape="rect" height={`${height}px`} />
          <span className={visuallyHidden}>{t('ui.loading')}</span>
        </>
      )}
      {!status && bars.length === 0 && !loading && (
        <p className={message} style={{ minBlockSize: `${height}px` }} part="empty">
          {emptyText}
        </p>
      )}
      {showChart && (
        <div ref={setArea} className={chartArea} data-selectable={onBarSelect ? '' : undefined}>
          <div ref={setTarget} className={plot} aria-hidden="true" part="plot" />
          <p className={readout} aria-hidden="true" part="readout">
            {hoveredBar && `${hoveredBar.label}: ${formatValue(hoveredBar.value)}`}
          </p>
        </div>
      )}
      {!status && bars.length > 0 && (
        // The frame keeps the hidden table (as wide as its content) from widening the page.
        <div className={showTable ? undefined : visuallyHidden}>
          <BarChartTable
            label={title}
            categoryHeader={categoryHeader}
            valueHeader={valueHeader}
            bars={bars}
            formatValue={formatValue}
            onBarSelect={onBarSelect}
            visible={showTable}
            className={showTable ? undefined : visuallyHidden}
          />
        </div>
      )}
    </figure>
  );
}
