// A labelled date and time picker (the browser's own datetime-local control), valued as an
// instant: e.g. when a scheduled update should run.
import { control } from '../../styles/shared.css.js';
import { Field, type FieldProps } from '../field/Field.js';
import { dateTimeInput } from './DateTimeInput.css.js';
import { fromLocalInputValue, toLocalInputValue } from './local-date-time.js';

export interface DateTimeInputProps extends Pick<
  FieldProps,
  'label' | 'hideLabel' | 'description' | 'error'
> {
  value: Date | null;
  onChange(value: Date | null): void;
  min?: Date;
  max?: Date;
  required?: boolean;
  disabled?: boolean;
}

export function DateTimeInput({
  label,
  hideLabel,
  description,
  error,
  value,
  onChange,
  min,
  max,
  required,
  disabled,
}: DateTimeInputProps) {
  return (
    <Field label={label} hideLabel={hideLabel} description={description} error={error}>
      {(controlProps) => (
        <input
          {...controlProps}
          type="datetime-local"
          className={`${control} ${dateTimeInput}`}
          value={toLocalInputValue(value)}
          min={min ? toLocalInputValue(min) : undefined}
          max={max ? toLocalInputValue(max) : undefined}
          required={required}
          disabled={disabled}
          onChange={(event) => onChange(fromLocalInputValue(event.target.value))}
        />
      )}
    </Field>
  );
}
