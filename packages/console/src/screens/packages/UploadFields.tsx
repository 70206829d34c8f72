// The fields of the upload form (SPEC §3 Package upload): file, name, version, hardware ids
// and format.
import { FileInput, Select, TextField } from '@fleet/elements';
import type { PackageTargetFormat } from '@fleet/sdk';
import { useConsoleText } from '../../i18n';
import type { UploadFormValues } from './upload-form';
import '../../i18n/messages/packages';

const FORMATS: readonly PackageTargetFormat[] = ['BINARY', 'OSTREE'];

export interface UploadFieldsProps {
  values: UploadFormValues;
  disabled: boolean;
  onChange(change: Partial<UploadFormValues>): void;
}

export function UploadFields({ values, disabled, onChange }: UploadFieldsProps) {
  const t = useConsoleText();
  return (
    <>
      <FileInput
        label={t('console.packages.file')}
        disabled={disabled}
        onChange={(file) => onChange({ file })}
      />
      <TextField
        label={t('console.packages.name')}
        value={values.name}
        disabled={disabled}
        onChange={(name) => onChange({ name })}
      />
      <TextField
        label={t('console.packages.versionField')}
        value={values.version}
        disabled={disabled}
        onChange={(version) => onChange({ version })}
      />
      <TextField
        label={t('console.packages.hardwareIds')}
        description={t('console.packages.hardwareIdsHelp')}
        value={values.hardwareIds}
        disabled={disabled}
        onChange={(hardwareIds) => onChange({ hardwareIds })}
      />
      <Select
        label={t('console.packages.targetFormat')}
        value={values.targetFormat}
        disabled={disabled}
        options={FORMATS.map((format) => ({ value: format, label: format }))}
        onChange={(format) =>
          onChange({ targetFormat: FORMATS.find((f) => f === format) ?? 'BINARY' })
        }
      />
    </>
  );
}
