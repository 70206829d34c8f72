import { assertEqual, waitFor } from '../../testing/assert.js';
import { render } from '../../testing/render.js';
import { user } from '../../testing/user.js';
import { Link } from './Link.js';

describe('Link (SPEC §2 app shell: link variants, not permitted)', () => {
  afterEach(() => user.resetMouse());

  it('is a link to its destination', async () => {
    const { container } = await render(
      <Link href="/devices" variant="info">
        Devices
      </Link>,
    );
    const link = container.querySelector('a')!;
    assertEqual(link.getAttribute('href'), '/devices', 'href');
    assertEqual(link.textContent, 'Devices', 'text');
  });

  it('not permitted: no destination, focusable, and the exact tooltip', async () => {
    let clicks = 0;
    const { container } = await render(
      <Link href="/packages/upload" notPermitted onClick={() => clicks++}>
        Upload a package
      </Link>,
    );
    const link = container.querySelector('a')!;
    assertEqual(link.hasAttribute('href'), false, 'no href');
    assertEqual(link.getAttribute('role'), 'link', 'role');
    assertEqual(link.getAttribute('aria-disabled'), 'true', 'aria-disabled');
    assertEqual(link.tabIndex, 0, 'focusable');
    await user.click(link);
    assertEqual(clicks, 0, 'clicks');
    await user.hover(link);
    const tooltip = await waitFor(() => container.querySelector('[role="tooltip"]'));
    assertEqual(tooltip.textContent, 'You do not have permission to perform this action', 'text');
  });
});
