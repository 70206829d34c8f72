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
});
