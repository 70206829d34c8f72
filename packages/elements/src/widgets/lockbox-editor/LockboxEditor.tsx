// Defining an offline update (SPEC §2 /lockboxes/create and /lockboxes/{name}/edit, §3 Lockbox,
// §5): its name, its packages (searched among the repository's package versions) and its
// expiry. SPEC §5's problems show beside their fields before any request; saving under the
// name of an existing lockbox asks before replacing it. With `name`, the lockbox of that name
// is loaded and edited (its name stays).
import { createLockboxesStore, type Lockbox } from '@fleet/sdk';
import { useEffect, useId, useRef, useState } from 'react';
import { useFleet } from '../../connection/FleetProvider.js';
import { useSignalValue } from '../../connection/signals.js';
import { rightProps, useCapabilities, type RightState } from '../../connection/use-capabilities.js';
import { useFormatMessage } from '../../i18n/format-message.js';
import { Button } from '../../primitives/button/Button.js';
import { LoadFailed } from '../../primitives/load-failure/LoadFailed.js';
import { Skeleton } from '../../primitives/skeleton/Skeleton.js';
import { useToasts } from '../../primitives/toast/ToastProvider.js';
import {
  actions,
  editor,
  failure as failureClass,
  title as titleClass,
} from './LockboxEditor.css.js';
import { LockboxFields } from './LockboxFields.js';
import { ReplaceLockboxDialog } from './ReplaceLockboxDialog.js';
import type { LockboxDraft } from './lockbox-problems.js';
import { useLockboxSave, type LockboxSaved } from './use-lockbox-save.js';
import { LOCKBOX_EDITOR_TEXTS } from './lockbox-editor-texts.js';
import { registerUiTexts } from '../../i18n/ui-messages.js';

registerUiTexts(LOCKBOX_EDITOR_TEXTS);

export type { LockboxSaved } from './use-lockbox-save.js';

export interface LockboxEditorProps {
  /** Edits the lockbox of this name; absent: defines a new one. */
  name?: string;
  /** Leaves out the title, e.g. where the page's own header names the form. */
  hideHeading?: boolean;
  /** The lockbox was saved (created, or an existing one replaced). */
  onLockboxSaved?(detail: LockboxSaved): void;
  /** The user pressed Cancel. */
  onCancel?(): void;
}

const EMPTY: LockboxDraft = { name: '', packageIds: [], expiresAt: null };

const draftOf = (lockbox: Lockbox): LockboxDraft => ({
  name: lockbox.name,
  packageIds: lockbox.packageIds,
  expiresAt: new Date(lockbox.expiresAt),
});

export function LockboxEditor({
  name,
  hideHeading = false,
  onLockboxSaved,
  onCancel,
}: LockboxEditorProps) {
  const t = useFormatMessage();
  const toasts = useToasts();
  const titleId = useId();
  const connection = useFleet();
  const sdk = { lockboxes: connection.resource('lockboxes') };
  // One store per mount (a new connection remounts the widget); making it sends nothing.
  const [store] = useState(() => createLockboxesStore({ sdk }));
  const editing = name || undefined;
  const opened = useSignalValue(store.lockbox.data);
  const loadError = useSignalValue(store.lockbox.error);
  const [draft, setDraft] = useState<LockboxDraft>(EMPTY);
  const [draftOfName, setDraftOfName] = useState<string>();
  const form = useRef<HTMLFormElement>(null);
  // SPEC §6: defining or replacing a lockbox needs lockboxes manage.
  const maySave = useCapabilities().can('lockboxes', 'manage');

  const open = () => {
    // A failure stays in store.lockbox.error, shown with a retry button.
    if (editing) store.open(editing).catch(() => undefined);
  };
  useEffect(() => {
    if (editing) store.open(editing).catch(() => undefined);
    return () => store.dispose();
  }, [store, editing]);

  // The loaded lockbox becomes the draft once per name (state derived from the store).
  if (editing && opened?.name === editing && draftOfName !== editing) {
    setDraftOfName(editing);
    setDraft(draftOf(opened));
  }
  if (!editing && draftOfName !== undefined) {
    setDraftOfName(undefined);
    setDraft(EMPTY);
  }

  const save = useLockboxSave({
    store,
    lockboxes: sdk.lockboxes,
    editing,
    onSaved: (saved) => {
      toasts.show({ kind: 'positive', message: t('ui.lockbox.saved', { name: saved.name }) });
      onLockboxSaved?.(saved);
    },
  });
  const change = (next: LockboxDraft) => {
    setDraft(next);
    save.recheck(next);
  };
  const focusFirstProblem = () =>
    requestAnimationFrame(() =>
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );

  const loading = editing !== undefined && draftOfName !== editing;
  const title = editing
    ? t('ui.lockbox.editTitle', { name: editing })
    : t('ui.lockbox.createTitle');
  return (
    <>
      <form
        ref={form}
        className={editor}
        // Without its heading, the form is still named for assistive technology.
        aria-labelledby={hideHeading ? undefined : titleId}
        aria-label={hideHeading ? title : undefined}
        aria-busy={loading || save.saving || undefined}
        noValidate
        part="lockbox-editor"
        onSubmit={(event) => {
          event.preventDefault();
          // Enter in a field submits too: not without the right (nor before it is known).
          if (maySave !== 'granted') return;
          void save.submit(draft).then(focusFirstProblem);
        }}
      >
        {!hideHeading && (
          <h2 id={titleId} className={titleClass} part="title">
            {title}
          </h2>
        )}
        {loading && !loadError && (
          <>
            <Skeleton shape="rect" height="160px" />
            <span role="status">{t('ui.loading')}</span>
          </>
        )}
        {loading && loadError && (
          <LoadFailed
            error={loadError}
            message="ui.lockbox.loadFailed"
            onRetry={open}
            className={failureClass}
          />
        )}
        {!loading && (
          <LockboxFields
            draft={draft}
            onChange={change}
            problems={save.problems}
            nameFixed={editing !== undefined}
            disabled={save.saving}
          />
        )}
        {save.failure && (
          <p role="alert" className={failureClass} part="error">
            {t('ui.lockbox.saveFailed', { reason: save.failure.message })}
          </p>
        )}
        <LockboxActions
          saving={save.saving}
          loading={loading}
          maySave={maySave}
          onCancel={onCancel}
        />
      </form>
      {/* Outside the form: the dialog has a form of its own. */}
      <ReplaceLockboxDialog
        name={save.confirmingReplace}
        onAnswer={(replace) => void save.answerReplace(replace, draft)}
      />
    </>
  );
}

function LockboxActions({
  saving,
  loading,
  maySave,
  onCancel,
}: {
  saving: boolean;
  loading: boolean;
  maySave: RightState;
  onCancel: (() => void) | undefined;
}) {
  const t = useFormatMessage();
  return (
    // The primary action first, Cancel after it: the order of the console's forms.
    <div className={actions} part="actions">
      <Button
        type="submit"
        variant="primary"
        {...rightProps(maySave, saving || loading)}
        part="save-button"
      >
        {t('ui.lockbox.save')}
      </Button>
      <Button variant="tertiary" onClick={() => onCancel?.()} part="cancel-button">
        {t('ui.cancel')}
      </Button>
    </div>
  );
}
