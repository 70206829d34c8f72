import type { HttpMethod, OpenApiDocument, OpenApiOperation, OpenApiParameter } from './bundle';
import { resolvePointer, valueAt } from './resolve-pointer';

export interface MatchedOperation {
  template: string;
  method: HttpMethod;
  operation: OpenApiOperation;
  pathParams: Record<string, string>;
  /** Parameters of the path item and the operation, references followed; `at` locates each. */
  parameters: { parameter: OpenApiParameter; at: string[] }[];
}

interface CompiledPath {
  template: string;
  pattern: RegExp;
  names: string[];
  /** Concrete segments beat parameters, as servers route: `/devices/token` before `/devices/{id}`. */
  literalSegments: number;
}

const cache = new WeakMap<OpenApiDocument, CompiledPath[]>();

function compile(document: OpenApiDocument): CompiledPath[] {
  const known = cache.get(document);
  if (known) return known;
  const compiled = Object.keys(document.paths).map((template) => {
    const names: string[] = [];
    const source = template
      .split('/')
      .map((segment) =>
        segment.replace(/\{([^}]+)\}|[^{]+/g, (part, name?: string) => {
          if (name) {
            names.push(name);
            return '([^/]+)';
          }
          return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        }),
      )
      .join('/');
    const literalSegments = template.split('/').filter((s) => s && !s.includes('{')).length;
    return { template, pattern: new RegExp(`^${source}$`), names, literalSegments };
  });
  compiled.sort((a, b) => b.literalSegments - a.literalSegments);
  cache.set(document, compiled);
  return compiled;
}

/** The operation a request reaches, or undefined when the description has none. */
export function matchOperation(
  document: OpenApiDocument,
  method: string,
  pathname: string,
): MatchedOperation | undefined {
  const verb = method.toLowerCase() as HttpMethod;
  for (const candidate of compile(document)) {
    const found = candidate.pattern.exec(pathname);
    if (!found) continue;
    const item = document.paths[candidate.template];
    const operation = item?.[verb];
    if (!item || !operation) continue;
    const pathParams = Object.fromEntries(
      candidate.names.map((name, i) => [name, decodeURIComponent(found[i + 1] ?? '')]),
    );
    const located = (base: string[], count: number) =>
      Array.from({ length: count }, (_, i) => {
        const at = resolvePointer(document, [...base, 'parameters', String(i)]);
        const parameter = valueAt<OpenApiParameter>(document, at);
        if (!parameter) throw new Error(`unresolvable parameter at ${at.join('/')}`);
        return { parameter, at };
      });
    const own = located(['paths', candidate.template, verb], operation.parameters?.length ?? 0);
    const inherited = located(['paths', candidate.template], item.parameters?.length ?? 0).filter(
      (p) =>
        !own.some(
          (o) => o.parameter.name === p.parameter.name && o.parameter.in === p.parameter.in,
        ),
    );
    return {
      template: candidate.template,
      method: verb,
      operation,
      pathParams,
      parameters: [...inherited, ...own],
    };
  }
  return undefined;
}
