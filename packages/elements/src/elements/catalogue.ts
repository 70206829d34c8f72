// The custom elements @fleet/elements ships, for custom-elements.json. Each widget adds its
// description here (the same object its `define` module registers the element with).
// Descriptions are plain data: this module must stay loadable in Node.
import type { ElementDescription } from './element-description.js';
import { deviceTableElement } from '../widgets/device-table/device-table.description.js';
import { packageBrowserElement } from '../widgets/package-browser/package-browser.description.js';
import { topFleetsChartElement } from '../widgets/top-fleets-chart/top-fleets-chart.description.js';
import { connectedDevicesChartElement } from '../widgets/connected-devices-chart/connected-devices-chart.description.js';
import { lockboxEditorElement } from '../widgets/lockbox-editor/lockbox-editor.description.js';
import { sessionListElement } from '../widgets/session-list/session-list.description.js';
import { rolloutProgressElement } from '../widgets/rollout-progress/rollout-progress.description.js';

export const SHIPPED_ELEMENTS: readonly ElementDescription<object>[] = [
  deviceTableElement,
  packageBrowserElement,
  topFleetsChartElement,
  connectedDevicesChartElement,
  lockboxEditorElement,
  sessionListElement,
  rolloutProgressElement,
];
