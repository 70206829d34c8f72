// A labelled text input of several lines (device notes, feedback), styled like TextField.
import type { Ref, TextareaHTMLAttributes } from 'react';
import { control } from '../../styles/shared.css.js';
import { Field, type FieldProps } from '../field/Field.js';
import { textArea } from './TextArea.css.js';

export interface TextAreaProps
  extends
    Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'onChange' | 'value'>,
    Pick<FieldProps, 'label' | 'hideLabel' | 'description' | 'error'> {
  value: string;
  onChange(value: string): void;
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextArea({
  label,
  hideLabel,
  description,
  error,
  value,
  onChange,
  className,
  ...rest
}: TextAreaProps) {
  return (
    <Field label={label} hideLabel={hideLabel} description={description} error={error}>
      {(controlProps) => (
        <textarea
          {...rest}
          {...controlProps}
          className={[control, textArea, className].filter(Boolean).join(' ')}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
