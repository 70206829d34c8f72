import type { JsonSchema, OpenApiDocument } from '@fleet/contract';
import fc from 'fast-check';
import { hostileJson, hostileText } from './hostile.js';

/**
 * Values for a JSON schema of the API description: mostly what the schema describes (so a
 * call gets past its first check and reaches deeper code), now and then something hostile in
 * its place. `known` offers real values by name (a device uuid for `deviceUuid`), so calls
 * reach existing resources too.
 */
export interface ValueSource {
  document: OpenApiDocument;
  /** Real values by parameter or property name. */
  known: ReadonlyMap<string, readonly string[]>;
}

const MAX_DEPTH = 4;

function resolved(document: OpenApiDocument, schema: JsonSchema): JsonSchema {
  let current = schema;
  for (let hops = 0; hops < 16 && typeof current.$ref === 'string'; hops++) {
    const path = current.$ref.slice(2).split('/');
    current = path.reduce<unknown>(
      (node, segment) => (node as Record<string, unknown>)[segment.replace(/~1/g, '/')],
      document,
    ) as JsonSchema;
  }
  return current;
}

const numberOr = (value: unknown, fallback: number): number =>
  typeof value === 'number' ? value : fallback;

function stringValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  switch (schema.format) {
    case 'uuid':
      return fc.uuid();
    case 'date-time':
      return fc
        .date({ min: new Date(0), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((date) => date.toISOString());
    case 'date':
      return fc
        .date({ min: new Date(0), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10));
    case 'ipv4':
      return fc.ipV4();
    case 'uri':
      return fc.webUrl();
    default:
      return fc.string({ minLength: numberOr(schema.minLength, 0), maxLength: 24 });
  }
}

function typedValue(source: ValueSource, schema: JsonSchema, type: string, depth: number) {
  switch (type) {
    case 'string':
      return stringValue(schema);
    case 'integer':
      return fc.integer({
        min: Math.max(numberOr(schema.minimum, -1000), -(2 ** 31)),
        max: Math.min(numberOr(schema.maximum, 10_000), 2 ** 31),
      });
    case 'number':
      return fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(
        schema.items ? valueOf(source, schema.items as JsonSchema, depth + 1) : fc.string(),
        { minLength: numberOr(schema.minItems, 0), maxLength: 4 },
      );
    case 'object':
      return objectValue(source, schema, depth);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function objectValue(source: ValueSource, schema: JsonSchema, depth: number) {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  const fields = Object.fromEntries(
    Object.entries(properties).map(([name, property]) => [
      name,
      fieldValue(source, name, property, depth + 1),
    ]),
  );
  const described = fc.record(fields, {
    requiredKeys: Object.keys(fields).filter((name) => required.has(name)),
  });
  if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
    const extra = fc.dictionary(
      fc.string({ maxLength: 12 }),
      valueOf(source, schema.additionalProperties as JsonSchema, depth + 1),
      { maxKeys: 3 },
    );
    return fc.tuple(described, extra).map(([known, more]) => ({ ...more, ...known }));
  }
  return described;
}

/** A property or parameter: a real value of that name when there is one, else its schema's. */
export function fieldValue(
  source: ValueSource,
  name: string,
  schema: JsonSchema,
  depth = 0,
): fc.Arbitrary<unknown> {
  const known = source.known.get(name);
  const described = valueOf(source, schema, depth);
  return known?.length
    ? fc.oneof(
        { weight: 2, arbitrary: fc.constantFrom(...known) },
        { weight: 3, arbitrary: described },
      )
    : described;
}

/** A value of the schema, or (about one time in six) a hostile one. */
export function valueOf(source: ValueSource, given: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const schema = resolved(source.document, given);
  const hostile = depth === 0 ? hostileJson() : hostileText();
  if (depth > MAX_DEPTH) return hostile;
  let described: fc.Arbitrary<unknown>;
  const alternatives = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if ('const' in schema) described = fc.constant(schema.const);
  else if (alternatives)
    described = fc.oneof(...alternatives.map((option) => valueOf(source, option, depth + 1)));
  else if (Array.isArray(schema.allOf))
    described = fc
      .tuple(...(schema.allOf as JsonSchema[]).map((part) => valueOf(source, part, depth)))
      .map((parts) =>
        parts.every((part) => typeof part === 'object' && part !== null && !Array.isArray(part))
          ? Object.assign({}, ...parts)
          : parts[0],
      );
  else if (Array.isArray(schema.type))
    described = fc.oneof(
      ...(schema.type as string[]).map((type) => typedValue(source, schema, type, depth)),
    );
  else if (typeof schema.type === 'string')
    described = typedValue(source, schema, schema.type, depth);
  else if (schema.properties) described = objectValue(source, schema, depth);
  else described = fc.jsonValue({ maxDepth: 2 });
  return fc.oneof({ weight: 5, arbitrary: described }, { weight: 1, arbitrary: hostile });
}
