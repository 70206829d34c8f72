// uPlot options for a categorical bar chart: one bar per category at x = 0, 1, 2, …, labelled
// under the axis, counts on the y axis from zero with whole-number ticks.
import uPlot from 'uplot';
import type { ChartColors } from './chart-colors.js';

export interface BarPlotInput {
  labels: readonly string[];
  values: readonly number[];
  width: number;
  height: number;
  colors: ChartColors;
  formatValue(value: number): string;
  /** The index of the bar under the pointer (null when none), as the pointer moves. */
  onHover(index: number | null): void;
}

/** Counts are whole: ticks at 1, 2, 5, 10, 20, 50, … */
const WHOLE_INCREMENTS = Array.from({ length: 10 }, (_, power) =>
  [1, 2, 5].map((step) => step * 10 ** power),
).flat();

/** Long category names are cut so neighbouring labels do not overlap. */
export function shortLabel(label: string, max = 14): string {
  return label.length > max ? `${label.slice(0, max - 1)}…` : label;
}

/** About the width of one label character (the axis font is 12 px), with a gap between labels. */
const LABEL_CHAR_PX = 7;
const LABEL_GAP_PX = 8;

/**
 * How many characters a category label may have so it fits under its bar: the plot's width
 * shared by the bars (8 fleets at 390 px get 5 characters each), at most 14, at least 3.
 */
export function labelRoom(width: number, count: number): number {
  const slot = width / Math.max(count, 1) - LABEL_GAP_PX;
  return Math.min(14, Math.max(3, Math.floor(slot / LABEL_CHAR_PX)));
}

export function barPlotOptions(input: BarPlotInput): uPlot.Options {
  const { labels, colors, formatValue, onHover } = input;
  const count = labels.length;
  let hovered: number | null = null;
  const highlighted = (u: uPlot) => u.cursor.idx;
  const barPaths = uPlot.paths.bars;
  if (!barPaths) throw new Error('uPlot without its bars path builder');
  const bars = barPaths({
    size: [0.6, 72],
    radius: [0.1, 0],
    // Each bar its own fill: the one under the pointer in the hover colour.
    disp: {
      fill: {
        unit: 3,
        values: (u: uPlot) =>
          Array.from(u.data[0], (_x, index) =>
            index === highlighted(u) ? colors.barHover : colors.bar,
          ),
      },
    },
  });
  const axis = {
    stroke: colors.axis,
    font: colors.font,
    ticks: { show: false },
  } satisfies uPlot.Axis;

  return {
    width: input.width,
    height: input.height,
    legend: { show: false },
    cursor: {
      x: false,
      y: false,
      points: { show: false },
      drag: { x: false, y: false, setScale: false },
    },
    scales: {
      x: { time: false, range: () => [-0.5, Math.max(count, 1) - 0.5] },
      y: { range: (_u, _min, max) => [0, Math.max(max, 1) * 1.1] },
    },
    series: [
      {},
      {
        fill: colors.bar,
        stroke: colors.bar,
        width: 0,
        paths: bars,
        points: { show: false },
      },
    ],
    axes: [
      {
        ...axis,
        grid: { show: false },
        splits: () => labels.map((_label, index) => index),
        // The names in full are in the tooltip and the data table.
        values: (u, splits) =>
          splits.map((index) => shortLabel(labels[index] ?? '', labelRoom(u.width, count))),
      },
      {
        ...axis,
        grid: { stroke: colors.grid, width: 1 },
        incrs: WHOLE_INCREMENTS,
        values: (_u, splits) => splits.map((value) => formatValue(value)),
        size: (u, values) => {
          const longest = Math.max(0, ...(values ?? []).map((text) => text.length));
          return Math.max(40, longest * 8 + 16);
        },
      },
    ],
    hooks: {
      setCursor: [
        (u) => {
          const index = u.cursor.idx ?? null;
          if (index === hovered) return;
          hovered = index;
          onHover(index);
          // Repaint so the hovered bar takes the hover colour.
          u.redraw(true, false);
        },
      ],
    },
  };
}

/** The data uPlot draws: x positions and the counts. */
export function barPlotData(values: readonly number[]): uPlot.AlignedData {
  return [values.map((_value, index) => index), [...values]];
}
