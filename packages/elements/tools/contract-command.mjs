// A test runner command that checks HTTP exchanges against openapi/ in Node, where
// @fleet/contract runs (it reads the bundled description from disk), so browser tests' fake
// APIs answer real wire shapes and the SDK sends real requests:
//   executeServerCommand('fleet-check-contract', [{ request, response }]) → problems: string[]
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const contractModule = fileURLToPath(new URL('../../contract/src/index.ts', import.meta.url));

/** @returns {import('@web/test-runner').TestRunnerPlugin} */
export function contractCommand() {
  /** @type {Promise<{ checkRequest(r: object): string[]; checkResponse(r: object): string[] }> | undefined} */
  let contract;
  return {
    name: 'fleet-contract-command',
    async executeCommand({ command, payload }) {
      if (command !== 'fleet-check-contract') return undefined;
      contract ??= runnerImport(contractModule, {
        configFile: false,
        root,
        logLevel: 'error',
      }).then(({ module }) => module.loadContract());
      const checks = await contract;
      return (payload ?? []).flatMap(({ request, response }) => {
        const at = `${request.method} ${request.url}`;
        return [
          ...checks.checkRequest(request).map((problem) => `${at} request: ${problem}`),
          ...(response ? checks.checkResponse(response) : []).map(
            (problem) => `${at} response: ${problem}`,
          ),
        ];
      });
    },
  };
}
