// The shape every bench section writes to .bench/<section>.json, and how one figure reads:
//   { section, date, machine, loadAverage: [1, 5, 15], figures: [{ name, value, unit,
//     budget?: { max?, min? }, ok?, note? }] }
import { cpus, loadavg, totalmem } from 'node:os';

/** When and where a section was measured: the machine is shared, so the load comes along. */
export function benchHeader() {
  const cores = cpus();
  return {
    date: new Date().toISOString(),
    machine: `${cores.length} × ${cores[0]?.model.trim() ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.versions.node}`,
    loadAverage: loadavg().map((load) => Math.round(load * 100) / 100),
  };
}

/** A figure within its budget (a figure without a budget is within it). */
export function withinBudget({ value, budget }) {
  if (!budget) return true;
  if (!Number.isFinite(value)) return false;
  if (budget.max !== undefined && value > budget.max) return false;
  if (budget.min !== undefined && value < budget.min) return false;
  return true;
}

/** The budget as a reader writes it: "≤ 150", "≥ 50000", "—". */
export function budgetText(budget) {
  if (!budget) return '—';
  const parts = [];
  if (budget.min !== undefined) parts.push(`≥ ${budget.min}`);
  if (budget.max !== undefined) parts.push(`≤ ${budget.max}`);
  return parts.join(', ');
}

/** One line for the terminal: "name: 12.3 KB gzip (budget ≤ 15) ok". */
export function figureLine(figure) {
  const verdict = figure.ok === false ? 'OVER BUDGET' : figure.budget ? 'ok' : '';
  const note = figure.note ? ` — ${figure.note}` : '';
  return `${figure.name}: ${figure.value} ${figure.unit} (budget ${budgetText(figure.budget)}) ${verdict}${note}`;
}

/** A figure with its verdict. */
export function figure(name, value, unit, budget, note) {
  const entry = { name, value, unit, ...(budget ? { budget } : {}), ...(note ? { note } : {}) };
  return { ...entry, ok: withinBudget(entry) };
}
