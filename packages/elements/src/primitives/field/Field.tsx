// A labelled form control with an optional description and error, wired for screen readers:
// the control gets the label, `aria-describedby` (description, error) and `aria-invalid`.
import { useId, type ReactNode } from 'react';
import { visuallyHidden } from '../../styles/shared.css.js';
import {
  description as descriptionClass,
  error as errorClass,
  field,
  label as labelClass,
} from './Field.css.js';

export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

export interface FieldProps {
  label: string;
  /** Keeps the label for screen readers only. */
  hideLabel?: boolean;
  description?: ReactNode;
  error?: string;
  children(control: FieldControlProps): ReactNode;
}

export function Field({ label, hideLabel, description, error, children }: FieldProps) {
  const id = useId();
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={field}>
      <label htmlFor={id} className={hideLabel ? visuallyHidden : labelClass}>
        {label}
      </label>
      {children({
        id,
        'aria-describedby': describedBy,
        ...(error ? { 'aria-invalid': true as const } : {}),
      })}
      {description && (
        <span id={descriptionId} className={descriptionClass}>
          {description}
        </span>
      )}
      {error && (
        <span id={errorId} className={errorClass}>
          {error}
        </span>
      )}
    </div>
  );
}
