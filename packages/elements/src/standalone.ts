// The standalone script (dist/fleet-elements.standalone.js): React included, every element
// registered on load, for pages without a bundler:
//   <script src="…/fleet-elements.standalone.js"></script>
//   <fleet-device-table base-url="https://…"></fleet-device-table>
// Its exports appear on `window.FleetElements`.
import './define.js';

export { THEME_PROPERTIES } from './theme/theme-properties.js';
// The caching getToken helper, for pages without a bundler (window.FleetElements.cachedTokenSource).
export { cachedTokenSource } from '@fleet/sdk';
