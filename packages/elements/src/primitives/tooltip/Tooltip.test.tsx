import { sendKeys } from '@web/test-runner-commands';
import { assertEqual, waitFor } from '../../testing/assert.js';
import { render, settle } from '../../testing/render.js';
import { user } from '../../testing/user.js';
import { Tooltip } from './Tooltip.js';

describe('Tooltip', () => {
  afterEach(() => user.resetMouse());

  it('opens on hover, describes its trigger, and closes on Escape', async () => {
    const { container } = await render(
      <Tooltip content="Copies the device id">
        <button type="button">Copy</button>
      </Tooltip>,
    );
    const trigger = container.querySelector('button')!;
    await user.hover(trigger);
    const tooltip = await waitFor(() => container.querySelector('[role="tooltip"]'));
    assertEqual(tooltip.textContent, 'Copies the device id', 'text');
    assertEqual(trigger.getAttribute('aria-describedby'), tooltip.id, 'aria-describedby');
    await settle(() => sendKeys({ press: 'Escape' }));
    await waitFor(() => !container.querySelector('[role="tooltip"]'), { what: 'closed' });
  });

  it('opens on keyboard focus and closes when focus leaves', async () => {
    const { container } = await render(
      <>
        <button type="button">Before</button>
        <Tooltip content="Removes the device">
          <button type="button">Delete</button>
        </Tooltip>
      </>,
    );
    const [before, trigger] = [...container.querySelectorAll('button')];
    before!.focus();
    await user.press('Tab');
    const tooltip = await waitFor(() => container.querySelector('[role="tooltip"]'));
    assertEqual(tooltip.textContent, 'Removes the device', 'text');
    assertEqual(trigger!.getAttribute('aria-describedby'), tooltip.id, 'aria-describedby');
    await user.press('Shift+Tab');
    await waitFor(() => !container.querySelector('[role="tooltip"]'), { what: 'closed' });
    assertEqual(trigger!.getAttribute('aria-describedby'), null, 'no description once closed');
  });
});
