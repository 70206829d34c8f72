// A script's way in to the live channel: open it and wait until the server let it in, so no
// event (an update's first report) can come before the script listens.
import { createLiveChannel, type LiveChannel, type LiveChannelOptions } from './live-channel';

/** Rejected when the channel did not authenticate in time (the channel is disposed). */
export class LiveChannelTimeoutError extends Error {
  override readonly name = 'LiveChannelTimeoutError';
  constructor(readonly timeoutMs: number) {
    super(`The live channel did not authenticate within ${timeoutMs / 1000} s.`);
  }
}

/**
 * Opens the live channel and resolves once it is authenticated.
 *
 * ```ts
 * import { WebSocket } from 'ws'; // Node 20 has none
 * const live = await openLiveChannel({ baseUrl, getToken: tokens.getToken, WebSocket });
 * ```
 */
export async function openLiveChannel(
  options: LiveChannelOptions,
  timeoutMs = 15_000,
): Promise<LiveChannel> {
  const channel = createLiveChannel(options);
  let unsubscribe = () => {};
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new LiveChannelTimeoutError(timeoutMs)), timeoutMs);
      unsubscribe = channel.status.subscribe((status) => {
        if (status !== 'authenticated') return;
        clearTimeout(timer);
        resolve();
      });
    });
  } catch (error) {
    channel.dispose();
    throw error;
  } finally {
    unsubscribe();
  }
  return channel;
}
