// SPEC §1 account tiers: Commercial, or Maker with the free trial offered. The trial runs in
// the shell's Trial dialog (openTrialDialog), the same flow as the Device Limit dialog's.
import { Button, useSignalValue } from '@fleet/elements';
import { fleetApp } from '../../../app/fleet-app';
import { openTrialDialog } from '../../../dialogs';
import { useConsoleText } from '../../../i18n';
import * as css from '../account.css';

export function AccountTier() {
  const t = useConsoleText();
  const app = fleetApp();
  const ready = useSignalValue(app.session.ready);
  const commercial = useSignalValue(app.session.commercialAccess);
  if (!ready) return null;
  return (
    <span className={css.actions}>
      <span data-testid="account-information-tier">
        {t(commercial ? 'console.userMenu.commercial' : 'console.userMenu.maker')}
      </span>
      {!commercial && (
        <Button variant="primary" size="sm" onClick={() => openTrialDialog(app)}>
          {t('deviceLimit.startTrial')}
        </Button>
      )}
    </span>
  );
}
