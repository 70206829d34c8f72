// Finding what a user sees in browser tests, inside a container or a shadow root: controls by
// their label, buttons by their text, table rows and cells.
import { waitFor } from './assert.js';

type Root = Element | ShadowRoot | Document;

/** The form control a <label> with exactly this text names. */
export function controlByLabel<T extends HTMLElement = HTMLInputElement>(
  root: Root,
  label: string,
): T {
  const element = [...root.querySelectorAll('label')].find((l) => l.textContent === label);
  const control = element?.htmlFor
    ? root.querySelector<T>(`#${CSS.escape(element.htmlFor)}`)
    : element?.querySelector<T>('input, select, textarea');
  if (!control) throw new Error(`No control labelled "${label}"`);
  return control;
}

/** The button (or summary) whose text is exactly this. */
export function buttonByText(root: Root, text: string): HTMLElement {
  const button = [...root.querySelectorAll<HTMLElement>('button, summary')].find(
    (b) => b.textContent?.trim() === text,
  );
  if (!button) throw new Error(`No button "${text}"`);
  return button;
}

/** The button with this text once it shows: parts of a widget load when first needed. */
export const findButtonByText = (root: Root, text: string): Promise<HTMLElement> =>
  waitFor(() => buttonByText(root, text), { what: `a button "${text}"` });

/** The checkbox (or other input) inside the <label> with exactly this text, once it shows. */
export const findInputByLabel = (root: Root, label: string): Promise<HTMLInputElement> =>
  waitFor(
    () =>
      [...root.querySelectorAll('label')]
        .find((l) => l.textContent === label)
        ?.querySelector('input'),
    { what: `an input labelled "${label}"` },
  );

export const bodyRows = (root: Root) => [
  ...root.querySelectorAll<HTMLTableRowElement>('tbody tr[data-row-index]'),
];

/** The text of one column in every body row. */
export const columnTexts = (root: Root, column: string) =>
  bodyRows(root).map((row) => row.querySelector(`td[data-column="${column}"]`)?.textContent ?? '');

/** The columns shown, by id, in order. */
export const headerColumns = (root: Root) =>
  [...root.querySelectorAll<HTMLElement>('thead th[data-column]')].map((th) => th.dataset.column);
