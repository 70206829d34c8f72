import { assert, assertDeepEqual, assertEqual, waitFor } from '../../testing/assert.js';
import { render } from '../../testing/render.js';
import { user } from '../../testing/user.js';
import { darkTheme, lightTheme } from '../../theme/palettes.js';
import { BarChart, type ChartBar } from './BarChart.js';
import { labelRoom, shortLabel } from './bar-plot-options.js';
import { readChartColors } from './chart-colors.js';

const BARS: ChartBar[] = [
  { id: 'a', label: 'Packing line', value: 42 },
  { id: 'b', label: 'Warehouse', value: 17 },
  { id: 'c', label: 'Lab', value: 3 },
];

const props = {
  title: 'Top fleets',
  categoryHeader: 'Fleet',
  valueHeader: 'Devices',
  emptyText: 'No fleets yet.',
};

const canvasOf = (container: HTMLElement) =>
  waitFor(() => container.querySelector('canvas'), { what: 'uPlot canvas' });

/** Centre of bar `index` of `count`, in page coordinates (x range is [-0.5, count - 0.5]). */
function barCentre(over: Element, index: number, count: number): [number, number] {
  const box = over.getBoundingClientRect();
  return [box.x + ((index + 0.5) / count) * box.width, box.y + box.height - 4];
}

const rgb = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

/** The colour the canvas painted at a page position. */
function pixelAt(canvas: HTMLCanvasElement, [x, y]: [number, number]): string {
  const box = canvas.getBoundingClientRect();
  const scale = canvas.width / box.width;
  const [r, g, b] = canvas
    .getContext('2d')!
    .getImageData(Math.round((x - box.x) * scale), Math.round((y - box.y) * scale), 1, 1).data;
  return `rgb(${r}, ${g}, ${b})`;
}

describe('BarChart (uPlot, with its data as a table)', () => {
  it('draws the bars with uPlot and has a data table for screen readers', async () => {
    const { container } = await render(<BarChart {...props} bars={BARS} />, { theme: 'light' });
    const canvas = await canvasOf(container);
    assert(canvas.closest('[aria-hidden="true"]'), 'the canvas is hidden from screen readers');
    const figure = container.querySelector('figure')!;
    assertEqual(figure.getAttribute('aria-labelledby') !== null, true, 'named figure');
    const table = container.querySelector('table')!;
    assertEqual(table.getAttribute('aria-label'), 'Top fleets', 'table name');
    const rows = [...table.querySelectorAll('tbody tr')].map((row) =>
      [...row.children].map((cell) => cell.textContent),
    );
    assertDeepEqual(
      rows,
      [
        ['Packing line', '42'],
        ['Warehouse', '17'],
        ['Lab', '3'],
      ],
      'rows',
    );
    assertEqual(
      getComputedStyle(table).position,
      'absolute',
      'visually hidden while the chart shows',
    );
  });

  it('"Show as table" swaps the chart for a visible table and back', async () => {
    const { container } = await render(<BarChart {...props} bars={BARS} />);
    await canvasOf(container);
    const toggle = container.querySelector<HTMLButtonElement>('[part~="view-toggle"]')!;
    assertEqual(toggle.textContent, 'Show as table', 'label');
    await user.click(toggle);
    assertEqual(container.querySelector('canvas'), null, 'chart gone');
    assertEqual(toggle.getAttribute('aria-pressed'), 'true', 'pressed');
    assertEqual(getComputedStyle(container.querySelector('table')!).position, 'static', 'shown');
    await user.click(toggle);
    await canvasOf(container);
  });

  it('a click on a bar, or on its row, chooses it', async () => {
    const chosen: string[] = [];
    const { container } = await render(
      <BarChart {...props} bars={BARS} onBarSelect={(bar) => chosen.push(bar.id)} />,
    );
    await canvasOf(container);
    const over = container.querySelector('.u-over')!;
    const [x, y] = barCentre(over, 1, BARS.length);
    const { sendMouse } = await import('@web/test-runner-commands');
    await sendMouse({ type: 'move', position: [Math.round(x), Math.round(y)] });
    await waitFor(
      () => container.querySelector('[part~="readout"]')?.textContent === 'Warehouse: 17',
      { what: 'hover readout' },
    );
    await sendMouse({ type: 'click', position: [Math.round(x), Math.round(y)] });
    await waitFor(() => chosen.length === 1, { what: 'bar chosen' });
    assertEqual(chosen[0], 'b', 'the bar under the pointer');

    const rowButton = container.querySelector<HTMLButtonElement>('tbody button')!;
    assertEqual(rowButton.tabIndex, -1, 'hidden table buttons are out of the tab order');
    rowButton.click();
    assertDeepEqual(chosen, ['b', 'a'], 'row chosen');
    await user.resetMouse();
  });

  it('reads its colours from the theme and from --fleet-* properties', async () => {
    const { container } = await render(<BarChart {...props} bars={BARS} />, { theme: 'light' });
    await canvasOf(container);
    const chartArea = container.querySelector('[part~="plot"]')!.parentElement!;
    assertEqual(readChartColors(chartArea).bar, lightTheme.color.primary.base, 'light bar');
    container.style.setProperty('--fleet-chart-color', 'rgb(1, 2, 3)');
    assertEqual(readChartColors(chartArea).bar, 'rgb(1, 2, 3)', 'chart colour property');
    container.style.removeProperty('--fleet-chart-color');
    container.style.setProperty('--fleet-color-primary', '#123456');
    assertEqual(readChartColors(chartArea).bar, '#123456', 'theme property');
    container.style.removeProperty('--fleet-color-primary');
    const inFirstBar = () => barCentre(container.querySelector('.u-over')!, 0, BARS.length);
    await waitFor(
      () =>
        pixelAt(container.querySelector('canvas')!, inFirstBar()) ===
        rgb(lightTheme.color.primary.base),
      { what: 'light bar painted' },
    );
    container.querySelector('[data-fleet-theme]')!.setAttribute('data-fleet-theme', 'dark');
    assertEqual(readChartColors(chartArea).bar, darkTheme.color.primary.base, 'dark bar');
    await waitFor(
      () =>
        pixelAt(container.querySelector('canvas')!, inFirstBar()) ===
        rgb(darkTheme.color.primary.base),
      { what: 'dark bar painted' },
    );
  });

  it('shows the empty text without bars, and a placeholder while loading', async () => {
    const { container, rerender } = await render(<BarChart {...props} bars={[]} />);
    assertEqual(container.querySelector('[part~="empty"]')?.textContent, 'No fleets yet.', 'empty');
    assertEqual(container.querySelector('[part~="view-toggle"]'), null, 'no toggle');
    await rerender(<BarChart {...props} bars={[]} loading />);
    assert(container.querySelector('[data-skeleton]'), 'placeholder');
    assertEqual(container.querySelector('figure')?.getAttribute('aria-busy'), 'true', 'busy');
  });

  it('cuts category labels to the room under each bar, so 8 fleets never overlap', () => {
    assertEqual(labelRoom(1200, 8), 14, 'wide: the usual 14');
    assertEqual(labelRoom(390, 8), 5, 'a phone: 5 characters each');
    assertEqual(labelRoom(100, 8), 3, 'never less than 3');
    const room = labelRoom(600, 8);
    const label = shortLabel('Production line north-east', room);
    assertEqual(label.length <= room, true, 'fits');
    assertEqual(label.endsWith('…'), true, 'marked as cut');
  });
});
