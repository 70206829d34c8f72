import { useEffect } from 'react';
import { assert, assertDeepEqual, assertEqual, waitFor } from '../../testing/assert.js';
import { render } from '../../testing/render.js';
import { user } from '../../testing/user.js';
import { useToasts, type Toasts } from './ToastProvider.js';
import { TOAST_KINDS } from './toast-kinds.js';

/** Hands the test the toasts API of the tree it renders in. */
function Grab({ onToasts }: { onToasts(toasts: Toasts): void }) {
  const toasts = useToasts();
  useEffect(() => {
    onToasts(toasts);
  }, [onToasts, toasts]);
  return null;
}

async function setup() {
  const handle: { toasts?: Toasts } = {};
  const { container } = await render(
    <Grab
      onToasts={(toasts) => {
        handle.toasts = toasts;
      }}
    />,
  );
  const region = container.querySelector<HTMLElement>('[aria-label="Notifications"]')!;
  // Effects run after the render: at once under React, after the next frame under Preact.
  const toasts = await waitFor(() => handle.toasts, { what: 'the toasts API' });
  return { container, region, toasts };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
    const { region, toasts } = await setup();
    const shownAt = performance.now();
    toasts.show({ kind: 'positive', message: 'Custom filter saved successfully.' });
    await waitFor(() => region.children.length === 1);
    await sleep(2500);
    assertEqual(region.children.length, 1, 'still shown at 2.5 s');
    await waitFor(() => region.children.length === 0, { timeout: 2000 });
    const elapsed = performance.now() - shownAt;
    assert(elapsed >= 2950 && elapsed < 3800, `closed after ${Math.round(elapsed)} ms`);
  });

  it('pauses while hovered and resumes with the time left', async () => {
    const { region, toasts } = await setup();
    toasts.show({ kind: 'info', message: 'Hover me', duration: 600 });
    const toast = await waitFor(() => region.firstElementChild);
    await user.hover(toast);
    await sleep(900);
    assertEqual(region.children.length, 1, 'kept open while hovered');
    await user.resetMouse();
    await waitFor(() => region.children.length === 0, {
      timeout: 1500,
      what: 'closed after leaving',
    });
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
