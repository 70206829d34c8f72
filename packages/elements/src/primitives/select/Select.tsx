// A labelled native <select>: the platform gives keyboard use, type-ahead and screen reader
// support for short, fixed option lists (page sizes, sort orders).
import { control } from '../../styles/shared.css.js';
import { Field, type FieldProps } from '../field/Field.js';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Pick<
  FieldProps,
  'label' | 'hideLabel' | 'description' | 'error'
> {
  value: string;
  options: readonly SelectOption[];
  onChange(value: string): void;
  disabled?: boolean;
}

export function Select({
  label,
  hideLabel,
  description,
  error,
  value,
  options,
  onChange,
  disabled,
}: SelectProps) {
  return (
    <Field label={label} hideLabel={hideLabel} description={description} error={error}>
      {(controlProps) => (
        <select
          {...controlProps}
          className={control}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
