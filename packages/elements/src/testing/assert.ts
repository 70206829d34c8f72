// A few assertions for browser tests (no assertion library is a dependency). Each failure
// message says what was expected and what was seen.
function show(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (value instanceof Element) return `<${value.localName}>`;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

export function assertEqual<T>(actual: T, expected: T, what = 'value'): void {
  if (!Object.is(actual, expected)) {
    throw new Error(`${what}: expected ${show(expected)}, got ${show(actual)}`);
  }
}

/** Structural equality through JSON (plain data only). */
export function assertDeepEqual(actual: unknown, expected: unknown, what = 'value'): void {
  if (JSON.stringify(actual) !== JSON.stringify(expected)) {
    throw new Error(`${what}: expected ${show(expected)}, got ${show(actual)}`);
  }
}

export function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

export function assertMatch(text: string | null | undefined, pattern: RegExp, what = 'text'): void {
  if (text == null || !pattern.test(text)) {
    throw new Error(`${what}: expected to match ${pattern}, got ${show(text)}`);
  }
}

/**
 * Resolves with the first truthy result of `check`, retrying each frame until `timeout`: by
 * default 20 s, far above what a condition takes, so busy CI cores never fail a test.
 */
export async function waitFor<T>(
  check: () => T | null | undefined | false,
  { timeout = 20_000, what = 'condition' }: { timeout?: number; what?: string } = {},
): Promise<T> {
  const started = performance.now();
  let lastError: unknown;
  for (;;) {
    try {
      const result = check();
      if (result) return result;
    } catch (error) {
      lastError = error;
    }
    if (performance.now() - started > timeout) {
      const reason = lastError instanceof Error ? `: ${lastError.message}` : '';
      throw new Error(`Timed out after ${timeout} ms waiting for ${what}${reason}`);
    }
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
}
