// The standalone script (dist/fleet-elements.standalone.js): every element registered on load,
// on preact/compat instead of React (tools/preact-runtime.mjs), for pages without a bundler:
//   <script src="…/fleet-elements.standalone.js"></script>
//   <fleet-device-table base-url="https://…"></fleet-device-table>
// Its exports appear on `window.FleetElements`.
import './define.js';

export { THEME_PROPERTIES } from './theme/theme-properties.js';
// The caching getToken helper, for pages without a bundler (window.FleetElements.cachedTokenSource).
export { cachedTokenSource } from '@fleet/sdk';
