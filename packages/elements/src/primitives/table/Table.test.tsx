import { useState } from 'react';
import { assertDeepEqual, assertEqual } from '../../testing/assert.js';
import { render } from '../../testing/render.js';
import { deepActiveElement, user } from '../../testing/user.js';
import { Table } from './Table.js';
import type { TableColumn, TableSort } from './table-types.js';

interface Device {
  uuid: string;
  name: string;
  status: string;
}

const DEVICES: Device[] = [
  { uuid: 'a', name: 'gateway-01', status: 'UpToDate' },
  { uuid: 'b', name: 'gateway-02', status: 'Outdated' },
  { uuid: 'c', name: 'sensor-17', status: 'Error' },
];

const COLUMNS: TableColumn<Device>[] = [
  { id: 'name', header: 'Name', cell: (d) => d.name, sortable: true },
  { id: 'status', header: 'Status', cell: (d) => d.status },
];

function Harness({ log }: { log: string[] }) {
  const [sort, setSort] = useState<TableSort>();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  return (
    <Table
      label="Devices"
      columns={COLUMNS}
      rows={DEVICES}
      rowId={(d) => d.uuid}
      sort={sort}
      onSortChange={(next) => {
        log.push(`sort:${next.columnId}:${next.direction}`);
        setSort(next);
      }}
      selectable
      selected={selected}
      onSelectionChange={(next) => {
        log.push(`selected:${[...next].sort().join(',')}`);
        setSelected(next);
      }}
      onRowActivate={(d) => log.push(`activate:${d.name}`)}
    />
  );
}

describe('Table', () => {
  it('sorts from its headers and reports the direction with aria-sort', async () => {
    const log: string[] = [];
    const { container } = await render(<Harness log={log} />);
    const [nameHeader, statusHeader] = [...container.querySelectorAll('th')].slice(1);
    assertEqual(nameHeader!.getAttribute('aria-sort'), 'none', 'unsorted');
    assertEqual(statusHeader!.hasAttribute('aria-sort'), false, 'not sortable');
    await user.click(nameHeader!.querySelector('button')!);
    assertEqual(nameHeader!.getAttribute('aria-sort'), 'ascending', 'after one click');
    await user.click(nameHeader!.querySelector('button')!);
    assertEqual(nameHeader!.getAttribute('aria-sort'), 'descending', 'after two clicks');
    assertDeepEqual(log, ['sort:name:Asc', 'sort:name:Desc'], 'log');
  });

  it('selects rows and all rows, showing the mixed state', async () => {
    const log: string[] = [];
    const { container } = await render(<Harness log={log} />);
    const [all, first] = [
      ...container.querySelectorAll<HTMLInputElement>('input[type="checkbox"]'),
    ];
    assertEqual(all!.labels?.[0]?.textContent, 'Select all', 'select-all label');
    await user.click(first!);
    assertEqual(all!.indeterminate, true, 'mixed after one');
    assertEqual(
      container.querySelector('tr[data-row-index="0"]')!.getAttribute('aria-selected'),
      'true',
      'row selected',
    );
    await user.click(all!);
    assertDeepEqual(log, ['selected:a', 'selected:a,b,c'], 'log');
    assertEqual(all!.checked, true, 'all checked');
  });

  it('moves between rows with arrow keys, toggles with Space, activates with Enter', async () => {
    const log: string[] = [];
    const { container } = await render(<Harness log={log} />);
    const rows = [...container.querySelectorAll<HTMLElement>('tbody tr')];
    assertDeepEqual(
      rows.map((r) => r.tabIndex),
      [0, -1, -1],
      'one Tab stop',
    );
    rows[0]!.focus();
    await user.press('ArrowDown');
    assertEqual(deepActiveElement(), rows[1], 'second row focused');
    await user.press('Space');
    await user.press('End');
    assertEqual(deepActiveElement(), rows[2], 'last row focused');
    await user.press('Enter');
    assertDeepEqual(log, ['selected:b', 'activate:sensor-17'], 'log');
    assertDeepEqual(
      rows.map((r) => r.tabIndex),
      [-1, -1, 0],
      'Tab stop follows focus',
    );
  });

  it('shows skeleton rows while loading and an empty state without rows', async () => {
    const { container, rerender } = await render(
      <Table label="Devices" columns={COLUMNS} rows={[]} rowId={(d) => d.uuid} loading />,
    );
    assertEqual(container.querySelector('table')!.getAttribute('aria-busy'), 'true', 'busy');
    await rerender(
      <Table label="Devices" columns={COLUMNS} rows={[]} rowId={(d) => d.uuid} selectable />,
    );
    const all = container.querySelector<HTMLInputElement>('thead input[type="checkbox"]')!;
    assertEqual(all.disabled, true, 'nothing to select all of');
    await rerender(
      <Table label="Devices" columns={COLUMNS} rows={[]} rowId={(d) => d.uuid} loading />,
    );
    assertEqual(container.querySelectorAll('[data-skeleton]').length, 3, 'skeleton rows');
    await rerender(
      <Table
        label="Devices"
        columns={COLUMNS}
        rows={[]}
        rowId={(d) => d.uuid}
        empty="No devices match the current filter."
      />,
    );
    assertEqual(
      container.querySelector('tbody')!.textContent,
      'No devices match the current filter.',
      'empty',
    );
  });

  it('keeps a column pinned to the end (the actions) in view while the others overflow the frame', async () => {
    const wide = (text: string) => <span style={{ whiteSpace: 'nowrap' }}>{text.repeat(6)}</span>;
    const columns: TableColumn<Device>[] = [
      { id: 'name', header: 'Name', cell: (d) => d.name },
      { id: 'uuid', header: 'UUID', cell: (d) => wide(`${d.uuid}-0000-`) },
      { id: 'status', header: 'Status', cell: (d) => wide(`${d.status} `) },
      {
        id: 'actions',
        header: 'Actions',
        pinned: 'end',
        cell: (d) => <button type="button">Delete {d.name}</button>,
      },
    ];
    const { container } = await render(
      <div style={{ width: '700px' }}>
        <Table label="Devices" columns={columns} rows={DEVICES} rowId={(d) => d.uuid} />
      </div>,
    );
    const frame = container.querySelector('table')!.parentElement!;
    assertEqual(frame.scrollWidth > frame.clientWidth, true, 'the columns overflow the frame');
    const inView = () => {
      const box = frame.getBoundingClientRect();
      return [...container.querySelectorAll('tbody button')].map((button) => {
        const at = button.getBoundingClientRect();
        return at.left >= box.left && at.right <= box.right;
      });
    };
    assertDeepEqual(inView(), [true, true, true], 'every row’s action in view, unscrolled');
    frame.scrollLeft = frame.scrollWidth;
    assertDeepEqual(inView(), [true, true, true], 'and scrolled to the end');
  });

  it('labels select-all visibly where rows are cards (a phone), for screen readers only in rows', async () => {
    const labelWidth = async (width: string) => {
      const { container } = await render(
        <div style={{ width }}>
          <Harness log={[]} />
        </div>,
      );
      const all = container.querySelector<HTMLInputElement>('thead input[type="checkbox"]')!;
      const label = all.labels![0]!;
      assertEqual(label.textContent, 'Select all', 'its label');
      return label.querySelector('span')!.getBoundingClientRect().width;
    };
    const phone = await labelWidth('390px');
    assertEqual(phone > 30, true, `seen on a phone (${phone}px wide)`);
    const wide = await labelWidth('900px');
    assertEqual(wide <= 1, true, `not seen above columns (${wide}px wide)`);
  });
});
