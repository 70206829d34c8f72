// Each screen area's texts come with the code that shows them (console-messages.ts): a module
// showing a `console.<area>.` text must import messages/<area>.ts, or the text would show its
// id on a page that has not loaded that area yet.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = fileURLToPath(new URL('..', import.meta.url));
const messages = join(src, 'i18n/messages');

/** The areas with a module of their own (messages/<area>.ts adding itself). */
const areas = readdirSync(messages)
  .filter((name) => name.endsWith('.ts'))
  .map((name) => name.replace(/\.ts$/, ''))
  .filter((area) =>
    readFileSync(join(messages, `${area}.ts`), 'utf8').includes('addConsoleTexts('),
  );

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === join(src, 'i18n') ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** `file`'s area texts whose module it does not import, as `path: area`. */
function missingImports(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  return areas
    .filter((area) => new RegExp(`['"\`]console\\.${area}\\.`).test(code))
    .filter((area) => !new RegExp(`(from|import)\\s+'[./]+/i18n/messages/${area}'`).test(code))
    .map((area) => `${relative(src, file)}: ${area}`);
}

describe('console texts by area', () => {
  it('finds the areas', () => {
    expect(areas).toEqual(expect.arrayContaining(['dashboard', 'devices', 'fleets', 'packages']));
    expect(areas).not.toContain('routes');
  });

  it('every module showing an area’s text imports that area’s texts', () => {
    expect(sourceFiles(src).flatMap(missingImports)).toEqual([]);
  });
});
