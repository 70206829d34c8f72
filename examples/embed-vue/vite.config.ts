// The Vue page, its token endpoint and a proxy to the Fleet API, so the page and the API share
// one origin (no CORS) and the element's base-url is the page's. The token endpoint is the
// React example's (examples/embed-react/server/token-endpoint.ts): the backend does not
// depend on the page's framework.
import vue from '@vitejs/plugin-vue';
import { defineConfig, loadEnv } from 'vite';
import { fleetTokenEndpoint } from '../embed-react/server/token-endpoint.ts';

export default defineConfig(({ mode }) => {
  const env = { ...loadEnv(mode, process.cwd(), 'FLEET_'), ...process.env };
  const fleetUrl = (env.FLEET_URL ?? 'http://127.0.0.1:8080').replace(/\/+$/, '');
  const api = { target: fleetUrl, changeOrigin: true, ws: true };
  const port = Number(env.PORT ?? 5175);
  return {
    plugins: [
      vue({
        // <fleet-*> tags are custom elements, not Vue components.
        template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('fleet-') } },
      }),
      fleetTokenEndpoint({
        issuer: env.FLEET_ISSUER ?? `${fleetUrl}/idp`,
        clientId: env.FLEET_CLIENT_ID,
        clientSecret: env.FLEET_CLIENT_SECRET,
      }),
    ],
    server: { port, strictPort: true, proxy: { '/api': api } },
    preview: { port, strictPort: true, proxy: { '/api': api } },
  };
});
