// `import '@fleet/elements/define'` registers every Fleet custom element. Each element also has
// its own entry, `@fleet/elements/define/<name>` (src/widgets/<name>/define.ts), for pages
// that want only one. Widgets add their import here.
export {};
