// What every call to an identity provider shares: an unreachable provider is a
// TokenRequestError (status 0), and a body that is not a JSON object reads as empty.
import { TokenRequestError } from './client-credentials';

export async function reachProvider(
  fetchFn: typeof fetch,
  url: string,
  init: RequestInit | undefined,
  clientId?: string,
): Promise<Response> {
  try {
    return await fetchFn(url, init);
  } catch (cause) {
    throw new TokenRequestError(`Could not reach ${url}.`, 0, undefined, { cause, clientId });
  }
}

export async function readJsonObject(response: Response): Promise<Record<string, unknown>> {
  const body: unknown = await response.json().catch(() => undefined);
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
}
