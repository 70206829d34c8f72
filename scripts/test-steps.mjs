// Runs the steps of the test suite, alone or side by side, and keeps what each took: wall
// time, CPU time (scripts/step-clock.mjs) and the machine's load while it ran, for the closing
// table. Side-by-side steps write to a log of their own, printed whole when the step ends.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';

/**
 * @typedef {{ passed: number, failed: number, skipped: number, failures?: string[] }} Counts
 * @typedef {{ name: string, cmd: string, args: string[], counts?: () => Counts | undefined,
 *   env?: Record<string, string> }} Step
 * @typedef {{ name: string, ok: boolean, wall: number, cpu?: { user: number, system: number },
 *   load: number, counts?: Counts }} Timing
 */

/** @param {{ root: string, results: string }} options */
export function createRun({ root, results }) {
  const logs = join(results, 'logs');
  mkdirSync(logs, { recursive: true });
  const clock = join(root, 'scripts', 'step-clock.mjs');
  /** @type {Timing[]} */
  const timings = [];
  const totals = { passed: 0, failed: 0, skipped: 0 };
  /** @type {string[]} each failed test, named with its step */
  const failedTests = [];
  const started = Date.now();

  /** @param {Step} step @param {boolean} quiet output to a log file instead of the terminal */
  function runStep(step, quiet) {
    const slug = step.name.replace(/[^a-z0-9]+/gi, '-').toLowerCase();
    const clockFile = join(logs, `${slug}.cpu.json`);
    const logFile = join(logs, `${slug}.log`);
    const command = [step.cmd, ...step.args].join(' ');
    console.info(`\n▶ ${step.name}: ${command}${quiet ? ` (side by side; log at the end)` : ''}`);
    const begin = Date.now();
    const index = timings.push({ name: step.name, ok: false, wall: 0, load: 0 }) - 1;
    const loads = [loadavg()[0]];
    const sampler = setInterval(() => loads.push(loadavg()[0]), 5_000);
    const child = spawn(process.execPath, [clock, step.cmd, ...step.args], {
      cwd: root,
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...step.env, FLEET_STEP_CLOCK: clockFile },
    });
    const log = quiet ? createWriteStream(logFile) : undefined;
    child.stdout?.pipe(log, { end: false });
    child.stderr?.pipe(log, { end: false });
    return new Promise((resolve) => {
      child.on('close', (status) => {
        clearInterval(sampler);
        const finish = () => {
          const wall = (Date.now() - begin) / 1000;
          const cpu = existsSync(clockFile)
            ? (JSON.parse(readFileSync(clockFile, 'utf8')) ?? undefined)
            : undefined;
          const counts = step.counts?.();
          if (counts) {
            totals.passed += counts.passed;
            totals.failed += counts.failed;
            totals.skipped += counts.skipped;
            for (const failure of counts.failures ?? [])
              failedTests.push(`${step.name}: ${failure}`);
          }
          const ok = status === 0;
          if (!ok && (counts === undefined || counts.failed === 0)) totals.failed += 1;
          const load = loads.reduce((sum, value) => sum + value, 0) / loads.length;
          timings[index] = { name: step.name, ok, wall, cpu, load, counts };
          if (quiet) {
            console.info(`\n── output of ${step.name} ──`);
            process.stdout.write(readFileSync(logFile));
          }
          console.info(
            `◀ ${step.name}: ${ok ? 'ok' : `FAILED (exit ${status})`} in ${wall.toFixed(1)}s`,
          );
          resolve(undefined);
        };
        if (log) log.end(finish);
        else finish();
      });
    });
  }

  return {
    /** Runs `step` alone, its output on the terminal. @param {Step} step */
    step: (step) => runStep(step, false),
    /**
     * Runs lanes at the same time, each a step or steps one after the other (for steps that
     * wait on browsers, servers or each other more than they compute); the first lane's output
     * goes to the terminal, the others' to logs printed as each step ends.
     * @param {Array<Step | Step[]>} lanes
     */
    together: (lanes) =>
      Promise.all(
        lanes.map(async (lane, index) => {
          for (const step of [lane].flat()) await runStep(step, index > 0);
        }),
      ),
    /** Prints the table of steps and the closing line; returns the exit code. */
    finish() {
      const failures = timings.filter((timing) => !timing.ok).map((timing) => timing.name);
      printTable(timings, (Date.now() - started) / 1000);
      // Last, beside the closing line, so that the end of a long log names what failed.
      if (failedTests.length) {
        console.info('\nFailed tests:');
        for (const failure of failedTests.slice(0, 40)) console.info(`- ${failure}`);
        if (failedTests.length > 40) console.info(`- … and ${failedTests.length - 40} more`);
      }
      console.info(
        failures.length ? `\nFailed steps: ${failures.join(', ')}` : '\nAll steps passed.',
      );
      if (totals.skipped > 0) console.info(`(${totals.skipped} skipped)`);
      console.info(`tests: ${totals.passed} passed, ${totals.failed} failed`);
      return failures.length ? 1 : 0;
    },
  };
}

/** @param {Timing[]} timings @param {number} total wall seconds of the whole run */
function printTable(timings, total) {
  const minutes = (seconds) =>
    `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;
  const rows = timings.map((timing) => [
    timing.name,
    timing.ok ? 'ok' : 'FAILED',
    minutes(timing.wall),
    timing.cpu ? minutes(timing.cpu.user + timing.cpu.system) : '–',
    timing.load.toFixed(1),
    timing.counts ? String(timing.counts.passed + timing.counts.failed) : '',
  ]);
  const header = ['step', 'result', 'wall', 'cpu', 'load', 'tests'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column].length)),
  );
  const line = (cells) =>
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[0]) : cell.padStart(widths[column]),
      )
      .join('  ');
  console.info('\nWhere the time went (wall and CPU minutes, mean 1-minute load average):');
  console.info(line(header));
  for (const row of rows) console.info(line(row));
  console.info(line(['whole run', '', minutes(total), '', loadavg()[0].toFixed(1), '']));
}
