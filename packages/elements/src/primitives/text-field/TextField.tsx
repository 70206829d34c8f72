// A labelled single-line text input.
import type { InputHTMLAttributes, Ref } from 'react';
import { control } from '../../styles/shared.css.js';
import { Field, type FieldProps } from '../field/Field.js';

export interface TextFieldProps
  extends
    Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value'>,
    Pick<FieldProps, 'label' | 'hideLabel' | 'description' | 'error'> {
  value: string;
  onChange(value: string): void;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({
  label,
  hideLabel,
  description,
  error,
  value,
  onChange,
  type = 'text',
  className,
  ...rest
}: TextFieldProps) {
  return (
    <Field label={label} hideLabel={hideLabel} description={description} error={error}>
      {(controlProps) => (
        <input
          {...rest}
          {...controlProps}
          type={type}
          className={[control, className].filter(Boolean).join(' ')}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
