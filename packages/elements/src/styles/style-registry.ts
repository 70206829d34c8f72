// Every vanilla-extract module hands its CSS text here at import time (see
// tools/style-registry-plugins.mjs). One constructable stylesheet holds it all, so a shadow
// root and the document adopt the same object, and styles registered later (a lazily loaded
// widget) reach every root that already adopted it.
const stylesByModule = new Map<string, string>();
let sheet: CSSStyleSheet | undefined;

function allCss(): string {
  return [...stylesByModule.values()].join('\n');
}

/** Called by the build for each `.css.ts` module; a re-registered module replaces its CSS. */
export function registerStyles(moduleKey: string, cssText: string): void {
  stylesByModule.set(moduleKey, cssText);
  sheet?.replaceSync(allCss());
}

/** The CSS text of every registered module, in registration order. */
export function fleetCssText(): string {
  return allCss();
}

/** The shared stylesheet holding every registered module's CSS. */
export function fleetStyleSheet(): CSSStyleSheet {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(allCss());
  }
  return sheet;
}

/** Adopts the package's styles into a shadow root or document, once. */
export function adoptFleetStyles(root: Document | ShadowRoot): void {
  const shared = fleetStyleSheet();
  if (!root.adoptedStyleSheets.includes(shared)) {
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, shared];
  }
}
