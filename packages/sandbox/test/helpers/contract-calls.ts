import { loadContract } from '@fleet/contract';
import { expect } from 'vitest';
import type { Sandbox } from '../../src/sandbox.js';
import { api } from './sandbox.js';

const contract = loadContract();

export interface CallOptions {
  token?: string;
  method?: string;
  body?: unknown;
}

/**
 * An API call whose answer must conform to the API description (openapi/), whatever its
 * status; a call that succeeds must also have been a conforming request.
 */
export async function call(
  sandbox: Pick<Sandbox, 'url'>,
  path: string,
  options: CallOptions = {},
): Promise<{ status: number; body: unknown; headers: Headers }> {
  const method = options.method ?? 'GET';
  const response = await api(sandbox, path, options);
  expect(
    contract.checkResponse({
      method,
      url: path,
      status: response.status,
      contentType: response.headers.get('content-type'),
      body: response.body,
    }),
    `${method} ${path} answered ${response.status} ${JSON.stringify(response.body)}`,
  ).toEqual([]);
  if (response.status < 400) {
    expect(
      contract.checkRequest({
        method,
        url: path,
        body: options.body,
        contentType: options.body === undefined ? null : 'application/json',
      }),
      `${method} ${path} request`,
    ).toEqual([]);
  }
  return response;
}

/** A binary download; its status and content type are checked against the description. */
export async function download(
  sandbox: Pick<Sandbox, 'url'>,
  path: string,
  token: string,
): Promise<{ status: number; bytes: Uint8Array; headers: Headers; json?: unknown }> {
  const response = await fetch(`${sandbox.url}${path}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const bytes = new Uint8Array(await response.arrayBuffer());
  const contentType = response.headers.get('content-type');
  const json = contentType?.includes('json')
    ? (JSON.parse(new TextDecoder().decode(bytes)) as unknown)
    : undefined;
  expect(
    contract.checkResponse({
      method: 'GET',
      url: path,
      status: response.status,
      contentType,
      body: json,
    }),
  ).toEqual([]);
  return { status: response.status, bytes, headers: response.headers, json };
}

/** The error body's fields a user reads. */
export function errorOf(body: unknown): { code: string; msg: string; description?: string } {
  return body as { code: string; msg: string; description?: string };
}
