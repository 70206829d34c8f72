// SPEC §2 /packages/upload (needs packages:upload): upload a package version with its progress
// (percentCompleted) and a cancel that aborts it; once stored, the package's versions page.
import { Button, ProgressBar, useSignalValue } from '@fleet/elements';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useConsoleToasts } from '../../dialogs';
import { useConsoleText } from '../../i18n';
import { screen } from '../screen.css';
import { Alert } from '../parts/Alert';
import { errorText } from '../parts/error-text';
import { packagePaths } from './package-paths';
import { usePackageStores } from './package-stores';
import { actions } from '../parts/parts.css';
import { form } from './packages.css';
import { EMPTY_UPLOAD_FORM, packageUploadOf, type UploadFormValues } from './upload-form';
import { UploadFields } from './UploadFields';
import { PageHeader } from '../parts/PageHeader';
import '../../i18n/messages/packages';

export function UploadScreen() {
  const t = useConsoleText();
  const navigate = useNavigate();
  const toasts = useConsoleToasts();
  const { upload } = usePackageStores().packages;
  const uploading = useSignalValue(upload.uploading);
  const percent = useSignalValue(upload.percentCompleted);
  const [values, setValues] = useState<UploadFormValues>(EMPTY_UPLOAD_FORM);
  const [error, setError] = useState<unknown>();
  // A finished upload is shown once: the next visit starts from idle.
  useEffect(() => () => upload.reset(), [upload]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    try {
      const stored = await upload.start(packageUploadOf(values));
      toasts.positive(
        t('console.packages.uploaded', { name: stored.name, version: stored.version }),
      );
      void navigate(packagePaths.versions(stored.name));
    } catch (failure) {
      if (upload.state.peek().status === 'aborted')
        toasts.info(t('console.packages.uploadAborted'));
      else setError(failure);
    }
  };

  return (
    <section className={screen} aria-labelledby="screen-title">
      <PageHeader title={t('console.packages.uploadTitle')} />
      <form className={form} onSubmit={(event) => void submit(event)} noValidate>
        <UploadFields
          values={values}
          disabled={uploading}
          onChange={(change) => setValues((current) => ({ ...current, ...change }))}
        />
        {error !== undefined && (
          <Alert>{t('console.packages.uploadFailed', { reason: errorText(error) })}</Alert>
        )}
        {uploading && (
          <>
            <ProgressBar label={t('console.packages.uploadProgress')} value={percent / 100} />
            <p aria-live="polite">{t('console.packages.uploadPercent', { percent })}</p>
          </>
        )}
        <div className={actions}>
          <Button type="submit" variant="primary" disabled={uploading}>
            {t('console.packages.upload')}
          </Button>
          {uploading && (
            <Button variant="secondary" onClick={() => upload.abort()}>
              {t('console.packages.cancelUpload')}
            </Button>
          )}
        </div>
      </form>
    </section>
  );
}

export { UploadScreen as Component };
