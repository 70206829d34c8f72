import { useState } from 'react';
import { assert, assertDeepEqual, assertEqual, waitFor } from '../../testing/assert.js';
import { render } from '../../testing/render.js';
import { deepActiveElement, user } from '../../testing/user.js';
import { Dialog, type DialogProps } from './Dialog.js';

/** A dialog opened from a button, closing itself on confirm or cancel, recording both. */
function Harness(props: Partial<DialogProps> & { log: string[] }) {
  const { log, ...rest } = props;
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog
        title="Delete device"
        {...rest}
        open={open}
        onConfirm={(value) => {
          log.push(`confirm:${value}`);
          setOpen(false);
        }}
        onCancel={() => {
          log.push('cancel');
          setOpen(false);
        }}
      >
        {rest.children ?? 'This cannot be undone.'}
      </Dialog>
    </>
  );
}

async function openFrom(container: HTMLElement) {
  const opener = container.querySelector('button')!;
  await user.click(opener);
  const dialog = await waitFor(() => container.querySelector<HTMLDialogElement>('dialog[open]'));
  return { opener, dialog };
}

describe('Dialog (SPEC §2 app shell: generic dialogs)', () => {
  it('confirm: labelled, described, modal; Confirm reports and closes, focus returns', async () => {
    const log: string[] = [];
    const { container } = await render(<Harness log={log} />);
    const { opener, dialog } = await openFrom(container);
    assert(dialog.matches(':modal'), 'shown as a modal');
    assertEqual(
      container.querySelector(`#${CSS.escape(dialog.getAttribute('aria-labelledby')!)}`)
        ?.textContent,
      'Delete device',
      'name',
    );
    assertEqual(
      container.querySelector(`#${CSS.escape(dialog.getAttribute('aria-describedby')!)}`)
        ?.textContent,
      'This cannot be undone.',
      'description',
    );
    const confirm = [...dialog.querySelectorAll('button')].find(
      (b) => b.textContent === 'Confirm',
    )!;
    assertEqual(deepActiveElement(), confirm, 'initial focus');
    await user.press('Enter');
    assertDeepEqual(log, ['confirm:'], 'log');
    assertEqual(dialog.open, false, 'closed');
    assertEqual(deepActiveElement(), opener, 'focus returned to the opener');
  });

  it('negative confirm starts on Cancel; Escape cancels', async () => {
    const log: string[] = [];
    const { container } = await render(<Harness log={log} variant="negative" />);
    const { dialog } = await openFrom(container);
    assertEqual(deepActiveElement()?.textContent, 'Cancel', 'initial focus on Cancel');
    await user.press('Escape');
    assertDeepEqual(log, ['cancel'], 'one cancel');
    assertEqual(dialog.open, false, 'closed');
  });

  it('keeps Tab and Shift+Tab inside', async () => {
    const { container } = await render(<Harness log={[]} />);
    const { dialog } = await openFrom(container);
    const [cancel, confirm] = [...dialog.querySelectorAll('button')];
    assertEqual(deepActiveElement(), confirm, 'starts on Confirm');
    await user.press('Tab');
    assertEqual(deepActiveElement(), cancel, 'Tab from the last wraps to the first');
    await user.press('Shift+Tab');
    assertEqual(deepActiveElement(), confirm, 'Shift+Tab from the first wraps to the last');
  });

  it('alert: an alertdialog with a single OK', async () => {
    const log: string[] = [];
    const { container } = await render(<Harness log={log} type="alert" variant="warning" />);
    const { dialog } = await openFrom(container);
    assertEqual(dialog.getAttribute('role'), 'alertdialog', 'role');
    assertDeepEqual(
      [...dialog.querySelectorAll('button')].map((b) => b.textContent),
      ['OK'],
      'buttons',
    );
  });

  it('prompt: focuses the input and confirms the typed text with Enter', async () => {
    const log: string[] = [];
    const { container } = await render(
      <Harness
        log={log}
        type="prompt"
        title="Save filter"
        inputLabel="Filter name"
        defaultValue="Mine"
      >
        Name this filter.
      </Harness>,
    );
    const { dialog } = await openFrom(container);
    const input = dialog.querySelector('input')!;
    assertEqual(deepActiveElement(), input, 'input focused');
    assertEqual(
      container.querySelector(`label[for="${input.id}"]`)?.textContent,
      'Filter name',
      'label',
    );
    await user.press('End');
    await user.type(' online');
    await user.press('Enter');
    assertDeepEqual(log, ['confirm:Mine online'], 'log');
  });

  it('progress: cannot be dismissed with Escape, shows its progress', async () => {
    const log: string[] = [];
    const { container } = await render(
      <Harness log={log} type="progress" title="Uploading" progress={0.4} />,
    );
    const { dialog } = await openFrom(container);
    assertEqual(dialog.querySelectorAll('button').length, 0, 'no buttons');
    const bar = dialog.querySelector('[role="progressbar"]')!;
    assertEqual(bar.getAttribute('aria-valuenow'), '40', 'progress');
    await user.press('Escape');
    await user.press('Escape');
    assertEqual(dialog.open, true, 'still open after Escape twice');
    assertDeepEqual(log, [], 'no cancel');
  });
});
