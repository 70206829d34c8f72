import { formatMessage } from '@fleet/sdk/domain';
import { assert, assertEqual, waitFor } from '../../testing/assert.js';
import { render } from '../../testing/render.js';
import { deepActiveElement, user } from '../../testing/user.js';
import { VARIANTS } from '../../theme/token-names.js';
import { Button } from './Button.js';

const NOT_PERMITTED = 'You do not have permission to perform this action';

describe('Button (SPEC §2 app shell: button variants, not permitted)', () => {
  afterEach(() => user.resetMouse());

  it('renders the eight variants with distinct looks', async () => {
    const { container } = await render(
      <>
        {VARIANTS.map((variant) => (
          <Button key={variant} variant={variant}>
            {variant}
          </Button>
        ))}
      </>,
      { theme: 'light' },
    );
    const buttons = [...container.querySelectorAll('button')];
    assertEqual(buttons.length, 8, 'buttons');
    const looks = new Set(
      buttons.map((b) => {
        const s = getComputedStyle(b);
        return `${s.backgroundColor}|${s.color}|${s.borderColor}`;
      }),
    );
    // primary and tertiary share a hue but not a look (fill vs text-only).
    assertEqual(looks.size, 8, 'distinct looks');
  });

  it('calls onClick and defaults to type=button', async () => {
    let clicks = 0;
    const { container } = await render(<Button onClick={() => clicks++}>Save</Button>);
    const button = container.querySelector('button')!;
    assertEqual(button.type, 'button', 'type');
    await user.click(button);
    assertEqual(clicks, 1, 'clicks');
  });

  it('not permitted: disabled for the user, still focusable, with the exact tooltip text', async () => {
    assertEqual(formatMessage('rights.notPermitted'), NOT_PERMITTED, 'catalogue text');
    let clicks = 0;
    const { container } = await render(
      <Button variant="negative" notPermitted onClick={() => clicks++}>
        Delete
      </Button>,
    );
    const button = container.querySelector('button')!;
    assertEqual(button.getAttribute('aria-disabled'), 'true', 'aria-disabled');
    assertEqual(button.disabled, false, 'kept focusable');

    await user.click(button);
    assertEqual(clicks, 0, 'clicks while not permitted');

    await user.hover(button);
    const tooltip = await waitFor(() => container.querySelector('[role="tooltip"]'), {
      what: 'tooltip on hover',
    });
    assertEqual(tooltip.textContent, NOT_PERMITTED, 'tooltip text');

    const described = button.getAttribute('aria-describedby')!.split(' ');
    const descriptions = described.map(
      (id) => container.querySelector(`[id="${id}"]`)?.textContent,
    );
    assert(descriptions.includes(NOT_PERMITTED), `described by the reason: ${descriptions}`);
  });

  it('not permitted: the tooltip also opens on keyboard focus, and Enter does nothing', async () => {
    let clicks = 0;
    const { container } = await render(
      <Button notPermitted onClick={() => clicks++}>
        Upload
      </Button>,
    );
    await user.press('Tab');
    const button = container.querySelector('button')!;
    assertEqual(deepActiveElement(), button, 'focused by Tab');
    const tooltip = await waitFor(() => container.querySelector('[role="tooltip"]'), {
      what: 'tooltip on focus',
    });
    assertEqual(tooltip.textContent, NOT_PERMITTED, 'tooltip text');
    await user.press('Enter');
    await user.press('Space');
    assertEqual(clicks, 0, 'keyboard activation blocked');
  });
});
