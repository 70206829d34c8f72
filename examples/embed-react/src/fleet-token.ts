// How the token gets to the element: `getToken` asks this page's backend (GET /fleet-token,
// server/token-endpoint.ts), which holds the API client's secret. The SDK's cachedTokenSource
// keeps the token until shortly before it expires and shares one request between the page's
// widgets; the element calls it before each API call and again after a 401.
import { cachedTokenSource } from '@fleet/sdk';

export const getToken = cachedTokenSource(async () => {
  const answer = await fetch('/fleet-token', { cache: 'no-store' });
  if (!answer.ok) throw new Error(`/fleet-token answered ${answer.status}`);
  const { accessToken, expiresAt } = (await answer.json()) as {
    accessToken: string;
    expiresAt: number;
  };
  return { accessToken, expiresIn: (expiresAt - Date.now()) / 1000 };
});
