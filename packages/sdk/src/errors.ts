import type { components } from './api/schema';
import { updateInitiationErrorMessage } from './domain/update-errors';

/** The codes the API describes (openapi/ KnownErrorCode): what an editor lists for `code`. */
export type KnownErrorCode = components['schemas']['KnownErrorCode'];
/** A known code, or another string a newer server sends. */
// `string & {}` keeps the known codes listed by editors instead of collapsing into `string`.
export type FleetErrorCode = KnownErrorCode | (string & {});

/** The request an error is about; a fetch `Request` fits, so does an upload's method and URL. */
export interface FailedRequest {
  readonly method: string;
  readonly url: string;
}

export interface FleetApiErrorInit extends FailedRequest {
  /** HTTP status, or 0 when no response arrived (network failure). */
  status: number;
  message: string;
  code?: FleetErrorCode | undefined;
  description?: string | undefined;
  permission?: string | undefined;
  body?: unknown;
  cause?: unknown;
}

/**
 * Every failed call of the SDK throws this: a non-2xx answer, or a request that never got one
 * (`status` 0, the network error as `cause`). An aborted call rejects with the abort reason
 * instead (an `AbortError`), because the caller asked for it.
 */
export class FleetApiError extends Error {
  override readonly name = 'FleetApiError';
  /** HTTP status, or 0 when the server could not be reached. */
  readonly status: number;
  /** Machine-readable error code from the server's body (`code`), when it sent one. */
  readonly code: FleetErrorCode | undefined;
  /** Detail from the server's body (`description`), when it sent one. */
  readonly description: string | undefined;
  /** On 403: the permission (`action:resource`) the call needs, when the server named it. */
  readonly permission: string | undefined;
  /** The server's body: parsed JSON, else its text; undefined when empty or unreachable. */
  readonly body: unknown;
  /** Method of the failed request. */
  readonly method: string;
  /** Full URL of the failed request. */
  readonly url: string;

  constructor(init: FleetApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.description = init.description;
    this.permission = init.permission;
    this.body = init.body;
    this.method = init.method;
    this.url = init.url;
  }
}

export function isFleetApiError(error: unknown): error is FleetApiError {
  return error instanceof FleetApiError;
}

/** What came back from the server, read into memory. */
export interface ServerReply {
  readonly status: number;
  readonly statusText: string;
  readonly body: unknown;
}

/** The server's body as the error keeps it: JSON when it parses, else the text, else undefined. */
export function parseResponseBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export async function fleetApiErrorFromResponse(
  request: FailedRequest,
  response: Response,
): Promise<FleetApiError> {
  const body = parseResponseBody(await response.text().catch(() => ''));
  return fleetApiErrorFromReply(request, {
    status: response.status,
    statusText: response.statusText,
    body,
  });
}

export function fleetApiErrorFromReply(request: FailedRequest, reply: ServerReply): FleetApiError {
  const code = stringField(reply.body, 'code');
  const serverMessage = bodyMessage(reply.body);
  const permission = reply.status === 403 ? stringField(reply.body, 'permission') : undefined;
  const message = isUpdateInitiation(request)
    ? updateInitiationErrorMessage(code, serverMessage ?? rawBody(reply))
    : (serverMessage ?? shortText(reply.body) ?? httpSummary(request, reply));
  return new FleetApiError({
    status: reply.status,
    code,
    message:
      permission && !message.includes(permission)
        ? `${message} Missing permission: ${permission}.`
        : message,
    description: stringField(reply.body, 'description'),
    permission,
    body: reply.body,
    method: request.method,
    url: request.url,
  });
}

export function fleetApiErrorFromNetworkFailure(
  request: FailedRequest,
  cause: unknown,
): FleetApiError {
  const reason = cause instanceof Error ? cause.message : String(cause);
  return new FleetApiError({
    status: 0,
    message: `${request.method} ${pathOf(request.url)} failed: the server could not be reached (${reason}).`,
    method: request.method,
    url: request.url,
    cause,
  });
}

/** An abort the caller asked for: passed through untouched rather than wrapped. */
export function isAbortError(error: unknown): boolean {
  return error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError');
}

// SPEC §8: these two calls start updates; their refusals use the update initiation catalogue.
const UPDATE_INITIATION_PATH = /\/api\/v2beta\/updates(?:\/devices\/[^/]+)?\/?$/;

function isUpdateInitiation(request: FailedRequest): boolean {
  return (
    request.method.toUpperCase() === 'POST' && UPDATE_INITIATION_PATH.test(pathOf(request.url))
  );
}

function bodyMessage(body: unknown): string | undefined {
  return (
    stringField(body, 'msg') ?? stringField(body, 'description') ?? stringField(body, 'message')
  );
}

function stringField(body: unknown, key: string): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[key];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

// A plain-text body is a usable message; an HTML error page or a long dump is not.
function shortText(body: unknown): string | undefined {
  if (typeof body !== 'string') return undefined;
  const text = body.trim();
  return text !== '' && text.length <= 300 && !text.startsWith('<') ? text : undefined;
}

function rawBody(reply: ServerReply): string {
  if (typeof reply.body === 'string' && reply.body.trim() !== '') return reply.body.trim();
  if (reply.body !== undefined) return JSON.stringify(reply.body);
  return `HTTP ${reply.status}${reply.statusText ? ` ${reply.statusText}` : ''}`;
}

function httpSummary(request: FailedRequest, reply: ServerReply): string {
  const status = `HTTP ${reply.status}${reply.statusText ? ` ${reply.statusText}` : ''}`;
  return `${request.method} ${pathOf(request.url)} failed with ${status}.`;
}

function pathOf(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}
