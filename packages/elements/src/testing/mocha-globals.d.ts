// The globals @web/test-runner's mocha puts on the test page. Declared here because
// @types/mocha is not a dependency; the subset our tests use.
type MochaDone = (error?: unknown) => void;
type MochaTest = (this: unknown, done: MochaDone) => void | Promise<void>;
/** What a hook's `this` tells (the test an afterEach runs after). */
interface MochaContext {
  currentTest?: { title: string };
}
type MochaHook = (this: MochaContext) => void | Promise<void>;

/** What a suite's `this` offers: a longer time-out for its slow tests. */
interface MochaSuite {
  timeout(ms: number): void;
}

declare function describe(title: string, suite: (this: MochaSuite) => void): void;
declare namespace describe {
  function only(title: string, suite: (this: MochaSuite) => void): void;
  function skip(title: string, suite: (this: MochaSuite) => void): void;
}
declare function it(title: string, test: MochaTest | MochaHook): void;
declare namespace it {
  function only(title: string, test: MochaTest | MochaHook): void;
  function skip(title: string, test?: MochaTest | MochaHook): void;
}
declare function before(hook: MochaHook): void;
declare function after(hook: MochaHook): void;
declare function beforeEach(hook: MochaHook): void;
declare function afterEach(hook: MochaHook): void;
