// `@preact/signals-react/runtime` in the standalone scripts (tools/preact-runtime.mjs). Under
// Preact, @preact/signals tracks every component: the `.value`s a component reads while
// rendering re-render it on change, which is what `useSignals()` asks for under React. So
// `useSignals()` only has to make sure that integration is loaded.
import '@preact/signals';

export function useSignals() {}
