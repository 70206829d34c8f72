// uPlot's own stylesheet (uplot/dist/uPlot.min.css, 1.6), restated here so it travels in the
// style registry into shadow roots like every other style (a .css import could not reach them),
// scoped to our chart area and reading the theme instead of uPlot's fixed colours and fonts.
// The legend and title are not used (the figure caption and the data table replace them).
import { globalStyle } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { chartArea } from './BarChart.css.js';

const scope = (selector: string) =>
  selector
    .split(',')
    .map((part) => `${chartArea} ${part.trim()}`)
    .join(', ');

globalStyle(scope('.uplot, .uplot *, .uplot *::before, .uplot *::after'), {
  boxSizing: 'border-box',
});
globalStyle(scope('.uplot'), {
  fontFamily: vars.font.family,
  lineHeight: vars.lineHeight.normal,
  width: 'min-content',
});
globalStyle(scope('.u-wrap'), { position: 'relative', userSelect: 'none' });
globalStyle(scope('.u-over, .u-under'), { position: 'absolute' });
globalStyle(scope('.u-under'), { overflow: 'hidden' });
globalStyle(scope('.uplot canvas'), {
  display: 'block',
  position: 'relative',
  width: '100%',
  height: '100%',
});
globalStyle(scope('.u-axis'), { position: 'absolute' });
globalStyle(scope('.u-select'), {
  background: 'rgba(0, 0, 0, 0.07)',
  position: 'absolute',
  pointerEvents: 'none',
});
globalStyle(scope('.u-cursor-x, .u-cursor-y'), {
  position: 'absolute',
  left: 0,
  top: 0,
  pointerEvents: 'none',
  willChange: 'transform',
});
globalStyle(scope('.u-hz .u-cursor-x, .u-vt .u-cursor-y'), {
  height: '100%',
  borderRight: `1px dashed ${vars.color.borderStrong}`,
});
globalStyle(scope('.u-hz .u-cursor-y, .u-vt .u-cursor-x'), {
  width: '100%',
  borderBottom: `1px dashed ${vars.color.borderStrong}`,
});
globalStyle(scope('.u-cursor-pt'), {
  position: 'absolute',
  top: 0,
  left: 0,
  borderRadius: '50%',
  border: '0 solid',
  pointerEvents: 'none',
  willChange: 'transform',
  backgroundClip: 'padding-box !important',
});
globalStyle(
  scope('.u-axis.u-off, .u-select.u-off, .u-cursor-x.u-off, .u-cursor-y.u-off, .u-cursor-pt.u-off'),
  { display: 'none' },
);
// A bar under the pointer can be chosen when the chart says so.
globalStyle(`${chartArea}[data-selectable] .u-over`, { cursor: 'pointer' });
