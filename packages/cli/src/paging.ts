// --limit / --offset / --all, the same on every list: one page, or every item streamed through
// the SDK's paging iterator.
import { InvalidArgumentError, type Command } from 'commander';
import type { Page } from '@fleet/sdk';
import type { Cli } from './cli';
import type { Column } from './output';

export interface PagingOptions {
  limit?: number;
  offset?: number;
  all?: boolean;
}

export function wholeNumber(text: string): number {
  if (!/^\d+$/.test(text.trim())) throw new InvalidArgumentError('Not a whole number.');
  return Number(text);
}

export function withPaging(command: Command, what: string): Command {
  return command
    .option('-l, --limit <n>', `how many ${what} one page has`, wholeNumber)
    .option('--offset <n>', `how many ${what} to skip`, wholeNumber)
    .option('-a, --all', `every ${what}, page after page`);
}

export interface PageLine {
  offset: number;
  shown: number;
  total: number;
}

/** "Showing 11–20 of 1000 devices; --offset 20 for the next page, --all for every one." */
export function pageSummary({ offset, shown, total }: PageLine, what: string): string {
  if (shown === 0) return `No ${what} from ${offset + 1} on (${total} in all).`;
  const last = offset + shown;
  const more = last < total ? `; --offset ${last} for the next page, --all for every one` : '';
  return `Showing ${offset + 1}–${last} of ${total} ${what}${more}.`;
}

const pageLine = <T>(page: Page<T>): PageLine => ({
  offset: page.offset,
  shown: page.values.length,
  total: page.total,
});

export interface PagedList<T> {
  /** Every item, page after page (the SDK's iterator). */
  all(): AsyncIterable<T>;
  /** One page at the offset and limit asked for. */
  page(paging: { offset: number | undefined; limit: number | undefined }): Promise<Page<T>>;
  columns: readonly Column<T>[];
  /** What the items are, for the page line ("devices"). */
  what: string;
}

/** Prints `--all` through the iterator (streamed with --jsonl), else one page and its line. */
export async function printPagedList<T>(
  cli: Cli,
  options: PagingOptions,
  list: PagedList<T>,
): Promise<void> {
  if (options.all) {
    await cli.out.list(list.all(), list.columns);
    return;
  }
  const page = await list.page({ offset: options.offset, limit: options.limit });
  await cli.out.list(page.values, list.columns);
  cli.out.note(pageSummary(pageLine(page), list.what));
}
