// The fields of an offline update, each with its SPEC §5 problem (from lockbox-problems).
import { useFormatMessage } from '../../i18n/format-message.js';
import { DateTimeInput } from '../../primitives/date-time-input/DateTimeInput.js';
import { TextField } from '../../primitives/text-field/TextField.js';
import type { LockboxDraft, LockboxProblem, LockboxProblems } from './lockbox-problems.js';
import { PackagePicker } from './PackagePicker.js';
import { LOCKBOX_EDITOR_TEXTS } from './lockbox-editor-texts.js';
import { registerUiTexts } from '../../i18n/ui-messages.js';

registerUiTexts(LOCKBOX_EDITOR_TEXTS);

export interface LockboxFieldsProps {
  draft: LockboxDraft;
  onChange(draft: LockboxDraft): void;
  problems: LockboxProblems;
  /** Editing a saved lockbox: its name is its identity. */
  nameFixed: boolean;
  disabled: boolean;
}

export function LockboxFields({
  draft,
  onChange,
  problems,
  nameFixed,
  disabled,
}: LockboxFieldsProps) {
  const t = useFormatMessage();
  const text = (problem: LockboxProblem | undefined) =>
    problem && t(problem.messageId, problem.params);
  return (
    <>
      <TextField
        label={t('ui.lockbox.name')}
        value={draft.name}
        onChange={(name) => onChange({ ...draft, name })}
        error={text(problems.name)}
        readOnly={nameFixed}
        description={nameFixed ? t('ui.lockbox.nameFixed') : undefined}
        disabled={disabled && !nameFixed}
        autoComplete="off"
        required
        part="name-input"
      />
      <PackagePicker
        packageIds={draft.packageIds}
        onChange={(packageIds) => onChange({ ...draft, packageIds })}
        error={text(problems.packageIds)}
      />
      <DateTimeInput
        label={t('ui.lockbox.expiresAt')}
        value={draft.expiresAt}
        onChange={(expiresAt) => onChange({ ...draft, expiresAt })}
        error={text(problems.expiresAt)}
        min={new Date()}
        required
        disabled={disabled}
      />
    </>
  );
}
