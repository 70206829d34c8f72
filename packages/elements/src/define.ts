// `import '@fleet/elements/define'` registers every Fleet custom element. Each element also has
// its own entry, `@fleet/elements/define/<name>` (src/widgets/<name>/define.ts), for pages
// that want only one. Widgets add their import here.
import './widgets/device-table/define.js';
import './widgets/package-browser/define.js';
import './widgets/top-fleets-chart/define.js';
import './widgets/connected-devices-chart/define.js';
import './widgets/lockbox-editor/define.js';
import './widgets/session-list/define.js';
import './widgets/rollout-progress/define.js';
