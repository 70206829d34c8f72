import type { Sandbox } from '../../src/sandbox.js';
import { tokensFor } from '../helpers/oidc.js';
import { api } from '../helpers/sandbox.js';

/**
 * What ordinary users see in repositories the fuzzing never writes to (maker's own, and
 * 'Pilot site' as its guest): device searches (one word, several words, punctuation, LIKE
 * characters), lists, fleet membership and counts. Equal before and after a fuzz run, or some
 * request left state behind.
 */
const SEARCHES = ['a', 'a b', 'a-b', 'line 3', 'Sensor', 'x_%', 'gate-way 0', '"quoted"'];

type Answer = [string, number, unknown];

async function answersOf(sandbox: Sandbox, token: string): Promise<Answer[]> {
  const ask = async (path: string): Promise<Answer> => {
    const { status, body } = await api(sandbox, path, { token });
    return [path, status, body];
  };
  const answers: Answer[] = [];
  for (const text of SEARCHES)
    answers.push(await ask(`/api/v2beta/devices?nameContains=${encodeURIComponent(text)}`));
  for (const path of [
    '/api/v2beta/devices?sortBy=Name&limit=100',
    '/api/v2beta/devices-count',
    '/api/v2beta/fleets?limit=100',
    '/api/v2beta/packages?limit=100',
  ])
    answers.push(await ask(path));
  const devices = (answers[SEARCHES.length]?.[2] as { values?: Array<{ deviceUuid: string }> })
    .values;
  const fleets = (answers[SEARCHES.length + 2]?.[2] as { values?: Array<{ id: string }> }).values;
  for (const fleet of fleets ?? []) {
    answers.push(await ask(`/api/v2beta/fleets/${fleet.id}/devices?limit=100`));
    answers.push(await ask(`/api/v2beta/fleets/${fleet.id}/devices-stats`));
  }
  if (fleets?.length)
    answers.push(
      await ask(`/api/v2beta/fleets-count?${fleets.map((f) => `groupIds=${f.id}`).join('&')}`),
    );
  for (const device of devices?.slice(0, 5) ?? [])
    answers.push(
      await ask(`/api/v2beta/devices/fleet-membership?deviceUuids=${device.deviceUuid}`),
    );
  return answers;
}

/** The ordinary answers of maker's repository and of 'Pilot site' to its guest. */
export async function ordinaryAnswers(sandbox: Sandbox): Promise<Answer[]> {
  const maker = (await tokensFor(sandbox.url, 'maker@example.com')).access_token;
  const guestHost = (await tokensFor(sandbox.url, 'guest@example.com')).access_token;
  const dev = await sandbox.context.stores.users.findByEmail('dev@example.com');
  const [pilot] = dev ? await sandbox.context.stores.repositories.listShared(dev.id) : [];
  if (!pilot) throw new Error("The demo repository 'Pilot site' is missing");
  const minted = await api(sandbox, `/api/accounts/organizations/guest/${pilot.id}`, {
    method: 'POST',
    token: guestHost,
  });
  const guest = (minted.body as { access: string }).access;
  return [...(await answersOf(sandbox, maker)), ...(await answersOf(sandbox, guest))];
}
