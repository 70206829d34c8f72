// Adding or editing a package source (SPEC §3, §5 "A delegation name must be unique on add and
// must exist on update", §8 'Delegation with that name already exists', 'Could not verify
// trusted delegation' and the saved-but-metadata-failed messages, read from the SDK's error).
import { Button, type RightState, TextField, rightProps, useMutation } from '@fleet/elements';
import { useState, type FormEvent } from 'react';
import { useConsoleText } from '../../i18n';
import { Alert } from '../parts/Alert';
import { errorText } from '../parts/error-text';
import { KeyChoice } from './KeyChoice';
import { actions } from '../parts/parts.css';
import { form } from './packages.css';
import type { SourceFormValues } from './source-form';
import '../../i18n/messages/packages';

export interface SourceFormProps {
  initial: SourceFormValues;
  mode: 'add' | 'update';
  /** True, false (not permitted) or undefined (rights not known yet). */
  mayManage: RightState;
  /** Saves; a rejection is shown above the buttons. */
  onSubmit(values: SourceFormValues): Promise<void>;
}

export function SourceForm({ initial, mode, mayManage, onSubmit }: SourceFormProps) {
  const t = useConsoleText();
  const [values, setValues] = useState(initial);
  const save = useMutation(onSubmit);
  const saving = save.pending;
  const change = (part: Partial<SourceFormValues>) => setValues((now) => ({ ...now, ...part }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A failure is kept in `save.error` and shown above the buttons.
    save.run(values).catch(() => undefined);
  };

  return (
    <form className={form} onSubmit={submit} noValidate>
      <TextField
        label={t('console.packages.sourceId')}
        value={values.name}
        readOnly={mode === 'update'}
        disabled={saving}
        onChange={(name) => change({ name })}
      />
      <TextField
        label={t('console.packages.friendlyName')}
        value={values.friendlyName}
        disabled={saving}
        onChange={(friendlyName) => change({ friendlyName })}
      />
      <TextField
        label={t('console.packages.remoteUri')}
        type="url"
        value={values.remoteUri}
        disabled={saving}
        onChange={(remoteUri) => change({ remoteUri })}
      />
      <KeyChoice
        chosen={values.keyids}
        disabled={saving}
        onChange={(keyids) => change({ keyids })}
      />
      <TextField
        label={t('console.packages.paths')}
        description={t('console.packages.pathsHelp')}
        value={values.paths}
        disabled={saving}
        onChange={(paths) => change({ paths })}
      />
      <TextField
        label={t('console.packages.threshold')}
        type="number"
        min={1}
        value={values.threshold}
        disabled={saving}
        onChange={(threshold) => change({ threshold })}
      />
      {save.error && <Alert>{errorText(save.error)}</Alert>}
      <div className={actions}>
        <Button type="submit" variant="primary" {...rightProps(mayManage, saving)}>
          {t(saving ? 'console.packages.saving' : 'console.packages.save')}
        </Button>
      </div>
    </form>
  );
}
