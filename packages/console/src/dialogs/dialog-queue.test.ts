import { describe, expect, it } from 'vitest';
import { createDialogQueue } from './dialog-queue';

describe('SPEC §2 generic dialogs: the dialog queue', () => {
  it('confirm resolves true on confirm and false on cancel', async () => {
    const queue = createDialogQueue();
    const yes = queue.confirm({ title: 'Delete?' });
    queue.answer(queue.view()!.dialog.id, '');
    await expect(yes).resolves.toBe(true);
    queue.advance();
    const no = queue.confirm({ title: 'Delete?', variant: 'negative' });
    expect(queue.view()).toMatchObject({
      open: true,
      dialog: { type: 'confirm', variant: 'negative' },
    });
    queue.answer(queue.view()!.dialog.id, undefined);
    await expect(no).resolves.toBe(false);
  });

  it('prompt resolves the text entered, or undefined when cancelled', async () => {
    const queue = createDialogQueue();
    const named = queue.prompt({ title: 'Name', defaultValue: 'fleet' });
    expect(queue.view()?.dialog).toMatchObject({
      type: 'prompt',
      defaultValue: 'fleet',
      variant: 'primary',
    });
    queue.answer(queue.view()!.dialog.id, 'north');
    await expect(named).resolves.toBe('north');
    queue.advance();
    const cancelled = queue.prompt({ title: 'Name' });
    queue.answer(queue.view()!.dialog.id, undefined);
    await expect(cancelled).resolves.toBeUndefined();
  });

  it('shows one dialog at a time: an answered one closes before the next opens', async () => {
    const queue = createDialogQueue();
    const first = queue.alert({ title: 'First', variant: 'info' });
    void queue.alert({ title: 'Second', variant: 'warning' });
    const shown = queue.view()!;
    expect(shown).toMatchObject({ open: true, dialog: { title: 'First' } });
    queue.answer(shown.dialog.id, '');
    await expect(first).resolves.toBeUndefined();
    expect(queue.view()).toMatchObject({ open: false, dialog: { title: 'First' } });
    queue.advance();
    expect(queue.view()).toMatchObject({ open: true, dialog: { title: 'Second' } });
  });

  it('a progress dialog ignores the user and closes when its caller says', () => {
    const queue = createDialogQueue();
    const progress = queue.progress({ title: 'Uploading', progress: 0 });
    const id = queue.view()!.dialog.id;
    queue.answer(id, undefined);
    expect(queue.view()).toMatchObject({ open: true, dialog: { type: 'progress', progress: 0 } });
    progress.update(0.5, 'Half way');
    expect(queue.view()?.dialog).toMatchObject({ progress: 0.5, message: 'Half way' });
    progress.close();
    expect(queue.view()?.open).toBe(false);
    queue.advance();
    expect(queue.view()).toBeUndefined();
  });

  it('tells subscribers of each change and gives the same view until one happens', () => {
    const queue = createDialogQueue();
    let changes = 0;
    const stop = queue.subscribe(() => (changes += 1));
    void queue.confirm({ title: 'Sure?' });
    expect(queue.view()).toBe(queue.view());
    expect(changes).toBe(1);
    stop();
    queue.answer(queue.view()!.dialog.id, '');
    expect(changes).toBe(1);
  });

  it('dispose cancels every waiting dialog', async () => {
    const queue = createDialogQueue();
    const sure = queue.confirm({ title: 'Sure?' });
    const name = queue.prompt({ title: 'Name' });
    queue.dispose();
    await expect(sure).resolves.toBe(false);
    await expect(name).resolves.toBeUndefined();
    expect(queue.view()).toBeUndefined();
  });
});
