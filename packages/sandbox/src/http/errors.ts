import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The one error body of the API (openapi/schemas/common.yaml#/ErrorBody). */
export interface ErrorBody {
  code: string;
  msg: string;
  description?: string;
  cause?: unknown;
  /** On 403: the permission (`action:resource`) the call needs. */
  permission?: string;
  /** Correlates the response with the server log. */
  errorId: string;
}

/** An error a handler throws to answer with a status and the error body. */
export class ApiError extends Error {
  /** On 403: the permission the call needs, sent as `permission`. */
  permission: string | undefined;

  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    msg: string,
    readonly description?: string,
  ) {
    super(msg);
    this.name = 'ApiError';
  }

  body(): ErrorBody {
    return {
      code: this.code,
      msg: this.message,
      ...(this.description === undefined ? {} : { description: this.description }),
      ...(this.permission === undefined ? {} : { permission: this.permission }),
      errorId: randomUUID(),
    };
  }
}

export const badRequest = (msg: string, description?: string): ApiError =>
  new ApiError(400, 'invalid_request', msg, description);
export const unauthorized = (description?: string): ApiError =>
  new ApiError(
    401,
    'unauthorized',
    'The access token is missing, expired or invalid.',
    description,
  );
export const forbidden = (description?: string, permission?: string): ApiError => {
  const error = new ApiError(
    403,
    'forbidden',
    'You do not have permission to perform this action.',
    description,
  );
  error.permission = permission;
  return error;
};
export const notFound = (msg = 'No such resource.', description?: string): ApiError =>
  new ApiError(404, 'not_found', msg, description);
export const conflict = (msg: string, description?: string): ApiError =>
  new ApiError(409, 'conflict', msg, description);

/** Answers any thrown error with the error body; unexpected ones are logged with their id. */
export function respondWithError(error: unknown, c: Context): Response {
  if (error instanceof ApiError) {
    if (error.status === 401) c.header('WWW-Authenticate', 'Bearer error="invalid_token"');
    return c.json(error.body(), error.status);
  }
  // Hono's own refusals: a malformed JSON body, a wrong content type.
  if (error instanceof HTTPException && error.status < 500) {
    const code = error.status === 413 ? 'payload_too_large' : 'invalid_request';
    return c.json(new ApiError(error.status, code, error.message).body(), error.status);
  }
  const body = new ApiError(
    500,
    'internal_error',
    'The server failed to handle the request.',
  ).body();
  console.error(`Error ${body.errorId} on ${c.req.method} ${c.req.path}:`, error);
  return c.json(body, 500);
}
