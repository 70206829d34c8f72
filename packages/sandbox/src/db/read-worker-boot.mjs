// A reader's entry when the sandbox runs from its TypeScript sources (tsx, vitest): Node
// 20 does not apply `--import` loaders to a worker's entry, so the loader is registered here.
import { register } from 'tsx/esm/api';

register();
await import('./read-worker.ts');
