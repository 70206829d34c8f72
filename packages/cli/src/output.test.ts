import { describe, expect, it } from 'vitest';
import type { CliIo } from './io';
import { createOutput, type Column, type OutputFormat } from './output';

interface Row {
  name: string;
  status: string;
}
const rows: Row[] = [
  { name: 'Gate Camera 059', status: 'Error' },
  { name: 'Lab', status: 'UpToDate' },
];
const columns: Column<Row>[] = [
  { header: 'Name', value: (r) => r.name },
  { header: 'Status', value: (r) => r.status, color: (t, c) => c.red(t) },
];

async function print(format: OutputFormat, env: CliIo['env'] = {}) {
  let stdout = '';
  let stderr = '';
  const out = createOutput(
    {
      stdout: { write: (t) => (stdout += t) },
      stderr: { write: (t) => (stderr += t) },
      env,
      isTTY: format === 'table',
      confirm: async () => false,
      openBrowser: async () => {},
      onInterrupt: () => () => {},
    },
    format,
  );
  await out.list(rows, columns);
  out.note('Showing 1–2 of 2.');
  return { stdout, stderr };
}

describe('output for people and for scripts', () => {
  it('aligns a table on a terminal, with colours unless NO_COLOR is set', async () => {
    const plain = await print('table', { NO_COLOR: '1' });
    expect(plain.stdout).toBe(
      [
        'Name             Status    ',
        'Gate Camera 059  Error     ',
        'Lab              UpToDate  ',
        'Showing 1–2 of 2.',
        '',
      ].join('\n'),
    );
    const coloured = await print('table', { TERM: 'xterm' });
    expect(coloured.stdout).toContain('\u001b[31mError\u001b[39m');
  });

  it('writes tab-separated lines to a pipe, notes on stderr', async () => {
    const { stdout, stderr } = await print('plain');
    expect(stdout).toBe('Name\tStatus\nGate Camera 059\tError\nLab\tUpToDate\n');
    expect(stderr).toBe('Showing 1–2 of 2.\n');
  });

  it('writes one JSON document, or one item per line', async () => {
    expect(JSON.parse((await print('json')).stdout)).toEqual(rows);
    expect((await print('jsonl')).stdout).toBe(
      `${JSON.stringify(rows[0])}\n${JSON.stringify(rows[1])}\n`,
    );
  });
});
