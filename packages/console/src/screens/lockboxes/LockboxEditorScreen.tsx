// SPEC §2 /lockboxes/create and /lockboxes/{name}/edit: defining an offline update; once saved,
// its own page (/lockboxes/{name}).
import { LockboxEditor } from '@fleet/elements';
import { useNavigate, useParams } from 'react-router';
import { useConsoleText } from '../../i18n';
import { screen } from '../screen.css';
import { PageHeader } from '../parts/PageHeader';

const lockboxPath = (name: string) => `/lockboxes/${encodeURIComponent(name)}`;

export function LockboxEditorScreen() {
  const t = useConsoleText();
  const navigate = useNavigate();
  const { name } = useParams();
  return (
    <section className={screen} aria-labelledby="screen-title">
      <PageHeader
        title={
          name === undefined
            ? t('console.screens.createLockbox')
            : t('console.screens.editLockbox', { name })
        }
      />
      <LockboxEditor
        {...(name !== undefined && { name })}
        // The page header above names the form: one heading (SPEC §2 page header).
        hideHeading
        onLockboxSaved={(saved) => void navigate(lockboxPath(saved.name))}
        onCancel={() => void navigate(name === undefined ? '/lockboxes' : lockboxPath(name))}
      />
    </section>
  );
}

export { LockboxEditorScreen as Component };
