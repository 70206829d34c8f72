// What `use-sync-external-store/shim` is on React 18 and later: React's own hook. The shim
// package (which @preact/signals-react imports for older Reacts) checks for the hook at run
// time and keeps its fallback and CommonJS wrapper in the bundle all the same; the console's
// build resolves the shim to this module instead (vite.config.ts; −0.3 KB of gzip in the
// start's chunk). The console requires React 19 (package.json).
export { useSyncExternalStore } from 'react';
