// When an offline update expires; an expired one is marked so in words, not colour alone.
import type { Lockbox } from '@fleet/sdk';
import { useConsoleText } from '../../i18n';
import { useFormatDateTime } from '../../preferences/use-format-date-time';
import { expiredMark } from './lockboxes.css';
import '../../i18n/messages/lockboxes';

export function LockboxExpiry({ lockbox }: { lockbox: Pick<Lockbox, 'expiresAt' | 'expired'> }) {
  const t = useConsoleText();
  const formatDateTime = useFormatDateTime();
  return (
    <span>
      {formatDateTime(lockbox.expiresAt)}
      {lockbox.expired && <strong className={expiredMark}>{t('console.lockboxes.expired')}</strong>}
    </span>
  );
}
