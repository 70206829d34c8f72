import { assertEqual } from '../../testing/assert.js';
import { render } from '../../testing/render.js';
import { ProgressBar } from './ProgressBar.js';
import { EmptyState } from '../empty-state/EmptyState.js';
import { Skeleton } from '../skeleton/Skeleton.js';

describe('ProgressBar, EmptyState, Skeleton', () => {
  it('a progress bar reports its value, or none while unknown', async () => {
    const { container } = await render(
      <>
        <ProgressBar label="Uploading package" value={0.256} />
        <ProgressBar label="Preparing" />
      </>,
    );
    const [known, unknown] = [...container.querySelectorAll('[role="progressbar"]')];
    assertEqual(known!.getAttribute('aria-label'), 'Uploading package', 'name');
    assertEqual(known!.getAttribute('aria-valuenow'), '26', 'percent');
    assertEqual(unknown!.hasAttribute('aria-valuenow'), false, 'indeterminate');
  });

  it('an empty state shows its title, text and action; a skeleton is hidden from readers', async () => {
    const { container } = await render(
      <>
        <EmptyState
          title="No devices match the current filter."
          action={<button type="button">Reset filter</button>}
        />
        <Skeleton shape="circle" />
      </>,
    );
    assertEqual(
      container.querySelector('p')!.textContent,
      'No devices match the current filter.',
      'title',
    );
    assertEqual(container.querySelector('button')!.textContent, 'Reset filter', 'action');
    assertEqual(
      container.querySelector('[data-skeleton]')!.getAttribute('aria-hidden'),
      'true',
      'hidden',
    );
  });
});
