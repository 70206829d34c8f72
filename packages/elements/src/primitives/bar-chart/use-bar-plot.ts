// Mounts a uPlot bar chart in `target` and keeps it current: rebuilt when the bars or the
// theme change (a handful of bars: rebuilding is cheaper than diffing options), resized with
// its container, and reporting hover and clicks by bar index.
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import { barPlotData, barPlotOptions } from './bar-plot-options.js';
import type { ChartColors } from './chart-colors.js';

export interface BarPlotProps {
  labels: readonly string[];
  values: readonly number[];
  height: number;
  colors: ChartColors | undefined;
  formatValue(value: number): string;
  onHover(index: number | null): void;
  /** A click on a bar; absent: bars are not choosable. */
  onSelect?: ((index: number) => void) | undefined;
}

export function useBarPlot(target: HTMLElement | null, props: BarPlotProps): void {
  const latest = useRef(props);
  latest.current = props;
  const { labels, values, height, colors } = props;
  // Arrays arrive new on every render: compare their contents.
  const dataKey = JSON.stringify([labels, values]);

  useEffect(() => {
    if (!target || !colors) return;
    const [currentLabels, currentValues] = JSON.parse(dataKey) as [string[], number[]];
    const plot = new uPlot(
      barPlotOptions({
        labels: currentLabels,
        values: currentValues,
        width: Math.max(target.clientWidth, 1),
        height,
        colors,
        formatValue: (value) => latest.current.formatValue(value),
        onHover: (index) => latest.current.onHover(index),
      }),
      barPlotData(currentValues),
      target,
    );
    const onClick = () => {
      const index = plot.cursor.idx;
      if (index !== null && index !== undefined) latest.current.onSelect?.(index);
    };
    plot.over.addEventListener('click', onClick);
    const resize = new ResizeObserver(() => {
      const width = Math.max(target.clientWidth, 1);
      if (width !== plot.width) plot.setSize({ width, height });
    });
    resize.observe(target);
    return () => {
      resize.disconnect();
      plot.over.removeEventListener('click', onClick);
      plot.destroy();
      latest.current.onHover(null);
    };
  }, [target, colors, height, dataKey]);
}
