#!/usr/bin/env node
// The partner's side of embedding, in one file and no dependencies: serves the page and the
// standalone script, tells the page where the API is, and mints access tokens for it with the
// client credentials grant of an API client (SPEC §3 API clients). The API client's secret
// stays here, on the server.
//
//   node examples/embed-html/server.mjs            (a sandbox running on 127.0.0.1:8080)
//
// Environment: FLEET_BASE_URL (the API, default http://127.0.0.1:8080), FLEET_ISSUER (the
// identity provider, default <FLEET_BASE_URL>/idp), FLEET_CLIENT_ID and FLEET_CLIENT_SECRET
// (without them, sandbox demo mode creates an API client for dev@example.com), PORT (8090),
// HOST (127.0.0.1).
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { createSandboxApiClient } from './sandbox-demo-client.mjs';

const baseUrl = (process.env.FLEET_BASE_URL ?? 'http://127.0.0.1:8080').replace(/\/+$/, '');
const issuer = (process.env.FLEET_ISSUER ?? `${baseUrl}/idp`).replace(/\/+$/, '');
const port = Number(process.env.PORT ?? 8090);
const host = process.env.HOST ?? '127.0.0.1';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
const standalone = here('../../packages/elements/dist/fleet-elements.standalone.js');
const FILES = {
  '/': { path: here('./index.html'), type: 'text/html; charset=utf-8' },
  '/index.html': { path: here('./index.html'), type: 'text/html; charset=utf-8' },
  '/fleet-elements.standalone.js': { path: standalone, type: 'text/javascript; charset=utf-8' },
  '/fleet-elements.standalone.js.map': { path: `${standalone}.map`, type: 'application/json' },
};

/** The API client's credentials: given, or (sandbox demo) made on first use. */
let credentials;
function apiClient() {
  const { FLEET_CLIENT_ID: clientId, FLEET_CLIENT_SECRET: clientSecret } = process.env;
  if (clientId && clientSecret) return Promise.resolve({ clientId, clientSecret });
  credentials ??= createSandboxApiClient(baseUrl).then(
    (made) => {
      console.info(`Sandbox demo: created API client ${made.clientId} for dev@example.com`);
      return made;
    },
    (error) => {
      credentials = undefined; // the sandbox may not be up yet: try again next time
      throw error;
    },
  );
  return credentials;
}

/** One token for every page until shortly before it expires (client credentials grant). */
let token;
let tokenEndpoint;
async function accessToken() {
  if (token && token.expiresAt - Date.now() > 60_000) return token;
  tokenEndpoint ??= await fetch(`${issuer}/.well-known/openid-configuration`)
    .then((response) => response.json())
    .then((metadata) => metadata.token_endpoint);
  const { clientId, clientSecret } = await apiClient();
  const response = await fetch(tokenEndpoint, {
    method: 'POST',
    headers: {
      Authorization: `Basic ${Buffer.from(
        `${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`,
      ).toString('base64')}`,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
  });
  const body = await response.json().catch(() => ({}));
  if (!response.ok || typeof body.access_token !== 'string') {
    credentials = undefined;
    throw new Error(`The token request failed (${response.status} ${body.error ?? ''})`);
  }
  token = {
    accessToken: body.access_token,
    expiresAt: Date.now() + (body.expires_in ?? 300) * 1000,
  };
  return token;
}

const send = (response, status, type, body) => {
  response.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store' });
  response.end(body);
};
const json = (response, status, body) =>
  send(response, status, 'application/json', JSON.stringify(body));

const server = createServer(async (request, response) => {
  const { pathname } = new URL(request.url ?? '/', `http://${host}`);
  try {
    if (pathname === '/embed-config') return json(response, 200, { baseUrl });
    // A real portal answers this only for its own signed-in users (its session cookie), and
    // might mint a token per user or per customer instead of one for everyone.
    if (pathname === '/token' && request.method === 'POST') {
      const { accessToken: value, expiresAt } = await accessToken();
      return json(response, 200, {
        accessToken: value,
        expiresIn: Math.floor((expiresAt - Date.now()) / 1000),
      });
    }
    const file = FILES[pathname];
    if (!file) return send(response, 404, 'text/plain', 'Not found');
    return send(response, 200, file.type, await readFile(file.path));
  } catch (error) {
    const missingBuild = error?.code === 'ENOENT' && pathname.startsWith('/fleet-elements');
    console.error(missingBuild ? 'The standalone script is not built' : error);
    return missingBuild
      ? send(response, 500, 'text/plain', 'Build it first: pnpm --filter @fleet/elements build')
      : json(response, 502, { error: error instanceof Error ? error.message : String(error) });
  }
});

server.listen(port, host, () => {
  console.info(`embed-html example on http://${host}:${server.address().port} (API ${baseUrl})`);
});
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => server.close(() => process.exit(0)));
