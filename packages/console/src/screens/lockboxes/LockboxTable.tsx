// The offline updates (SPEC §3 Lockbox): name linking to its page, its packages, expiry (an
// expired one says so), version, and each one's Delete action.
import { Button, type RightState, Table, type TableColumn, rightProps } from '@fleet/elements';
import type { Lockbox } from '@fleet/sdk';
import { useConsoleText } from '../../i18n';
import { FleetLink } from '../fleets/FleetLink';
import { LockboxExpiry } from './LockboxExpiry';
import { lockboxPaths } from './lockbox-paths';
import { packageList } from './lockboxes.css';
import '../../i18n/messages/lockboxes';

export interface LockboxTableProps {
  lockboxes: readonly Lockbox[];
  loading: boolean;
  deleting: ReadonlySet<string>;
  /** undefined while the rights are not known: the action waits. */
  mayDelete: RightState;
  onDelete(name: string): void;
  empty: string;
}

/** A package as a person reads it: name and version when the lockbox says them, else its id. */
export const packageLabel = (pkg: Lockbox['packages'][number]): string =>
  pkg.name !== undefined && pkg.version !== undefined
    ? `${pkg.name} ${pkg.version}`
    : pkg.packageId;

export function LockboxTable(props: LockboxTableProps) {
  const t = useConsoleText();
  const columns: TableColumn<Lockbox>[] = [
    {
      id: 'name',
      header: t('console.lockboxes.name'),
      cell: (lockbox) => <FleetLink to={lockboxPaths.view(lockbox.name)}>{lockbox.name}</FleetLink>,
    },
    {
      id: 'packages',
      header: t('console.lockboxes.packages'),
      cell: (lockbox) =>
        lockbox.packages.length === 0 ? (
          t('console.lockboxes.noPackages')
        ) : (
          <ul className={packageList}>
            {lockbox.packages.map((pkg) => (
              <li key={pkg.packageId}>{packageLabel(pkg)}</li>
            ))}
          </ul>
        ),
    },
    {
      id: 'expiresAt',
      header: t('console.lockboxes.expiresAt'),
      cell: (lockbox) => <LockboxExpiry lockbox={lockbox} />,
    },
    {
      id: 'version',
      header: t('console.lockboxes.version'),
      align: 'end',
      cell: (lockbox) => lockbox.version,
    },
    {
      id: 'actions',
      pinned: 'end',
      header: t('console.lockboxes.actions'),
      cell: (lockbox) => (
        <Button
          size="sm"
          variant="negative"
          aria-label={t('console.lockboxes.deleteNamed', { name: lockbox.name })}
          {...rightProps(props.mayDelete, props.deleting.has(lockbox.name))}
          onClick={() => props.onDelete(lockbox.name)}
        >
          {t('console.lockboxes.delete')}
        </Button>
      ),
    },
  ];
  return (
    <Table
      label={t('console.lockboxes.table')}
      columns={columns}
      rows={props.lockboxes}
      rowId={(lockbox) => lockbox.name}
      loading={props.loading}
      empty={props.empty}
    />
  );
}
