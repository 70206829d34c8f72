// A thread that starts as a reader does (tsx, then the start's collection), calling
// collectStartGarbage again and again while other threads do the same; it answers whether
// each collection ran.
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { collectStartGarbage } = await import('../../src/processes/start-garbage.ts');
const collected = [];
for (let i = 0; i < 100; i += 1) collected.push(collectStartGarbage());
parentPort.postMessage(collected);
