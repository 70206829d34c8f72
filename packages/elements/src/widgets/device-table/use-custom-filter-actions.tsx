// Saving and deleting custom filters from the device table (SPEC §5 Custom filter, §8
// messages): a prompt asks the name, an existing name asks before overwriting, and every
// outcome is a toast with the store's SPEC text ('Custom filter saved successfully.',
// 'Filter name cannot be empty.', 'Unable to save custom filter. Please try again later.', …).
// The dialogs' code loads when one first opens (device-table-on-demand.ts).
import type { CustomFiltersStore } from '@fleet/sdk';
import { DEVICE_TEXTS, registerMessages, type SavedFilter } from '@fleet/sdk/domain';
import { useState, type ReactNode } from 'react';
import { useFormatMessage } from '../../i18n/format-message.js';
import { lazyDialog } from '../../primitives/dialog/lazy-dialog.js';
import { useToasts } from '../../primitives/toast/ToastProvider.js';
import { DEVICE_TABLE_TEXTS } from './device-table-texts.js';
import { registerUiTexts } from '../../i18n/ui-messages.js';

registerUiTexts(DEVICE_TABLE_TEXTS);
registerMessages(DEVICE_TEXTS);

const Dialog = lazyDialog(() => import('./device-table-on-demand.js'));

interface OverwriteQuestion {
  name: string;
  answer(overwrite: boolean): void;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function useCustomFilterActions(
  customFilters: CustomFiltersStore,
  /** The filter string to save: the current filter and search. */
  value: string,
  /** The saved filter shown now: its name is the prompt's starting text. */
  active: SavedFilter | undefined,
): { dialogs: ReactNode; startSave(): void; remove(saved: SavedFilter): Promise<void> } {
  const t = useFormatMessage();
  const toasts = useToasts();
  const [naming, setNaming] = useState(false);
  const [question, setQuestion] = useState<OverwriteQuestion>();

  async function save(label: string) {
    setNaming(false);
    try {
      const result = await customFilters.save(
        { label, value },
        {
          confirmOverwrite: (name) =>
            new Promise<boolean>((resolve) => setQuestion({ name, answer: resolve })),
        },
      );
      if (result.status === 'saved') toasts.show({ kind: 'positive', message: result.message });
    } catch (error) {
      toasts.show({ kind: 'negative', message: messageOf(error) });
    }
  }

  async function remove(saved: SavedFilter) {
    try {
      toasts.show({ kind: 'positive', message: await customFilters.delete(saved.label) });
    } catch (error) {
      toasts.show({ kind: 'negative', message: messageOf(error) });
    }
  }

  const answer = (overwrite: boolean) => {
    question?.answer(overwrite);
    setQuestion(undefined);
  };

  const dialogs = (
    <>
      <Dialog
        open={naming}
        type="prompt"
        title={t('ui.devices.saveFilter')}
        inputLabel={t('ui.devices.filterName')}
        defaultValue={active?.label ?? ''}
        onConfirm={(label) => void save(label)}
        onCancel={() => setNaming(false)}
      />
      <Dialog
        open={question !== undefined}
        variant="warning"
        title={t('ui.devices.saveFilter')}
        confirmLabel={t('ui.devices.overwrite')}
        onConfirm={() => answer(true)}
        onCancel={() => answer(false)}
      >
        {question && t('customFilter.confirmOverwrite', { name: question.name })}
      </Dialog>
    </>
  );
  return { dialogs, startSave: () => setNaming(true), remove };
}
