// What other packages' tests use to run journeys against a real sandbox
// (`import { startTestSandbox, signIn } from '@fleet/sandbox/testing'`).
export { api, removeDir, startTestSandbox, tempDataDir } from './sandbox.js';
export { Browser, signIn, tokenRequest, type SignInResult, type TokenSet } from './oidc.js';
export {
  startSandbox,
  type Sandbox,
  type SandboxOptions,
  type SandboxParts,
} from '../../src/sandbox.js';
// Drive the device simulator by hand: startTestSandbox(options, { simulator: { clock } }),
// then clock.advance(ms) and sandbox.simulator.tick().
export { ManualClock, type OutcomeRule } from '../../src/simulator/index.js';
