// This build of the console (vite.config.ts defines it): version, commit and build time, for
// the support page. Unit tests run without the definition.
export interface BuildInfo {
  version: string;
  commit: string;
  builtAt: string;
}

declare const __FLEET_CONSOLE_BUILD__: BuildInfo | undefined;

export function buildInfo(): BuildInfo | undefined {
  return typeof __FLEET_CONSOLE_BUILD__ === 'undefined' ? undefined : __FLEET_CONSOLE_BUILD__;
}
