// The theme as a canvas needs it: concrete colour and font strings, read from the computed
// style of the chart area (see BarChart.css.ts), and read again whenever they may have changed:
// the theme attribute of the enclosing FleetRoot, the system colour scheme (theme 'auto'), or
// the host element's inline style and class (a partner setting --fleet-* at run time).
import { useEffect, useState } from 'react';
import { axisColor, axisFont, barColor, barHoverColor, gridColor } from './BarChart.css.js';

export interface ChartColors {
  bar: string;
  barHover: string;
  axis: string;
  grid: string;
  font: string;
}

/** `var(--name)` (what createVar gives) → `--name`. */
const propertyName = (cssVar: string) => cssVar.replace(/^var\((--[^,)]+)\)$/, '$1');

export function readChartColors(element: Element): ChartColors {
  const style = getComputedStyle(element);
  const read = (cssVar: string) => style.getPropertyValue(propertyName(cssVar)).trim();
  return {
    bar: read(barColor),
    barHover: read(barHoverColor),
    axis: read(axisColor),
    grid: read(gridColor),
    font: read(axisFont),
  };
}

const same = (a: ChartColors | undefined, b: ChartColors) =>
  a !== undefined && (Object.keys(b) as (keyof ChartColors)[]).every((key) => a[key] === b[key]);

/** The chart area's colours; undefined until it is mounted. */
export function useChartColors(element: HTMLElement | null): ChartColors | undefined {
  const [colors, setColors] = useState<ChartColors>();

  useEffect(() => {
    if (!element) return;
    const update = () => {
      const next = readChartColors(element);
      setColors((current) => (same(current, next) ? current : next));
    };
    update();
    const observer = new MutationObserver(update);
    const themeScope = element.closest('[data-fleet-theme]');
    if (themeScope) observer.observe(themeScope, { attributes: true });
    const root = element.getRootNode();
    if (root instanceof ShadowRoot)
      observer.observe(root.host, { attributes: true, attributeFilter: ['style', 'class'] });
    const scheme = matchMedia('(prefers-color-scheme: dark)');
    scheme.addEventListener('change', update);
    return () => {
      observer.disconnect();
      scheme.removeEventListener('change', update);
    };
  }, [element]);

  return colors;
}
