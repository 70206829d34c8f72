// The Vite setup shared by the browser tests and the standalone build: React, vanilla-extract
// with its CSS handed to the style registry, and the workspace's `fleet-source` condition so
// @fleet/sdk is read from its TypeScript sources.
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defaultClientConditions } from 'vite';
import { fleetStyleRegistryVite } from './style-registry-plugins.mjs';

/** @returns {import('vite').InlineConfig} */
export function fleetViteConfig() {
  return {
    configFile: false,
    root: new URL('..', import.meta.url).pathname,
    plugins: [react(), vanillaExtractPlugin(), fleetStyleRegistryVite()],
    resolve: { conditions: ['fleet-source', ...defaultClientConditions] },
  };
}
