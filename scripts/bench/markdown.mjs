// The generated part of docs/benchmarks.md: one table per section, between two markers, so
// the hand-written explanation around it stays.
import { budgetText } from './report.mjs';

export const START = '<!-- bench:report:start (written by pnpm bench) -->';
export const END = '<!-- bench:report:end -->';

const cell = (text) => String(text).replaceAll('|', '\\|').replaceAll('\n', ' ');

function verdict(figure) {
  if (figure.ok === false) return '**over budget**';
  return figure.budget ? 'ok' : '';
}

const shown = (value) => (value === null || value === undefined ? '—' : value);

function renderSection(report) {
  const load = report.loadAverage.map((value) => value.toFixed(2)).join(', ');
  const brotli = report.figures.some((figure) => figure.brotli !== undefined);
  const head = brotli
    ? ['what', 'gzip -9 (KB)', 'brotli (KB)', 'budget', '', 'note']
    : ['what', 'value', 'unit', 'budget', '', 'note'];
  const rows = report.figures.map((figure) =>
    brotli
      ? [
          figure.name,
          shown(figure.value),
          shown(figure.brotli),
          budgetText(figure.budget),
          verdict(figure),
          figure.note ?? '',
        ]
      : [
          figure.name,
          shown(figure.value),
          figure.unit,
          budgetText(figure.budget),
          verdict(figure),
          figure.note ?? '',
        ],
  );
  return [
    `### ${report.section}`,
    '',
    `Measured ${report.date} on ${report.machine}; load average ${load} (1, 5, 15 min).`,
    '',
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
    '',
  ].join('\n');
}

export function renderReport(reports) {
  return reports.map(renderSection).join('\n');
}

/** `markdown` with the text between the markers replaced (the markers added at the end if absent). */
export function replaceGenerated(markdown, generated) {
  const block = `${START}\n\n${generated}\n${END}`;
  const start = markdown.indexOf(START);
  const end = markdown.indexOf(END);
  if (start === -1 || end === -1) return `${markdown.trimEnd()}\n\n${block}\n`;
  return `${markdown.slice(0, start)}${block}${markdown.slice(end + END.length)}`;
}
