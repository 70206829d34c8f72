// The sandbox's section of docs/benchmarks.md: the text between its two markers is replaced by
// the latest run's report; the rest of the file is left as it is.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPOSITORY_ROOT } from '../src/config.js';

const MARKER = '<!-- sandbox-devices-list -->';

export function writeReportSection(section: string): void {
  const file = path.join(REPOSITORY_ROOT, 'docs', 'benchmarks.md');
  const current = readFileSync(file, 'utf8');
  const [before, , after = ''] = current.split(MARKER);
  writeFileSync(file, `${before}${MARKER}\n${section}${MARKER}${after}`);
}
