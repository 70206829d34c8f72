// A labelled file chooser (e.g. a package to upload), in the theme's style: the browser's own
// control, so choosing by keyboard, by click or by dropping a file works as users expect.
import { Field, type FieldProps } from '../field/Field.js';
import { fileInput } from './FileInput.css.js';

export interface FileInputProps extends Pick<
  FieldProps,
  'label' | 'hideLabel' | 'description' | 'error'
> {
  /** The chosen file; undefined when none is (or the choice was cleared). */
  onChange(file: File | undefined): void;
  /** File types offered, as the `accept` attribute (e.g. '.tar.gz,application/gzip'). */
  accept?: string;
  required?: boolean;
  disabled?: boolean;
}

export function FileInput({
  label,
  hideLabel,
  description,
  error,
  onChange,
  accept,
  required,
  disabled,
}: FileInputProps) {
  return (
    <Field label={label} hideLabel={hideLabel} description={description} error={error}>
      {(controlProps) => (
        <input
          {...controlProps}
          type="file"
          className={fileInput}
          accept={accept}
          required={required}
          disabled={disabled}
          onChange={(event) => onChange(event.target.files?.[0])}
        />
      )}
    </Field>
  );
}
