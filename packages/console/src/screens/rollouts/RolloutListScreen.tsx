// Issue 14 /rollouts: the repository's rollouts, newest first, 20 a page with the page in the
// address, each with its state, progress and target, kept current by the live channel (its
// rollout frames replace the rollouts shown); creating one needs rollouts:create.
import { Pagination, useCapabilities, useRolloutsStore, useSignalValue } from '@fleet/elements';
import { ROLLOUT_PAGE_SIZE } from '@fleet/sdk';
import { useEffect } from 'react';
import { useConsoleText } from '../../i18n';
import { ActionLink } from '../ActionLink';
import { Alert } from '../parts/Alert';
import { errorText } from '../parts/error-text';
import { PageHeader } from '../parts/PageHeader';
import { screen } from '../screen.css';
import { useUrlListState } from '../use-url-list-state';
import { RolloutTable } from './RolloutTable';
import { rolloutPaths } from './rollout-paths';
import '../../i18n/messages/rollouts';

const LIST_KEYS = ['offset'] as const;

const offsetOf = (text: string | undefined) => {
  const offset = Number(text ?? 0);
  return Number.isInteger(offset) && offset >= 0 ? offset : 0;
};

export function RolloutListScreen() {
  const t = useConsoleText();
  const { can } = useCapabilities();
  const store = useRolloutsStore();
  const [url, changeUrl] = useUrlListState(LIST_KEYS);
  const offset = offsetOf(url.offset);
  // A failure is kept in the store's error, shown below.
  useEffect(
    () => void store.load({ offset, limit: ROLLOUT_PAGE_SIZE }).catch(() => undefined),
    [store, offset],
  );
  const page = useSignalValue(store.page.data);
  const loading = useSignalValue(store.page.loading);
  const error = useSignalValue(store.page.error);
  const rollouts = page?.values;

  return (
    <section className={screen} aria-labelledby="screen-title">
      <PageHeader
        title={t('console.rollouts.title')}
        context={t('console.rollouts.intro')}
        actions={
          <ActionLink
            to={rolloutPaths.create()}
            notPermitted={can('rollouts', 'create') === 'denied'}
          >
            {t('console.rollouts.create')}
          </ActionLink>
        }
      />
      {error && <Alert>{t('console.rollouts.loadFailed', { reason: errorText(error) })}</Alert>}
      <RolloutTable
        rollouts={rollouts ?? []}
        loading={loading && rollouts === undefined}
        empty={t('console.rollouts.none')}
      />
      <Pagination
        offset={offset}
        limit={ROLLOUT_PAGE_SIZE}
        total={page?.total ?? 0}
        pageSizes={[ROLLOUT_PAGE_SIZE]}
        onChange={({ offset }) => changeUrl({ offset: offset === 0 ? '' : String(offset) })}
      />
    </section>
  );
}

export { RolloutListScreen as Component };
