// How the token gets to the element: `getToken` asks this page's backend (GET /fleet-token,
// server/token-endpoint.ts), which holds the API client's secret. The element calls it before
// each API call and again after a 401, so it keeps the token until shortly before it expires.
interface Token {
  accessToken: string;
  expiresAt: number;
}

let current: Token | undefined;
let pending: Promise<Token> | undefined;

async function fetchToken(): Promise<Token> {
  const answer = await fetch('/fleet-token', { cache: 'no-store' });
  if (!answer.ok) throw new Error(`/fleet-token answered ${answer.status}`);
  return (await answer.json()) as Token;
}

export async function getToken(): Promise<string> {
  if (!current || current.expiresAt - Date.now() < 10_000) {
    pending ??= fetchToken().finally(() => (pending = undefined));
    current = await pending;
  }
  return current.accessToken;
}
