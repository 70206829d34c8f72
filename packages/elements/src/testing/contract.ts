// Browser tests' exchanges checked against openapi/: @fleet/contract (Ajv over the bundled
// description, read from disk) runs in Node, so the check goes through the test runner's
// 'fleet-check-contract' command (tools/contract-command.mjs) rather than into the page.
import { executeServerCommand } from '@web/test-runner-commands';

/** One request and its answer, as the contract checks read them. */
export interface FakeExchange {
  request: { method: string; url: string; body?: unknown; contentType?: string | null };
  response?: {
    method: string;
    url: string;
    status: number;
    contentType: string | null;
    body?: unknown;
  };
}

/**
 * What in these exchanges does not conform to openapi/ (empty: all of it does). Answers of 500
 * and more are left out: failures on purpose answer an error body the description may not
 * list for that status.
 */
export function contractProblems(exchanges: readonly FakeExchange[]): Promise<string[]> {
  return executeServerCommand<string[], FakeExchange[]>(
    'fleet-check-contract',
    exchanges.filter((exchange) => (exchange.response?.status ?? 200) < 500),
  );
}
