// Serves test files through a Vite dev server, so browser tests see the same transforms as the
// build (TSX, vanilla-extract .css.ts, `fleet-source` imports).
//
// Why not @remcovaes/web-test-runner-vite-plugin: it adds its proxy with `app.use()` in
// `serverStart`, but @web/dev-server-core 0.7 has already composed the koa middleware by then
// (`app.callback()` runs in createServer), so the proxy is never called and raw .tsx is served.
// Here the proxy is a config `middleware`, composed with the server, and Vite starts in the
// plugin's `serverStart` on a free port.
import { createServer } from 'vite';

/** Requests the test runner answers itself: its HTML page, framework, socket and commands. */
const isTestRunnerRequest = (path) =>
  path === '/' || path.startsWith('/__web-') || path.startsWith('/__wds-');

/**
 * @param {import('vite').InlineConfig} viteConfig
 * @returns {{ plugin: import('@web/test-runner').TestRunnerPlugin, middleware: import('koa').Middleware }}
 */
export function viteForTestRunner(viteConfig) {
  /** @type {import('vite').ViteDevServer | undefined} */
  let vite;
  let origin = '';

  return {
    plugin: {
      name: 'fleet-vite-for-test-runner',
      async serverStart() {
        vite = await createServer({
          ...viteConfig,
          appType: 'custom',
          clearScreen: false,
          logLevel: process.env.FLEET_VITE_LOG_LEVEL ?? viteConfig.logLevel ?? 'warn',
          // The test runner reruns files itself; Vite's HMR client would only reload the page.
          server: { ...viteConfig.server, hmr: false, port: 0, host: '127.0.0.1' },
        });
        await vite.listen();
        const address = vite.httpServer?.address();
        if (!address || typeof address === 'string') throw new Error('Vite did not start');
        origin = `http://127.0.0.1:${address.port}`;
      },
      async serverStop() {
        await vite?.close();
      },
    },
    async middleware(ctx, next) {
      if (!origin || isTestRunnerRequest(ctx.path)) return next();
      let response;
      try {
        response = await fetch(origin + ctx.originalUrl, {
          headers: { accept: ctx.get('accept') || '*/*' },
        });
      } catch (error) {
        // Vite stopped first (end of run) or dropped the connection: answer, do not crash.
        ctx.status = 502;
        ctx.body = `Vite did not answer: ${error instanceof Error ? error.message : error}`;
        return;
      }
      ctx.status = response.status;
      for (const header of ['content-type', 'cache-control', 'etag']) {
        const value = response.headers.get(header);
        if (value) ctx.set(header, value);
      }
      ctx.body = Buffer.from(await response.arrayBuffer());
    },
  };
}
