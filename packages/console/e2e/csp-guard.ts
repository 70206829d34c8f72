// Every Playwright journey runs under the sandbox's Content-Security-Policy and fails on any
// violation of it (issue #10, point 4; docs/security.md). Specs import `test` and `expect`
// from here instead of '@playwright/test' (ESLint enforces it in every e2e folder): an
// automatic fixture watches each page of the test's browser context for the
// `securitypolicyviolation` event and for Chromium's "Content Security Policy" console
// errors, and fails the test when it ends with any.
import { test as base, expect, type BrowserContext } from '@playwright/test';

export * from '@playwright/test';

export interface CspViolation {
  /** The page the violation happened on. */
  page: string;
  /** The directive that refused, e.g. `style-src-attr`, or the console's text. */
  directive: string;
  blocked: string;
  /** Where the refused code came from (file:line), when the browser says. */
  source: string;
  sample: string;
}

const BINDING = '__fleetCspViolation';

/** Collects the CSP violations of every page of `context`, from now on. */
export async function watchCspViolations(context: BrowserContext): Promise<CspViolation[]> {
  const violations: CspViolation[] = [];
  await context.exposeBinding(BINDING, (_source, violation: CspViolation) => {
    violations.push(violation);
  });
  await context.addInitScript((binding) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as Record<string, (violation: CspViolation) => void>)[
        binding
      ];
      report?.({
        page: event.documentURI,
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
        sample: event.sample,
      });
    });
  }, BINDING);
  context.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      violations.push({
        page: message.page()?.url() ?? '',
        directive: message.text(),
        blocked: '',
        source: `${message.location().url}:${message.location().lineNumber}`,
        sample: '',
      });
  });
  return violations;
}

export const test = base.extend<{ cspGuard: undefined }>({
  cspGuard: [
    async ({ context }, use) => {
      const violations = await watchCspViolations(context);
      await use(undefined);
      expect(violations, 'Content-Security-Policy violations during the test').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
