// A host's token function that threw (its backend down, the user's portal session gone): kept
// apart from a failed API call so the widgets can say the sign-in failed, not that the data did.
export class TokenSourceError extends Error {
  override readonly name = 'TokenSourceError';

  constructor(cause: unknown) {
    super(`The page's getToken failed: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
  }
}

/** The host's function, its failures turned into TokenSourceError. */
export function guardTokenSource<T>(getToken: () => T | Promise<T>): () => Promise<T> {
  return async () => {
    try {
      return await getToken();
    } catch (error) {
      throw new TokenSourceError(error);
    }
  };
}
