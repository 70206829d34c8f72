// What a BarChart exposes to pages, for the descriptions of the elements that show one
// (custom-elements.json). Plain data: loadable in Node.

export const CHART_PARTS = {
  title: 'The chart title.',
  'view-toggle': 'The "Show as table" / "Show as chart" button.',
  plot: 'The uPlot chart (a canvas, hidden from screen readers).',
  readout: 'The line under the chart naming the bar under the pointer.',
  'data-table': 'The data as a table (visually hidden until "Show as table").',
  'data-row': 'Each row of the data table.',
  empty: 'The text shown when there is nothing to chart.',
  error: 'The message shown when the data cannot be loaded, with its retry button.',
  retry: 'The retry button.',
} as const;

export const CHART_CSS_PROPERTIES = {
  '--fleet-chart-color': 'Fill of the bars (default: --fleet-color-primary).',
  '--fleet-chart-color-hover':
    'Fill of the bar under the pointer (default: --fleet-color-primary-hover).',
} as const;
