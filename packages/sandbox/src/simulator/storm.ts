// The simulator's bench mode (`--bench`, docs/sandbox.md): a storm of check-ins at a fixed
// rate for a fixed time, so a bench can watch the console under thousands of live events a
// second. Each event is what a real check-in does (the device's contact recorded, DeviceSeen
// published), devices taken in uuid order, wrapping round; the check-ins of one slot are
// chosen and recorded in one transaction (checkInRound). A slot's events are due by its end;
// it starts at its own start, or as long before its end as the longest write so far took when
// that is longer than a slot, so the last slot's events are out by the storm's time rather
// than a slow write's time after it (slotStart). Every event asked is sent: a server that
// falls behind sends its late slots one after another without pause, and the storm then ends
// later than its time (`ms` tells, so a bench reads the rate it reached).
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
  /** DeviceSeen events published: rate × seconds, unless the sandbox has no device to check in. */
  events: number;
  /** Frames those events make for this process's live connections (one per socket told). */
  frames: number;
  /**
   * From the start to the last event sent, ms: at most the storm's time when the last slot's
   * write took no longer than a slot or the longest write before it, more when the server fell
   * behind.
   */
  ms: number;
  /** When the last event was sent (ISO 8601), so a client can tell how late it arrived. */
  endedAt: string;
}

/**
 * When slot `slot` (0, 1, …) starts its write, in ms from the storm's start. A slot's events
 * are due by its end: it starts at its own start (its events go out a slot early at most),
 * or earlier when a write so far took longer than a slot, so that one as long ends in time.
 */
export function slotStart(slot: number, longestWrite: number): number {
  return Math.max(0, (slot + 1) * SLOT_MS - Math.max(SLOT_MS, longestWrite));
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
  let cursor = '';
  let events = 0;
  let frames = 0;
  let longestWrite = 0;
  const ended = (): StormResult => {
    const at = Date.now();
    return { events, frames, ms: at - started, endedAt: new Date(at).toISOString() };
  };
  for (let slot = 0; slot < slots; slot += 1) {
    // The slot starts at its time; a slot late already starts at once.
    await sleep(started + slotStart(slot, longestWrite) - Date.now());
    const writing = Date.now();
    // The events due by the end of this slot, so rounding never loses any.
    const due = Math.round((rate * (slot + 1) * SLOT_MS) / 1000);
    while (events < due) {
      const at = new Date().toISOString();
      const round = await stores.devices.checkInRound(cursor, due - events, at);
      if (round.length === 0) {
        if (cursor === '') return ended(); // no devices at all
        cursor = '';
        continue;
      }
      for (const device of round) {
        live.publish(device.repositoryId, deviceSeen(device.deviceUuid, at));
        frames += live.connectionCount(device.repositoryId);
      }
      events += round.length;
      cursor = round[round.length - 1]?.deviceUuid ?? '';
    }
    longestWrite = Math.max(longestWrite, Date.now() - writing);
  }
  return ended();
}
