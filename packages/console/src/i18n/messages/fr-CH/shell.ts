// fr-CH of ../shell.ts (same ids, a test compares them), loaded with the console's fr-CH
// catalogue when the language is chosen (../../console-messages.ts).
import type { SHELL_EN_US } from '../shell';

export const SHELL_FR_CH: Record<keyof typeof SHELL_EN_US, string> = {
  'console.shell.menu': 'Menu',
};
