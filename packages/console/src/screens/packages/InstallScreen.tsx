// SPEC §2 /packages/{name}/{version}/install/{tab}: choose the devices or fleets (the tab) to
// install a version to, with search and paging; the choice stays in the address
// (install-targets.ts) and travels on to the …/update confirmation.
import { Button, Pagination, Tabs, TextField, useCapabilities, rightProps } from '@fleet/elements';
import { useNavigate, useParams } from 'react-router';
import { useQueryChange } from '../use-query-change';
import { useConsoleText } from '../../i18n';
import { INSTALL_TABS } from '../../routing/tabs';
import { screen } from '../screen.css';
import { Alert } from '../parts/Alert';
import { CandidateTable } from './CandidateTable';
import { errorText } from '../parts/error-text';
import { idListValue, readIdList } from '../parts/id-list-query';
import { isInstallTab, type InstallTab } from './install-targets';
import { packagePaths } from './package-paths';
import { actions, toolbar } from '../parts/parts.css';
import { CANDIDATES_PAGE_SIZE, useInstallCandidates } from './use-install-candidates';
import { PageHeader } from '../parts/PageHeader';
import '../../i18n/messages/packages';

export function InstallScreen() {
  const params = useParams();
  const { name = '', version = '' } = params;
  const tab: InstallTab = isInstallTab(params.tab) ? params.tab : 'devices';
  const t = useConsoleText();
  const navigate = useNavigate();
  const { can } = useCapabilities();
  const [query, changeQuery] = useQueryChange();
  const search = query.get('search') ?? '';
  const offset = Math.max(0, Number(query.get('offset')) || 0);
  const chosen = readIdList(query, tab);
  const page = useInstallCandidates(tab, search, offset);

  const change = (values: Record<string, string>) =>
    changeQuery((next) => {
      for (const [key, value] of Object.entries(values))
        if (value) next.set(key, value);
        else next.delete(key);
      return next;
    });
  const choose = (ids: ReadonlySet<string>) => change({ [tab]: idListValue([...ids]) });

  return (
    <section className={screen} aria-labelledby="screen-title">
      <PageHeader title={t('console.packages.installTitle', { name, version })} />
      <Tabs
        label={t('console.packages.installTabs')}
        tabs={Object.entries(INSTALL_TABS).map(([id, spec]) => ({ id, label: t(spec.label) }))}
        selectedId={tab}
        onSelect={(next) =>
          next !== tab &&
          isInstallTab(next) &&
          void navigate(packagePaths.install(name, version, next))
        }
      >
        <div className={toolbar}>
          <TextField
            type="search"
            label={t(
              tab === 'devices'
                ? 'console.packages.searchDevices'
                : 'console.packages.searchFleets',
            )}
            value={search}
            onChange={(text) => change({ search: text, offset: '' })}
          />
          <div className={actions}>
            <span aria-live="polite">{t('console.packages.chosen', { count: chosen.length })}</span>
            <Button
              variant="primary"
              {...rightProps(can('updates', 'initiate'), chosen.length === 0)}
              onClick={() => void navigate(packagePaths.installUpdate(name, version, tab, chosen))}
            >
              {t('console.packages.continue')}
            </Button>
          </div>
        </div>
        {page.error !== undefined && (
          <Alert>
            {t('console.packages.targetsLoadFailed', { reason: errorText(page.error) })}
          </Alert>
        )}
        <CandidateTable
          tab={tab}
          rows={page.rows}
          loading={page.loading}
          selected={new Set(chosen)}
          onSelectionChange={choose}
        />
        <Pagination
          offset={offset}
          limit={CANDIDATES_PAGE_SIZE}
          pageSizes={[CANDIDATES_PAGE_SIZE]}
          total={page.total}
          onChange={(next) => change({ offset: next.offset ? String(next.offset) : '' })}
        />
      </Tabs>
    </section>
  );
}

export { InstallScreen as Component };
