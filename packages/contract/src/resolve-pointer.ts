import type { OpenApiDocument } from './bundle';

/**
 * Walks `segments` from the document root, following local `$ref`s met on the way (a
 * parameter, response or request body may be a reference into components). Returns the
 * segments of the place actually reached, so a validator can be compiled for it.
 */
export function resolvePointer(document: OpenApiDocument, segments: string[]): string[] {
  let path: string[] = [];
  let node: unknown = document;
  const follow = () => {
    for (let hops = 0; hops < 16; hops++) {
      const ref = (node as { $ref?: unknown } | undefined)?.$ref;
      if (typeof ref !== 'string' || !ref.startsWith('#/')) return;
      path = ref
        .slice(2)
        .split('/')
        .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
      node = path.reduce<unknown>((n, s) => (n as Record<string, unknown>)?.[s], document);
    }
  };
  for (const segment of segments) {
    follow();
    path = [...path, segment];
    node = (node as Record<string, unknown> | undefined)?.[segment];
  }
  follow();
  return path;
}

export function valueAt<T>(document: OpenApiDocument, segments: string[]): T | undefined {
  return segments.reduce<unknown>(
    (n, s) => (n as Record<string, unknown> | undefined)?.[s],
    document,
  ) as T | undefined;
}
