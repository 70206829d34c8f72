// The React page, its token endpoint (server/token-endpoint.ts) and a proxy to the Fleet API,
// so the page and the API share one origin (no CORS) and the element's base-url is the page's.
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { fleetTokenEndpoint } from './server/token-endpoint.ts';

export default defineConfig(({ mode }) => {
  const env = { ...loadEnv(mode, process.cwd(), 'FLEET_'), ...process.env };
  const fleetUrl = (env.FLEET_URL ?? 'http://127.0.0.1:8080').replace(/\/+$/, '');
  const api = { target: fleetUrl, changeOrigin: true, ws: true };
  return {
    plugins: [
      react(),
      fleetTokenEndpoint({
        issuer: env.FLEET_ISSUER ?? `${fleetUrl}/idp`,
        clientId: env.FLEET_CLIENT_ID,
        clientSecret: env.FLEET_CLIENT_SECRET,
      }),
    ],
    server: { port: 5174, proxy: { '/api': api } },
    preview: { port: 5174, proxy: { '/api': api } },
  };
});
