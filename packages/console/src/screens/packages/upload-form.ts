// The upload form's fields as the SDK's upload (SPEC §3 Package upload, §5 "Upload needs file,
// name, version and a hardwareIds array", §9 targetFormat BINARY by default). The SDK checks
// the rest and says what is missing in SPEC §5's words.
import { FleetValidationError, type PackageTargetFormat, type PackageUpload } from '@fleet/sdk';

export interface UploadFormValues {
  file: File | undefined;
  name: string;
  version: string;
  /** Comma or whitespace separated hardware ids. */
  hardwareIds: string;
  targetFormat: PackageTargetFormat;
}

export const EMPTY_UPLOAD_FORM: UploadFormValues = {
  file: undefined,
  name: '',
  version: '',
  hardwareIds: '',
  targetFormat: 'BINARY',
};

/** A list typed as text: split on commas and whitespace, blanks dropped, order kept. */
export function splitList(text: string): string[] {
  return text.split(/[\s,]+/).filter((item) => item !== '');
}

/** The upload to start; a FleetValidationError when there is no file. */
export function packageUploadOf(values: UploadFormValues): PackageUpload {
  if (!values.file) throw new FleetValidationError('validation.fieldRequired', { field: 'file' });
  return {
    file: values.file,
    name: values.name.trim(),
    version: values.version.trim(),
    hardwareIds: splitList(values.hardwareIds),
    targetFormat: values.targetFormat,
  };
}
