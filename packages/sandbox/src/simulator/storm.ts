// The simulator's bench mode (`--bench`, docs/sandbox.md): a storm of check-ins at a fixed
// rate for a fixed time, so a bench can watch the console under thousands of live events a
// second. Each event is what a real check-in does (the device's contact recorded, DeviceSeen
// published), devices taken in uuid order, wrapping round; the check-ins of one slot are
// recorded in one transaction. Bounded in rate and time: it stops
// at its time even when the server could not send every event asked.
import type { SandboxContext } from '../context.js';
import { deviceSeen } from '../updates/live-messages.js';

export const STORM_MAX_RATE = 10_000;
export const STORM_MAX_SECONDS = 300;
/** Events are sent in slots of this many ms (the rate spread over them). */
const SLOT_MS = 100;

export interface StormRequest {
  /** Events per second, 1 to STORM_MAX_RATE. */
  rate: number;
  /** 1 to STORM_MAX_SECONDS. */
  seconds: number;
}

export interface StormResult {
  /** DeviceSeen events published. */
  events: number;
  /** Frames those events make for this process's live connections (one per socket told). */
  frames: number;
  /**
   * How long it took, ms. A storm never runs past its time: when the server cannot keep the
   * rate, fewer events than asked are sent.
   */
  ms: number;
}

/** Why a storm request cannot run, or undefined when it can. */
export function invalidStorm({ rate, seconds }: StormRequest): string | undefined {
  if (!Number.isInteger(rate) || rate < 1 || rate > STORM_MAX_RATE)
    return `rate must be an integer from 1 to ${STORM_MAX_RATE}`;
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > STORM_MAX_SECONDS)
    return `seconds must be an integer from 1 to ${STORM_MAX_SECONDS}`;
  return undefined;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, Math.max(0, ms)));

/** Runs one storm; the caller validated it (invalidStorm). */
export async function runStorm(
  context: Pick<SandboxContext, 'stores' | 'live'>,
  { rate, seconds }: StormRequest,
): Promise<StormResult> {
  const { stores, live } = context;
  const started = Date.now();
  const slots = Math.round((seconds * 1000) / SLOT_MS);
  const deadline = started + seconds * 1000;
  let cursor = '';
  let events = 0;
  let frames = 0;
  for (let slot = 0; slot < slots; slot += 1) {
    // The events due by the end of this slot, so rounding never loses any.
    const due = Math.round((rate * (slot + 1) * SLOT_MS) / 1000) - events;
    let sent = 0;
    while (sent < due) {
      if (Date.now() >= deadline)
        return { events: events + sent, frames, ms: Date.now() - started };
      const round = await stores.devices.listCheckInRound(cursor, due - sent);
      if (round.length === 0) {
        if (cursor === '') return { events, frames, ms: Date.now() - started }; // no devices at all
        cursor = '';
        continue;
      }
      // A round is recorded in one transaction (one durable write), as a server receiving
      // many check-ins at once would batch them.
      const at = new Date().toISOString();
      const seen = await stores.devices.markSeenMany(
        round.map((device) => device.deviceUuid),
        at,
      );
      for (const device of seen) {
        live.publish(device.repositoryId, deviceSeen(device.deviceUuid, at));
        frames += live.connectionCount(device.repositoryId);
      }
      // A device removed meanwhile is not seen; the next round makes up for it.
      sent += seen.length;
      cursor = round[round.length - 1]?.deviceUuid ?? '';
    }
    events += sent;
    await sleep(started + (slot + 1) * SLOT_MS - Date.now());
  }
  return { events, frames, ms: Date.now() - started };
}
