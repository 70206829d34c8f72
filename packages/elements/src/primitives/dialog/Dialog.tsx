// The generic dialogs of SPEC §2: confirm, alert, prompt (a text input) and a progress dialog
// the user cannot dismiss; each in the primary, negative, warning or info variant.
import { useId, useRef, useState, type ReactNode } from 'react';
import { useFormatMessage } from '../../i18n/format-message.js';
import { Button } from '../button/Button.js';
import { ProgressBar } from '../progress-bar/ProgressBar.js';
import { TextField } from '../text-field/TextField.js';
import {
  actions,
  body,
  dialog,
  message as messageClass,
  title as titleClass,
} from './Dialog.css.js';
import { useModalDialog } from './use-modal-dialog.js';

export type DialogType = 'confirm' | 'alert' | 'prompt' | 'progress';
export type DialogVariant = 'primary' | 'negative' | 'warning' | 'info';

export interface DialogProps {
  open: boolean;
  type?: DialogType;
  variant?: DialogVariant;
  title: string;
  /** The message under the title. */
  children?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Confirm, OK, or prompt submit; a prompt passes the entered text, the others ''. */
  onConfirm?(value: string): void;
  /** Cancel button or Escape (never called for a progress dialog). */
  onCancel?(): void;
  /** prompt: the input's label and starting text. */
  inputLabel?: string;
  defaultValue?: string;
  /** progress: 0 to 1, omitted while unknown. */
  progress?: number;
}

type FocusTarget = (element: HTMLElement | null) => void;

export function Dialog(props: DialogProps) {
  const { open, type = 'confirm', variant = 'primary', children, onCancel } = props;
  const id = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const initialFocus = useRef<HTMLElement | null>(null);
  const handlers = useModalDialog(dialogRef, {
    open,
    dismissable: type !== 'progress',
    onDismiss: onCancel,
    initialFocus,
  });
  const focusTarget: FocusTarget = (element) => {
    initialFocus.current = element;
  };

  return (
    <dialog
      ref={dialogRef}
      className={dialog[variant]}
      role={type === 'alert' ? 'alertdialog' : undefined}
      aria-labelledby={`${id}-title`}
      aria-describedby={children ? `${id}-message` : undefined}
      data-type={type}
      part="dialog"
      tabIndex={-1}
      {...handlers}
    >
      {/* Rendered only while open, so a prompt starts from its default text each time. */}
      {open && (
        <DialogContent {...props} type={type} variant={variant} id={id} focusTarget={focusTarget} />
      )}
    </dialog>
  );
}

interface ContentProps extends DialogProps {
  type: DialogType;
  variant: DialogVariant;
  id: string;
  focusTarget: FocusTarget;
}

function DialogContent({
  type,
  variant,
  id,
  focusTarget,
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  inputLabel,
  defaultValue = '',
  progress,
}: ContentProps) {
  const t = useFormatMessage();
  const [value, setValue] = useState(defaultValue);
  // A destructive confirmation starts on Cancel, so Enter alone never deletes.
  const focusCancel = type === 'confirm' && variant === 'negative';
  const hasCancel = type === 'confirm' || type === 'prompt';

  return (
    <form
      method="dialog"
      className={body}
      onSubmit={(event) => {
        event.preventDefault();
        onConfirm?.(type === 'prompt' ? value : '');
      }}
    >
      <h2 id={`${id}-title`} className={titleClass}>
        {title}
      </h2>
      {children && (
        <div id={`${id}-message`} className={messageClass}>
          {children}
        </div>
      )}
      {type === 'prompt' && (
        <TextField
          ref={focusTarget}
          label={inputLabel ?? title}
          value={value}
          onChange={setValue}
        />
      )}
      {type === 'progress' && <ProgressBar label={title} value={progress} variant={variant} />}
      {type !== 'progress' && (
        <div className={actions}>
          {hasCancel && (
            <Button
              ref={focusCancel ? focusTarget : undefined}
              variant="secondary"
              onClick={onCancel}
            >
              {cancelLabel ?? t('ui.cancel')}
            </Button>
          )}
          <Button
            ref={type !== 'prompt' && !focusCancel ? focusTarget : undefined}
            type="submit"
            variant={variant}
          >
            {confirmLabel ?? t(type === 'confirm' ? 'ui.confirm' : 'ui.ok')}
          </Button>
        </div>
      )}
    </form>
  );
}
