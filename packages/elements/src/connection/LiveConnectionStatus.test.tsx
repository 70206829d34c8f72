// SPEC §4 live events, issue 10 point 6: while the live channel is down the user is told so,
// politely (a status region), and the message goes once it is back.
import { assert, assertEqual, waitFor } from '../testing/assert.js';
import { fakeLiveChannel } from '../testing/fake-live-channel.js';
import { render } from '../testing/render.js';
import { LiveConnectionStatus } from './LiveConnectionStatus.js';

const RECONNECTING = 'Live updates interrupted. Reconnecting…';

describe('LiveConnectionStatus', () => {
  it('is an empty polite status while live updates flow, and takes no room', async () => {
    const { container } = await render(<LiveConnectionStatus channel={fakeLiveChannel()} />);
    const status = container.querySelector<HTMLElement>('[role="status"]');
    assert(status, 'a status region exists before anything is said');
    assertEqual(status.getAttribute('aria-live'), 'polite', 'polite');
    assertEqual(status.textContent, '', 'empty');
    assertEqual(status.getBoundingClientRect().height, 0, 'no room taken');
  });

  it('says the channel is reconnecting while it is down, and empties once it is back', async () => {
    const live = fakeLiveChannel();
    const { container } = await render(<LiveConnectionStatus channel={live} />);
    const status = container.querySelector<HTMLElement>('[role="status"]')!;
    live.lose();
    await waitFor(() => status.textContent === RECONNECTING, { what: 'reconnecting shown' });
    assert(status.getBoundingClientRect().height > 0, 'visible');
    assert(status.checkVisibility(), 'not hidden');
    live.reconnect();
    await waitFor(() => status.textContent === '', { what: 'gone after reconnect' });
  });

  it('is empty without a live channel, and in the channel’s first connecting', async () => {
    const live = fakeLiveChannel();
    live.connection.value = 'connecting';
    const { container } = await render(
      <>
        <LiveConnectionStatus />
        <LiveConnectionStatus channel={live} />
      </>,
    );
    const texts = [...container.querySelectorAll('[role="status"]')].map((s) => s.textContent);
    assertEqual(texts.join('|'), '|', 'both empty');
  });
});
