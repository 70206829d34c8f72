// The custom filters store (SPEC §3 Saved filter, §5 Custom filter, §8 custom filter messages,
// §9 "Saved custom filters … are kept as user options"): the user's saved device filters.
// Every save and delete ends in a feedback message the UI can toast, and a failure also
// rejects, so nothing is swallowed.
import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import {
  deleteCustomFilter,
  findSavedFilter,
  needsOverwriteConfirmation,
  saveCustomFilter,
} from '../domain/custom-filters';
import {
  DEVICE_TEXTS,
  formatRegisteredMessage,
  type MessageId,
  registerMessages,
} from '../domain/messages';
import { USER_OPTION_KEYS, type SavedFilter } from '../domain/user-options';
import { validateCustomFilter } from '../domain/validation';
import { reworded } from '../resources/reworded-error';
import type { UserOptionsStore } from './user-options';

registerMessages(DEVICE_TEXTS);

/** Asks the user whether to replace the filter of that name; true replaces it. */
export type ConfirmOverwrite = (name: string) => Promise<boolean>;

export interface CustomFiltersStoreDeps {
  userOptions: Pick<UserOptionsStore, 'option' | 'save'>;
  /**
   * Asked before a save replaces a filter of the same name (the question is the catalogue's
   * 'customFilter.confirmOverwrite'). Without one, an existing filter is never replaced.
   */
  confirmOverwrite?: ConfirmOverwrite;
}

/** A message for a toast: positive after a save or delete, negative after a failure. */
export interface CustomFilterFeedback {
  kind: 'positive' | 'negative';
  message: string;
}

export type SaveCustomFilterResult =
  | { status: 'saved'; filter: SavedFilter; message: string }
  /** The name exists and the user chose not to overwrite it: nothing was written. */
  | { status: 'cancelled' };

export type CustomFiltersStore = ReturnType<typeof createCustomFiltersStore>;

/** The failure with the SPEC §8 text as its message (a FleetApiError keeps its status). */
function failure(error: unknown, message: string): unknown {
  const rewritten = reworded(error, message);
  return rewritten === error ? new Error(message, { cause: error }) : rewritten;
}

export function createCustomFiltersStore(deps: CustomFiltersStoreDeps) {
  const { userOptions } = deps;
  const stored = userOptions.option(USER_OPTION_KEYS.customFilters);
  const filters = computed<readonly SavedFilter[]>(() => stored.value ?? []);
  const feedback = signal<CustomFilterFeedback | undefined>(undefined);

  const tell = (kind: CustomFilterFeedback['kind'], message: string) => {
    feedback.value = { kind, message };
    return message;
  };

  async function write(next: SavedFilter[], done: MessageId, failed: MessageId): Promise<string> {
    try {
      await userOptions.save(USER_OPTION_KEYS.customFilters, next);
    } catch (error) {
      throw failure(error, tell('negative', formatRegisteredMessage(failed)));
    }
    return tell('positive', formatRegisteredMessage(done));
  }

  return {
    /** The saved filters, in the order saved. */
    filters,
    /** The message of the last save or delete, until cleared. */
    feedback: feedback as ReadonlySignal<CustomFilterFeedback | undefined>,
    clearFeedback(): void {
      feedback.value = undefined;
    },

    /** The saved filter of that name (names compare trimmed, ignoring case). */
    find(name: string): SavedFilter | undefined {
      return findSavedFilter(filters.value, name);
    },

    /**
     * Saves a filter under its label. A blank label fails with 'Filter name cannot be empty.'
     * and a missing value with 'Filter is required'; an existing name asks `confirmOverwrite`
     * first. Resolves with 'Custom filter saved successfully.'; a failed write rejects with
     * 'Unable to save custom filter. Please try again later.' (the user options store keeps
     * the write and retries it).
     */
    async save(
      filter: { label: string; value: string },
      options: { confirmOverwrite?: ConfirmOverwrite } = {},
    ): Promise<SaveCustomFilterResult> {
      let saved: SavedFilter;
      try {
        saved = validateCustomFilter(filter ?? {});
      } catch (error) {
        if (error instanceof Error) tell('negative', error.message);
        throw error;
      }
      if (needsOverwriteConfirmation(filters.value, saved.label)) {
        const confirm = options.confirmOverwrite ?? deps.confirmOverwrite;
        if (!confirm || !(await confirm(saved.label))) return { status: 'cancelled' };
      }
      const message = await write(
        saveCustomFilter(filters.value, saved),
        'customFilter.saved',
        'customFilter.saveFailed',
      );
      return { status: 'saved', filter: saved, message };
    },

    /**
     * Deletes the filter of that name. Resolves with 'Custom filter deleted successfully.'; a
     * failed write rejects with 'Unable to delete custom filter. Please try again later.'.
     */
    async delete(name: string): Promise<string> {
      return write(
        deleteCustomFilter(filters.value, name),
        'customFilter.deleted',
        'customFilter.deleteFailed',
      );
    },
  };
}
