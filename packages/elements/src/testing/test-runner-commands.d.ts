// Types for the browser side of @web/test-runner-commands (installed with @web/test-runner,
// aliased in web-test-runner.config.mjs). The subset our tests use: real keyboard and mouse
// input through Playwright, media emulation for the `auto` theme, and the viewport's size.
declare module '@web/test-runner-commands' {
  export function sendKeys(
    payload: { press: string } | { type: string } | { down: string } | { up: string },
  ): Promise<void>;
  export function sendMouse(
    payload:
      | { type: 'move'; position: [number, number] }
      | { type: 'click' | 'down' | 'up'; position?: [number, number]; button?: 'left' | 'right' },
  ): Promise<void>;
  export function resetMouse(): Promise<void>;
  export function setViewport(payload: { width: number; height: number }): Promise<void>;
  export function emulateMedia(payload: {
    colorScheme?: 'light' | 'dark' | 'no-preference';
    reducedMotion?: 'reduce' | 'no-preference';
  }): Promise<void>;
  /** Runs a command a test runner plugin answers in Node (e.g. 'fleet-check-contract'). */
  export function executeServerCommand<Result, Payload>(
    command: string,
    payload?: Payload,
  ): Promise<Result>;
}
