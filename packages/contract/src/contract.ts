import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import {
  readBundle,
  type JsonSchema,
  type OpenApiDocument,
  type OpenApiOperation,
  type OpenApiParameter,
} from './bundle';
import { matchOperation } from './match-operation';
import { resolvePointer, valueAt } from './resolve-pointer';

export interface CheckedRequest {
  method: string;
  /** Absolute URL or path with query. */
  url: string;
  /** Parsed JSON body, or undefined. */
  body?: unknown;
  contentType?: string | null;
}

export interface CheckedResponse {
  method: string;
  url: string;
  status: number;
  contentType?: string | null;
  /** Parsed JSON body for JSON answers; ignored for others. */
  body?: unknown;
}

export interface ApiContract {
  readonly document: OpenApiDocument;
  /** Problems of a request against the description; empty when it conforms. */
  checkRequest(request: CheckedRequest): string[];
  /** Problems of a response against the description; empty when it conforms. */
  checkResponse(response: CheckedResponse): string[];
  /** `operationId` of the call a request reaches, for coverage bookkeeping. */
  operationId(method: string, url: string): string | undefined;
}

const BUNDLE_ID = 'fleet-api';

function encode(segments: string[]): string {
  return `${BUNDLE_ID}#/${segments.map((s) => s.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`;
}

function isJson(contentType: string | null | undefined): boolean {
  return !contentType || /json/i.test(contentType);
}

/** Query values arrive as strings; read them as the parameter's schema types them. */
function coerce(values: string[], schema: JsonSchema | undefined): unknown {
  const type = schema?.['type'];
  if (type === 'array') {
    const items = schema?.['items'] as JsonSchema | undefined;
    return values.map((v) => coerce([v], items));
  }
  const value = values[values.length - 1] ?? '';
  if (type === 'integer' || type === 'number') return value.trim() === '' ? value : Number(value);
  if (type === 'boolean') return value === 'true' ? true : value === 'false' ? false : value;
  return value;
}

export function loadContract(document: OpenApiDocument = readBundle()): ApiContract {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats.default(ajv);
  for (const format of ['binary', 'byte', 'int32', 'int64', 'float', 'double', 'password']) {
    ajv.addFormat(format, true);
  }
  ajv.addSchema(document as object, BUNDLE_ID);
  const pointer = (...segments: string[]) => encode(resolvePointer(document, segments));
  const validators = new Map<string, ValidateFunction>();
  const validator = (ref: string): ValidateFunction => {
    let validate = validators.get(ref);
    if (!validate) {
      validate = ajv.compile({ $ref: ref });
      validators.set(ref, validate);
    }
    return validate;
  };
  const describe = (validate: ValidateFunction) =>
    ajv.errorsText(validate.errors, { separator: '; ', dataVar: 'body' });

  function locate(method: string, url: string) {
    const parsed = new URL(url, 'http://contract.invalid');
    return { parsed, match: matchOperation(document, method, parsed.pathname) };
  }

  function checkParameter(
    parameter: OpenApiParameter,
    at: string[],
    raw: string[] | undefined,
  ): string[] {
    if (raw === undefined || raw.length === 0) {
      return parameter.required
        ? [`missing required ${parameter.in} parameter '${parameter.name}'`]
        : [];
    }
    if (!parameter.schema) return [];
    const validate = validator(pointer(...at, 'schema'));
    return validate(coerce(raw, parameter.schema))
      ? []
      : [`${parameter.in} parameter '${parameter.name}': ${describe(validate)}`];
  }

  return {
    document,
    operationId(method, url) {
      return locate(method, url).match?.operation.operationId;
    },
    checkRequest({ method, url, body, contentType }) {
      const { parsed, match } = locate(method, url);
      if (!match)
        return [`no operation ${method.toUpperCase()} ${parsed.pathname} in the API description`];
      const problems: string[] = [];
      const declared = new Set<string>();
      for (const { parameter, at } of match.parameters) {
        if (parameter.in === 'query') {
          declared.add(parameter.name);
          problems.push(
            ...checkParameter(parameter, at, parsed.searchParams.getAll(parameter.name)),
          );
        } else if (parameter.in === 'path') {
          const value = match.pathParams[parameter.name];
          problems.push(
            ...checkParameter(parameter, at, value === undefined ? undefined : [value]),
          );
        }
      }
      for (const name of new Set(parsed.searchParams.keys())) {
        if (!declared.has(name))
          problems.push(`query parameter '${name}' is not in the description`);
      }
      const bodyAt = resolvePointer(document, [
        'paths',
        match.template,
        match.method,
        'requestBody',
      ]);
      const requestBody = valueAt<OpenApiOperation['requestBody']>(document, bodyAt);
      if (body === undefined) {
        if (requestBody?.required) problems.push('missing required request body');
      } else if (!requestBody) {
        problems.push('the operation takes no request body');
      } else if (isJson(contentType)) {
        const mediaType = Object.keys(requestBody.content).find((type) => /json/i.test(type));
        if (!mediaType) {
          problems.push(
            `the operation takes no JSON body (${Object.keys(requestBody.content).join(', ')})`,
          );
        } else if (requestBody.content[mediaType]?.schema) {
          const validate = validator(
            pointer(
              'paths',
              match.template,
              match.method,
              'requestBody',
              'content',
              mediaType,
              'schema',
            ),
          );
          if (!validate(body)) problems.push(`request body: ${describe(validate)}`);
        }
      }
      return problems;
    },
    checkResponse({ method, url, status, contentType, body }) {
      const { parsed, match } = locate(method, url);
      if (!match)
        return [`no operation ${method.toUpperCase()} ${parsed.pathname} in the API description`];
      const responses = match.operation.responses;
      const key = [String(status), `${String(status)[0]}XX`, 'default'].find((k) => k in responses);
      if (!key) {
        return [
          `status ${status} is not described for ${match.operation.operationId} (${Object.keys(responses).join(', ')})`,
        ];
      }
      const responseAt = resolvePointer(document, [
        'paths',
        match.template,
        match.method,
        'responses',
        key,
      ]);
      const content = valueAt<{ content?: Record<string, unknown> }>(document, responseAt)?.content;
      if (!content) {
        return body === undefined || body === '' || body === null
          ? []
          : [`status ${status} of ${match.operation.operationId} is described without a body`];
      }
      const type = (contentType ?? '').split(';', 1)[0]?.trim().toLowerCase() ?? '';
      const mediaType =
        Object.keys(content).find((t) => t.toLowerCase() === type) ??
        (isJson(type) ? Object.keys(content).find((t) => /json/i.test(t)) : undefined);
      if (!mediaType) {
        return [
          `content type '${type}' is not described for status ${status} of ${match.operation.operationId}`,
        ];
      }
      const media = content[mediaType] as { schema?: unknown } | undefined;
      if (!/json/i.test(mediaType) || !media?.schema) return [];
      const validate = validator(pointer(...responseAt, 'content', mediaType, 'schema'));
      return validate(body)
        ? []
        : [`${match.operation.operationId} ${status}: ${describe(validate)}`];
    },
  };
}
