// How results reach the user: an aligned table with colours on a terminal, tab-separated lines
// when piped, one JSON document with --json, one JSON item per line with --jsonl (streamed).
import Table from 'cli-table3';
import pc from 'picocolors';
import type { CliIo } from './io';

export type OutputFormat = 'table' | 'plain' | 'json' | 'jsonl';
export type Colors = ReturnType<typeof pc.createColors>;
export type CellValue = string | number | boolean | null | undefined;

export interface Column<T> {
  header: string;
  value(item: T): CellValue;
  /** Colours a terminal cell (status words). */
  color?(text: string, colors: Colors): string;
}

export interface Output {
  readonly format: OutputFormat;
  readonly colors: Colors;
  /** --json or --jsonl: stdout carries JSON only. */
  readonly forScripts: boolean;
  /** Items as rows; --jsonl writes each as it arrives, so `--all` streams. */
  list<T>(items: AsyncIterable<T> | Iterable<T>, columns: readonly Column<T>[]): Promise<number>;
  /** One item as field/value lines, or its JSON. */
  item<T>(item: T, fields: readonly Column<T>[]): void;
  /** What an action did: the sentence for people, `value` for --json/--jsonl. */
  done(sentence: string, value: unknown): void;
  /** A sentence for people on stdout; nothing with --json / --jsonl. */
  say(text: string): void;
  /** A note for people: on a terminal in the output, else on stderr (pipes get data only). */
  note(text: string): void;
}

const cellText = (value: CellValue): string =>
  value === null || value === undefined ? '' : String(value);

export function createOutput(io: CliIo, format: OutputFormat): Output {
  const colors = pc.createColors(format === 'table' && !io.env.NO_COLOR && io.env.TERM !== 'dumb');
  const write = (text: string) => io.stdout.write(`${text}\n`);
  const forScripts = format === 'json' || format === 'jsonl';

  async function list<T>(
    items: AsyncIterable<T> | Iterable<T>,
    columns: readonly Column<T>[],
  ): Promise<number> {
    if (format === 'jsonl') {
      let count = 0;
      for await (const item of items) {
        write(JSON.stringify(item));
        count++;
      }
      return count;
    }
    const all: T[] = [];
    for await (const item of items) all.push(item);
    if (format === 'json') {
      write(JSON.stringify(all, null, 2));
      return all.length;
    }
    const rows = all.map((item) => columns.map((column) => cellText(column.value(item))));
    if (format === 'plain') {
      write(columns.map((column) => column.header).join('\t'));
      for (const row of rows) write(row.join('\t'));
      return all.length;
    }
    if (rows.length === 0) {
      io.stderr.write('Nothing to show.\n');
      return 0;
    }
    const table = new Table({
      head: columns.map((column) => colors.bold(column.header)),
      chars: BORDERLESS,
      style: { head: [], border: [], 'padding-left': 0, 'padding-right': 2 },
    });
    for (const row of rows)
      table.push(row.map((text, i) => columns[i]?.color?.(text, colors) ?? text));
    write(table.toString());
    return all.length;
  }

  return {
    format,
    colors,
    forScripts,
    list,
    say(text) {
      if (!forScripts) write(text);
    },
    item(item, fields) {
      if (forScripts) {
        write(JSON.stringify(item, null, format === 'json' ? 2 : undefined));
        return;
      }
      const width = Math.max(...fields.map((field) => field.header.length));
      for (const field of fields) {
        const text = cellText(field.value(item));
        const shown = format === 'table' ? (field.color?.(text, colors) ?? text) : text;
        write(
          `${format === 'table' ? colors.bold(field.header.padEnd(width)) : field.header.padEnd(width)}  ${shown}`,
        );
      }
    },
    done(sentence, value) {
      if (forScripts) write(JSON.stringify(value, null, format === 'json' ? 2 : undefined));
      else write(sentence);
    },
    note(text) {
      if (format === 'table') write(colors.dim(text));
      else io.stderr.write(`${text}\n`);
    },
  };
}

const BORDERLESS = {
  top: '',
  'top-mid': '',
  'top-left': '',
  'top-right': '',
  bottom: '',
  'bottom-mid': '',
  'bottom-left': '',
  'bottom-right': '',
  left: '',
  'left-mid': '',
  mid: '',
  'mid-mid': '',
  right: '',
  'right-mid': '',
  middle: '',
} as const;
