import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, watchCspViolations, type Page } from '../../console/e2e/csp-guard';
import { exampleOrigin, sandboxOrigin } from './origins';

// docs/embedding.md, "The host page's Content-Security-Policy": the standalone script's
// <fleet-device-table> works on a partner page under a strict policy — no 'unsafe-inline',
// no 'unsafe-eval' — that names the API's origin and its live channel's ws: address in
// connect-src. Styles travel as constructable stylesheets adopted by the shadow root, which
// style-src 'self' does not block. The page is the example's backend (token, config) with
// its HTML and script served by the test under that policy, from a real loopback server (a
// page Playwright fulfils itself has no address, and Chromium's local network access checks
// would then refuse its calls to the loopback sandbox).

const live = sandboxOrigin.replace(/^http/, 'ws');
/** The policy docs/embedding.md tells a host page to send. */
const HOST_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  `connect-src 'self' ${sandboxOrigin} ${live}`,
  "img-src 'self' data:",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Partner portal under a strict policy</title>
<link rel="icon" href="data:,">
<script src="/fleet-elements.standalone.js"></script>
<script type="module" src="/strict/portal.mjs"></script>
</head>
<body><main><fleet-device-table id="devices" page-size="10"></fleet-device-table></main></body>
</html>`;

// No inline script: the page's own code is a file of its origin.
const PORTAL_SCRIPT = `
const config = await fetch('/embed-config').then((response) => response.json());
const table = document.getElementById('devices');
table.setAttribute('base-url', config.baseUrl);
table.getToken = () =>
  fetch('/token', { method: 'POST' })
    .then((response) => response.json())
    .then(({ accessToken }) => accessToken);
`;

/**
 * A host page server on a free loopback port: the strict page and its script under `policy`,
 * everything else (the standalone script, /embed-config, /token) from the example's backend.
 */
async function startHostPage(policy: string): Promise<{ origin: string; server: Server }> {
  const server = createServer((request, response) => {
    const path = request.url ?? '/';
    if (path === '/' || path === '/strict/portal.mjs') {
      const script = path.endsWith('.mjs');
      response.writeHead(200, {
        'Content-Type': script ? 'text/javascript' : 'text/html; charset=utf-8',
        'Content-Security-Policy': policy,
      });
      response.end(script ? PORTAL_SCRIPT : PAGE);
      return;
    }
    void fetch(`${exampleOrigin}${path}`, { method: request.method }).then(
      async (answer) => {
        response.writeHead(answer.status, {
          'Content-Type': answer.headers.get('content-type') ?? 'application/octet-stream',
        });
        response.end(Buffer.from(await answer.arrayBuffer()));
      },
      () => response.writeHead(502).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

let host: { origin: string; server: Server } | undefined;
test.afterEach(async () => {
  const server = host?.server;
  host = undefined;
  if (!server) return;
  const closed = new Promise((resolve) => server.close(resolve));
  // The page is still open here (Playwright closes it after the hooks), and close() waits for
  // every connection it holds, a request in flight among them: once, for the test's whole
  // time-out. Nothing more is asked of this server, so its connections end now.
  server.closeAllConnections();
  await closed;
});

/** Whether the page's live channel authenticated. */
function liveAuthenticated(page: Page): () => boolean {
  let authenticated = false;
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      if (String(payload).includes('"authSuccess"')) authenticated = true;
    }),
  );
  return () => authenticated;
}

const table = (page: Page) => page.locator('fleet-device-table');

test('the device table works on a host page under the documented strict policy', async ({
  page,
}) => {
  const authenticated = liveAuthenticated(page);
  host = await startHostPage(HOST_POLICY);
  await page.goto(host.origin);
  await expect(table(page).locator('tbody tr[data-row-index]')).toHaveCount(10, {
    timeout: 30_000,
  });
  await expect(table(page).locator('[part~="pagination"]')).toContainText(/1–10 of \d+/);
  // Over the live channel, which connect-src allows.
  await expect.poll(authenticated, { timeout: 30_000 }).toBe(true);
  // Its styles came in a constructable stylesheet the policy let through.
  const adoptedRules = await table(page).evaluate((element) =>
    (element.shadowRoot?.adoptedStyleSheets ?? []).reduce(
      (count, sheet) => count + sheet.cssRules.length,
      0,
    ),
  );
  expect(adoptedRules).toBeGreaterThan(10);
  // The automatic guard fails this test on any violation of HOST_POLICY.
});

test('without the live channel in connect-src the browser refuses it, and says so', async ({
  browser,
}) => {
  // A context of its own, outside the automatic guard: this test expects a violation.
  const context = await browser.newContext();
  try {
    const violations = await watchCspViolations(context);
    const page = await context.newPage();
    host = await startHostPage(HOST_POLICY.replace(` ${live}`, ''));
    await page.goto(host.origin);
    await expect(table(page).locator('tbody tr[data-row-index]')).toHaveCount(10, {
      timeout: 30_000,
    });
    await expect
      .poll(() => violations.map((violation) => violation.blocked), { timeout: 30_000 })
      .toContainEqual(expect.stringContaining(live));
  } finally {
    await context.close();
  }
});
