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
// this script only runs them and merges what they wrote. A whole run (no --only) also reports
// its own time, step by step, against the budget of 15 minutes ("Bench run").
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderReport, replaceGenerated } from './bench/markdown.mjs';
import { benchHeader, figure, withinBudget } from './bench/report.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const benchDir = join(root, '.bench');
/** A whole `pnpm bench` on 2 cores, build included (issue #12). */
const RUN_BUDGET_MINUTES = 15;
/**
 * What the sections read: the console's production build and the elements' and SDK's builds
 * it depends on (sizes, console, live), JavaScript only. The sandbox runs from its sources; the CLI and the
 * examples are not measured.
 */
const BUILD = ['pnpm', ['--filter', '@fleet/console...', 'build']];

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

/** How long each step of this run took, in seconds, in the order they ran. */
const steps = [];

function run(name, [cmd, args], env = {}) {
  const started = Date.now();
  console.info(`\n▶ ${name}: ${[cmd, ...args].join(' ')}`);
  const result = spawnSync(cmd, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  const seconds = (Date.now() - started) / 1000;
  steps.push({ name, seconds });
  console.info(`◀ ${name}: exit ${result.status} in ${seconds.toFixed(1)}s`);
  return result.status === 0;
}

/** The "Bench run" section: the whole run's time against its budget, and each step's. */
function runReport(header, startedAt) {
  const minutes = (seconds) => Math.round((seconds / 60) * 10) / 10;
  const total = (Date.now() - startedAt) / 1000;
  return {
    section: 'Bench run',
    ...header,
    figures: [
      figure(
        'pnpm bench, build included',
        minutes(total),
        'min',
        { max: RUN_BUDGET_MINUTES },
        'from the start of the build to the report',
      ),
      ...steps.map((step) =>
        figure(
          step.name === 'build' ? `build (${BUILD[1].join(' ')})` : `section ${step.name}`,
          minutes(step.seconds),
          'min',
        ),
      ),
    ],
  };
}

function main() {
  const only = option('--only')?.split(',');
  const sections = SECTIONS.filter((section) => !only || only.includes(section.id));
  const problems = [];
  const reportOnly = process.argv.includes('--report-only');
  const header = benchHeader();
  const startedAt = Date.now();
  const built = !reportOnly && !process.argv.includes('--no-build');
  // Without the type declarations (FLEET_BUILD_TYPES=0, the SDK's and the elements' tsup
  // configs): they took 8 of the build's 10 minutes at a load average of 24, and no section
  // reads them.
  if (built && !run('build', BUILD, { FLEET_BUILD_TYPES: '0' })) problems.push('the build failed');
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
  // Only a whole run, build included, says how long `pnpm bench` takes.
  if (built && !only) reports.push(runReport(header, startedAt));

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
