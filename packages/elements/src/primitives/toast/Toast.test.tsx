import { useEffect } from 'react';
import { assert, assertDeepEqual, assertEqual, waitFor } from '../../testing/assert.js';
import { render } from '../../testing/render.js';
import { manualClock, type ManualClock } from '../../testing/manual-clock.js';
import { user } from '../../testing/user.js';
import { ToastProvider, useToasts, type Toasts } from './ToastProvider.js';
import { TOAST_KINDS } from './toast-kinds.js';

/** Hands the test the toasts API of the tree it renders in. */
function Grab({ onToasts }: { onToasts(toasts: Toasts): void }) {
  const toasts = useToasts();
  useEffect(() => {
    onToasts(toasts);
  }, [onToasts, toasts]);
  return null;
}

/** Toasts in a tree of their own; their timers read `clock` when one is given. */
async function setup(clock?: ManualClock) {
  const handle: { toasts?: Toasts } = {};
  const grab = (
    <Grab
      onToasts={(toasts) => {
        handle.toasts = toasts;
      }}
    />
  );
  const { container } = await render(
    clock ? <ToastProvider clock={clock}>{grab}</ToastProvider> : grab,
  );
  // The innermost provider's region comes first: the one these toasts show in.
  const region = container.querySelector<HTMLElement>('[aria-label="Notifications"]')!;
  // Effects run after the render: at once under React, after the next frame under Preact.
  const toasts = await waitFor(() => handle.toasts, { what: 'the toasts API' });
  return { container, region, toasts };
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

describe('Toasts (SPEC §2 app shell: toasts, feedback auto-close)', () => {
  afterEach(() => user.resetMouse());

  it('shows the four kinds bottom-right in a live region, alerts for negative and warning', async () => {
    const { region, toasts } = await setup();
    assertEqual(region.getAttribute('aria-live'), 'polite', 'live region exists before toasts');
    for (const kind of TOAST_KINDS) toasts.show({ kind, message: `${kind} message` });
    await waitFor(() => region.children.length === 4);
    const roles = [...region.children].map(
      (t) => `${t.getAttribute('data-kind')}:${t.getAttribute('role')}`,
    );
    assertDeepEqual(
      roles,
      ['positive:status', 'negative:alert', 'warning:alert', 'info:status'],
      'roles',
    );
    const box = region.getBoundingClientRect();
    assert(Math.abs(window.innerWidth - box.right) <= 32, `at the right edge: ${box.right}`);
    assert(Math.abs(window.innerHeight - box.bottom) <= 32, `at the bottom edge: ${box.bottom}`);
  });

  it('closes itself after 3000 ms by default', async () => {
    const clock = manualClock();
    const { region, toasts } = await setup(clock);
    toasts.show({ kind: 'positive', message: 'Custom filter saved successfully.' });
    await waitFor(() => region.children.length === 1);
    clock.advance(2999);
    await nextFrame();
    assertEqual(region.children.length, 1, 'still shown at 2,999 ms');
    clock.advance(1);
    await waitFor(() => region.children.length === 0, { what: 'closed at 3,000 ms' });
  });

  it('closes itself on the real clock too', async () => {
    const { region, toasts } = await setup();
    // Records the toast's arrival as it happens: on busy cores its 50 ms may be over before a
    // poll of the region would have seen it.
    let shown = false;
    const arrivals = new MutationObserver(() => {
      if (region.children.length > 0) shown = true;
    });
    arrivals.observe(region, { childList: true });
    toasts.show({ kind: 'info', message: 'Soon gone', duration: 50 });
    await waitFor(() => shown, { what: 'shown' });
    await waitFor(() => region.children.length === 0, { what: 'closed' });
    arrivals.disconnect();
  });

  it('pauses while hovered and resumes with the time left', async () => {
    const clock = manualClock();
    const { region, toasts } = await setup(clock);
    toasts.show({ kind: 'info', message: 'Hover me', duration: 600 });
    const toast = await waitFor(() => region.firstElementChild);
    clock.advance(200);
    await user.hover(toast);
    clock.advance(5000);
    await nextFrame();
    assertEqual(region.children.length, 1, 'kept open while hovered');
    await user.resetMouse();
    clock.advance(399);
    await nextFrame();
    assertEqual(region.children.length, 1, 'the 400 ms left are not over');
    clock.advance(1);
    await waitFor(() => region.children.length === 0, { what: 'closed after the time left' });
  });

  it('can be dismissed, and a null duration stays until dismissed', async () => {
    const { region, toasts } = await setup();
    toasts.show({
      kind: 'negative',
      message: 'Unable to save custom filter. Please try again later.',
      duration: null,
    });
    const toast = await waitFor(() => region.firstElementChild);
    const dismiss = toast.querySelector('button')!;
    assertEqual(dismiss.getAttribute('aria-label'), 'Dismiss notification', 'label');
    await user.click(dismiss);
    assertEqual(region.children.length, 0, 'dismissed');
  });
});
