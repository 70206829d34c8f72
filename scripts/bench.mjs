#!/usr/bin/env node
// `pnpm bench`: builds, runs every bench section, and writes the report: docs/benchmarks.json
// (every section's figures) and the generated part of docs/benchmarks.md. Exits 1 naming
// every budget missed (and every section that could not run).
//
//   pnpm bench                    everything (builds first)
//   pnpm bench -- --no-build      reuse the builds already there
//   pnpm bench -- --only sizes,console,live
//   pnpm bench -- --report-only   run nothing: report the .bench/<section>.json already there
//                                 (e.g. a section run by its own command)
//
// Each section is a command that writes .bench/<section>.json (shape: scripts/bench/report.mjs);
// this script only runs them and merges what they wrote.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderReport, replaceGenerated } from './bench/markdown.mjs';
import { withinBudget } from './bench/report.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const benchDir = join(root, '.bench');

/** The sections in the order they run, each with the file it writes. */
const SECTIONS = [
  { id: 'sizes', file: 'sizes.json', command: ['node', ['scripts/sizes.mjs']] },
  {
    id: 'api',
    file: 'api.json',
    command: ['pnpm', ['--filter', '@fleet/sandbox', 'bench']],
  },
  {
    id: 'console',
    file: 'console.json',
    command: ['node', ['scripts/bench/console.mjs']],
  },
  {
    id: 'live',
    file: 'live.json',
    command: ['node', ['scripts/bench/live.mjs']],
  },
];

function option(name) {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
}

function run(name, [cmd, args]) {
  const started = Date.now();
  console.info(`\n▶ ${name}: ${[cmd, ...args].join(' ')}`);
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: process.env });
  console.info(
    `◀ ${name}: exit ${result.status} in ${((Date.now() - started) / 1000).toFixed(1)}s`,
  );
  return result.status === 0;
}

function main() {
  const only = option('--only')?.split(',');
  const sections = SECTIONS.filter((section) => !only || only.includes(section.id));
  const problems = [];
  const reportOnly = process.argv.includes('--report-only');
  if (!reportOnly && !process.argv.includes('--no-build') && !run('build', ['pnpm', ['build']])) {
    problems.push('the build failed');
  }
  mkdirSync(benchDir, { recursive: true });
  const reports = [];
  for (const section of sections) {
    const file = join(benchDir, section.file);
    if (!reportOnly) {
      rmSync(file, { force: true });
      run(section.id, section.command);
    }
    // A section that exits non-zero over a budget still wrote its figures; one that wrote
    // nothing could not run.
    if (!existsSync(file)) {
      problems.push(`section ${section.id} wrote no figures (.bench/${section.file})`);
      continue;
    }
    const report = JSON.parse(readFileSync(file, 'utf8'));
    report.figures = report.figures.map((figure) => ({
      ...figure,
      ok: figure.ok ?? withinBudget(figure),
    }));
    reports.push(report);
  }

  const docs = join(root, 'docs');
  const previous = existsSync(join(docs, 'benchmarks.json'))
    ? JSON.parse(readFileSync(join(docs, 'benchmarks.json'), 'utf8'))
    : { sections: [] };
  // Sections not run this time keep their last figures (with their own date).
  const merged = [
    ...reports,
    ...previous.sections.filter(
      (kept) => !reports.some((report) => report.section === kept.section),
    ),
  ];
  writeFileSync(
    join(docs, 'benchmarks.json'),
    `${JSON.stringify({ sections: merged }, null, 2)}\n`,
  );
  const markdownFile = join(docs, 'benchmarks.md');
  writeFileSync(
    markdownFile,
    replaceGenerated(readFileSync(markdownFile, 'utf8'), renderReport(merged)),
  );

  const missed = reports.flatMap((report) =>
    report.figures
      .filter((figure) => figure.ok === false)
      .map((figure) => `${report.section}: ${figure.name} = ${figure.value} ${figure.unit}`),
  );
  // The JSON as the repository's formatter writes it, so `prettier --check .` stays green.
  run('format', ['pnpm', ['exec', 'prettier', '--write', 'docs/benchmarks.json']]);
  console.info('\nWrote docs/benchmarks.md and docs/benchmarks.json.');
  for (const problem of problems) console.error(`✗ ${problem}`);
  for (const line of missed) console.error(`✗ over budget: ${line}`);
  if (problems.length + missed.length > 0) process.exit(1);
  console.info('Every budget holds.');
}

main();
