import {
  readBundle,
  type HttpMethod,
  type JsonSchema,
  type OpenApiParameter,
} from '@fleet/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Sandbox } from '../../src/sandbox.js';
import { domainCallers, type DomainCallers } from '../helpers/device-domain.js';
import { api, removeDir, startTestSandbox } from '../helpers/sandbox.js';
import { hostileText, RawBody } from './hostile.js';
import { ordinaryAnswers } from './ordinary-queries.js';
import { fieldValue, valueOf, type ValueSource } from './schema-values.js';

// Issue #10 point 3: every operation of openapi/ called with generated and hostile query and
// path parameters and bodies. Pass: no 5xx, the server keeps answering, and ordinary queries
// of other repositories answer exactly as before (nothing poisoned). Seeded, so a failure
// replays: FUZZ_SEED and FUZZ_CASES change the run.

const SEED = Number(process.env.FUZZ_SEED ?? 20261110);
const CASES = Number(process.env.FUZZ_CASES ?? 25);
const METHODS: readonly HttpMethod[] = ['get', 'head', 'post', 'put', 'patch', 'delete'];

const document = readBundle();

interface Operation {
  method: string;
  path: string;
  parameters: OpenApiParameter[];
  body?: { contentType: string; schema: JsonSchema };
}

interface Call {
  path: string;
  query: Array<[string, string]>;
  body?: unknown;
  contentType?: string;
}

function resolvedParameter(parameter: OpenApiParameter | { $ref: string }): OpenApiParameter {
  if (!('$ref' in parameter)) return parameter;
  const name = parameter.$ref.split('/').pop() ?? '';
  return (document.components?.parameters as Record<string, OpenApiParameter>)[name]!;
}

/** Every operation; deletions last, so the others meet the resources first. */
function operations(): Operation[] {
  const all: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths))
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const content = Object.entries(operation.requestBody?.content ?? {})[0];
      all.push({
        method: method.toUpperCase(),
        path,
        parameters: [...(item.parameters ?? []), ...(operation.parameters ?? [])].map(
          resolvedParameter,
        ),
        ...(content ? { body: { contentType: content[0], schema: content[1].schema ?? {} } } : {}),
      });
    }
  return all.sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
}

const text = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : value instanceof RawBody
      ? value.text
      : (JSON.stringify(value) ?? '');

/** A path segment; lone surrogates (no URL can hold them) become U+FFFD, as in a query. */
const segment = (value: unknown): string =>
  encodeURIComponent(
    text(value).replace(
      /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
      '\ufffd',
    ),
  );

function callsOf(operation: Operation, source: ValueSource): fc.Arbitrary<Call> {
  const pathParameters = operation.parameters.filter((p) => p.in === 'path');
  const queryParameters = operation.parameters.filter((p) => p.in === 'query');
  const path = fc
    .tuple(...pathParameters.map((p) => fieldValue(source, p.name, p.schema ?? {})))
    .map((values) =>
      pathParameters.reduce(
        (filled, parameter, index) => filled.replace(`{${parameter.name}}`, segment(values[index])),
        operation.path,
      ),
    );
  const values = queryParameters.map((p) =>
    fc
      .option(fieldValue(source, p.name, p.schema ?? {}), { freq: 2 })
      .map((value): Array<[string, string]> =>
        value === null
          ? []
          : (Array.isArray(value) ? value : [value]).map((one) => [p.name, text(one)]),
      ),
  );
  const extra = fc
    .option(fc.tuple(hostileText(), hostileText()), { freq: 4 })
    .map((pair): Array<[string, string]> => (pair ? [pair] : []));
  const query = fc.tuple(extra, ...values).map((parts) => parts.flat());
  const body = operation.body
    ? operation.body.contentType === 'application/json'
      ? fc.record({
          body: valueOf(source, operation.body.schema),
          contentType: fc.constantFrom(
            ...Array<string | undefined>(8).fill('application/json'),
            'text/plain',
            undefined,
          ),
        })
      : fc.record({
          body: fc.uint8Array({ maxLength: 64 }),
          contentType: fc.constant(operation.body.contentType),
        })
    : fc.constant({});
  return fc.tuple(path, query, body).map(([filled, pairs, sent]) => ({
    path: filled,
    query: pairs,
    ...sent,
  }));
}

async function sendOnce(sandbox: Sandbox, method: string, call: Call, token: string) {
  const search = new URLSearchParams(call.query).toString();
  const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
  if (call.contentType) headers['Content-Type'] = call.contentType;
  let body: BodyInit | undefined;
  if (call.body instanceof Uint8Array) body = new Blob([new Uint8Array(call.body)]);
  else if (call.body !== undefined)
    body = call.body instanceof RawBody ? call.body.text : JSON.stringify(call.body);
  const response = await fetch(`${sandbox.url}${call.path}${search ? `?${search}` : ''}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body }),
    signal: AbortSignal.timeout(60_000),
  });
  return { status: response.status, text: await response.text() };
}

/**
 * The call's answer. A connection the server closed while idle (keep-alive) can fail the
 * next request before it is sent: such a call is sent once more on a fresh connection; a
 * server that stopped fails that too.
 */
async function send(sandbox: Sandbox, method: string, call: Call, token: string) {
  try {
    return await sendOnce(sandbox, method, call, token);
  } catch (error) {
    const code = ((error as Error).cause as { code?: string } | undefined)?.code;
    if (code !== 'ECONNRESET' && code !== 'UND_ERR_SOCKET') throw error;
    return sendOnce(sandbox, method, call, token);
  }
}

/** Real values by the names parameters and fields have, so calls reach existing resources. */
async function knownValues(sandbox: Sandbox, token: string): Promise<Map<string, string[]>> {
  const list = async (path: string) =>
    (await api(sandbox, path, { token })).body as { values?: Array<Record<string, unknown>> };
  const devices = ((await list('/api/v2beta/devices?limit=1000')).values ?? []).map((d) =>
    String(d.deviceUuid),
  );
  const fleets = ((await list('/api/v2beta/fleets?limit=1000')).values ?? []).map((f) =>
    String(f.id),
  );
  const packages = ((await list('/api/v2beta/packages?limit=1000')).values ?? []).map((p) =>
    String(p.packageId),
  );
  const lockboxes = (await api(sandbox, '/api/v2beta/lockboxes', { token })).body as string[];
  return new Map([
    ...['id', 'deviceId', 'deviceUuid', 'deviceUuids', 'devices'].map((n) => [n, devices] as const),
    ...['fleetId', 'fleetIds', 'groupIds', 'fleets'].map((n) => [n, fleets] as const),
    ...['packageId', 'packageIds'].map((n) => [n, packages] as const),
    ['name', lockboxes] as const,
  ]);
}

let sandbox: Sandbox;
let who: DomainCallers;

beforeAll(async () => {
  sandbox = await startTestSandbox({ devices: 40 });
  who = await domainCallers(sandbox);
});

afterAll(async () => {
  await sandbox.close();
  removeDir(sandbox.config.dataDir);
});

it('answers every operation of openapi/, fed generated and hostile input, without a 5xx or poisoning', async () => {
  const before = await ordinaryAnswers(sandbox);
  const source: ValueSource = { document, known: await knownValues(sandbox, who.dev) };
  const all = operations();
  const failures: string[] = [];
  for (const [index, operation] of all.entries()) {
    const calls = fc.sample(callsOf(operation, source), { numRuns: CASES, seed: SEED + index });
    for (const call of calls) {
      const shown = `${operation.method} ${call.path}?${new URLSearchParams(call.query).toString().slice(0, 200)}`;
      try {
        const { status, text } = await send(sandbox, operation.method, call, who.dev);
        if (status >= 500) failures.push(`${shown} → ${status} ${text.slice(0, 300)}`);
      } catch (error) {
        failures.push(`${shown} → ${String(error)} (${String((error as Error).cause)})`);
      }
    }
  }
  console.info(
    `fuzz: ${all.length} operations × ${CASES} cases, seed ${SEED} (FUZZ_SEED), ${failures.length} failures`,
  );
  expect(failures.slice(0, 20)).toEqual([]);
  expect(await ordinaryAnswers(sandbox)).toEqual(before);
}, 600_000);
