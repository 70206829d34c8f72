// One-off setup: signs in to the sandbox as a demo user and creates an api-v2 API client for
// the example script, printing its credentials as shell lines:
//   eval "$(pnpm --silent bootstrap)"   then   pnpm start
import { createFleet, staticTokenAuth } from '@fleet/sdk';
import { runMain } from '../src/report-error';
import { signInWithPassword } from './sign-in';

runMain(async () => {
  const baseUrl = (process.env.FLEET_URL ?? 'http://127.0.0.1:8080').replace(/\/+$/, '');
  const issuer = process.env.FLEET_ISSUER ?? `${baseUrl}/idp`;
  const email = process.env.FLEET_EMAIL ?? 'dev@example.com';
  const password = process.env.FLEET_PASSWORD ?? 'demo';

  const token = await signInWithPassword(baseUrl, issuer, email, password);
  const sdk = createFleet({ baseUrl, getToken: staticTokenAuth(token).getToken });
  const client = await sdk.apiClients.createApiClient({
    name: `Node script example ${new Date().toISOString()}`,
    type: 'api-v2',
    description: 'Made by examples/node-script (pnpm bootstrap)',
  });
  console.error(`Created API client '${client.name}' for ${email}.`);
  // Only these lines go to stdout, so the shell can eval them.
  console.info(`export FLEET_CLIENT_ID='${client.clientId}'`);
  console.info(`export FLEET_CLIENT_SECRET='${client.clientSecret}'`);
});
