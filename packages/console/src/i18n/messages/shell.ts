// The texts of the shell around the screens (the menu button of a narrow screen), under
// `console.shell.`. Merged into the console catalogue by ../console-messages.ts.
export const SHELL_EN_US = {
  'console.shell.menu': 'Menu',
} as const;
