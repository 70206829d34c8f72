import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The parts of an OpenAPI 3.1 document the contract checks read. */
export interface OpenApiParameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}
export interface OpenApiMedia {
  schema?: JsonSchema;
}
export interface OpenApiOperation {
  operationId: string;
  parameters?: OpenApiParameter[];
  requestBody?: { required?: boolean; content: Record<string, OpenApiMedia> };
  responses: Record<string, { content?: Record<string, OpenApiMedia> }>;
}
export type OpenApiPathItem = Partial<Record<HttpMethod, OpenApiOperation>> & {
  parameters?: OpenApiParameter[];
};
export interface OpenApiDocument {
  paths: Record<string, OpenApiPathItem>;
  components?: Record<string, unknown>;
}
export type JsonSchema = Record<string, unknown>;
export type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'options' | 'head' | 'patch' | 'trace';

export const bundlePath = fileURLToPath(
  new URL('../../../openapi/bundle/openapi.json', import.meta.url),
);

export function readBundle(path = bundlePath): OpenApiDocument {
  return JSON.parse(readFileSync(path, 'utf8')) as OpenApiDocument;
}
