import { useState } from 'react';
import { assertDeepEqual, assertEqual } from '../../testing/assert.js';
import { render } from '../../testing/render.js';
import { changeValue, user } from '../../testing/user.js';
import { Pagination, type PageRequest } from './Pagination.js';

function Harness({ log, total }: { log: PageRequest[]; total: number }) {
  const [page, setPage] = useState<PageRequest>({ offset: 0, limit: 10 });
  return (
    <Pagination
      {...page}
      total={total}
      onChange={(next) => {
        log.push(next);
        setPage(next);
      }}
    />
  );
}

const buttonNamed = (container: HTMLElement, name: string) =>
  [...container.querySelectorAll('button')].find((b) => b.textContent === name)!;

describe('Pagination (page envelope offset/limit/total)', () => {
  it('pages forward and back within the total, showing the range', async () => {
    const log: PageRequest[] = [];
    const { container } = await render(<Harness log={log} total={25} />);
    const nav = container.querySelector('nav')!;
    assertEqual(nav.getAttribute('aria-label'), 'Pagination', 'landmark');
    assertEqual(buttonNamed(container, 'Previous page').disabled, true, 'no previous on page 1');
    assertEqual(nav.textContent!.includes('1–10 of 25'), true, 'first range');
    await user.click(buttonNamed(container, 'Next page'));
    await user.click(buttonNamed(container, 'Next page'));
    assertEqual(nav.textContent!.includes('21–25 of 25'), true, 'last range');
    assertEqual(buttonNamed(container, 'Next page').disabled, true, 'no next on the last page');
    await user.click(buttonNamed(container, 'Previous page'));
    assertDeepEqual(
      log,
      [
        { offset: 10, limit: 10 },
        { offset: 20, limit: 10 },
        { offset: 10, limit: 10 },
      ],
      'requests',
    );
  });

  it('a new page size starts from the first page', async () => {
    const log: PageRequest[] = [];
    const { container } = await render(<Harness log={log} total={253} />);
    await user.click(buttonNamed(container, 'Next page'));
    const select = container.querySelector('select')!;
    assertEqual(
      container.querySelector(`label[for="${select.id}"]`)?.textContent,
      'Rows per page',
      'label',
    );
    await changeValue(select, '50');
    assertDeepEqual(log.at(-1), { offset: 0, limit: 50 }, 'reset to first page');
  });

  it('shows an empty range without pages', async () => {
    const { container } = await render(<Harness log={[]} total={0} />);
    assertEqual(container.querySelector('nav')!.textContent!.includes('0–0 of 0'), true, 'range');
    assertEqual(buttonNamed(container, 'Next page').disabled, true, 'no next');
  });
});
