// The custom elements @fleet/elements ships, for custom-elements.json. Each widget adds its
// description here (the same object its `define` module registers the element with).
// Descriptions are plain data: this module must stay loadable in Node.
import type { ElementDescription } from './element-description.js';

export const SHIPPED_ELEMENTS: readonly ElementDescription<object>[] = [];
