// What other packages' tests use to run journeys against a real sandbox
// (`import { startTestSandbox, signIn } from '@fleet/sandbox/testing'`).
export { api, removeDir, startTestSandbox, tempDataDir } from './sandbox.js';
export { signIn, tokenRequest, type SignInResult, type TokenSet } from './oidc.js';
export { startSandbox, type Sandbox, type SandboxOptions } from '../../src/sandbox.js';
