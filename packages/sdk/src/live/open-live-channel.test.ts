import { describe, expect, it } from 'vitest';
import { LiveChannelTimeoutError, openLiveChannel } from './open-live-channel';
import { fakeSockets } from './testing/fake-socket';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('openLiveChannel: a script waits until the channel is in', () => {
  it('resolves once the server authenticated the channel', async () => {
    const sockets = fakeSockets();
    let opened = false;
    const opening = openLiveChannel({
      baseUrl: 'http://127.0.0.1:8080',
      getToken: () => 'token-1',
      WebSocket: sockets.WebSocket,
    }).then((channel) => {
      opened = true;
      return channel;
    });
    sockets.latest().open();
    await tick();
    expect(opened).toBe(false);
    sockets.latest().receive({ type: 'authSuccess' });
    const channel = await opening;
    expect(channel.status.value).toBe('authenticated');
    channel.dispose();
  });

  it('gives up after the time-out and closes the channel', async () => {
    const sockets = fakeSockets();
    const opening = openLiveChannel(
      { baseUrl: 'http://127.0.0.1:8080', getToken: () => 'token-1', WebSocket: sockets.WebSocket },
      20,
    );
    await expect(opening).rejects.toBeInstanceOf(LiveChannelTimeoutError);
    await expect(opening).rejects.toThrow('The live channel did not authenticate within 0.02 s.');
  });
});
