// The shell's Device Limit flow (SPEC §2): the Device Limit dialog when it is due, and the
// Trial dialog it leads to ('Start Free Trial') or that another part of the console asked for
// (openTrialDialog). Reload renews the token first: the Commercial role is only in a new one.
import { useSignalValue } from '@fleet/elements';
import { useEffect, useState } from 'react';
import { fleetApp } from '../../app/fleet-app';
import { registerBannerHandler } from '../../banners/banner-actions';
import { TrialDialog } from '../trial/TrialDialog';
import { closeTrialRequest, openTrialDialog, trialRequested } from '../trial/trial-request';
import { deviceCount } from './device-count';
import { deviceCountNeeded, deviceLimitDialogDue } from './device-limit-check';
import { DeviceLimitDialog } from './DeviceLimitDialog';
import { remindedLater, remindLater, sessionStorageOrNone } from './remind-later';

type Phase = 'limit' | 'trial' | 'closed';

async function renewTokenAndReload(): Promise<void> {
  try {
    await fleetApp().auth.refresh();
  } catch (error) {
    // The reload still helps: the page signs in again if the token cannot be renewed.
    console.warn('Could not renew the access token before reloading.', error);
  }
  window.location.reload();
}

export function DeviceLimitFlow() {
  const app = fleetApp();
  const { session } = app;
  const sessionReady = useSignalValue(session.ready);
  const commercialAccess = useSignalValue(session.commercialAccess);
  const activeRepositoryId = useSignalValue(session.activeRepositoryId);
  const user = useSignalValue(session.user);
  const devices = deviceCount(app);
  const count = useSignalValue(devices.count);
  const trialAsked = useSignalValue(trialRequested(app));
  const [phase, setPhase] = useState<Phase>('limit');
  const storage = sessionStorageOrNone();

  // The trial-offer banner's button (handler 'startFreeTrial') opens the same Trial dialog.
  useEffect(() => registerBannerHandler('startFreeTrial', () => openTrialDialog(app)), [app]);

  const needsCount = deviceCountNeeded({ sessionReady, commercialAccess, activeRepositoryId });
  useEffect(() => {
    if (needsCount) void devices.load();
  }, [needsCount, devices]);

  const due = deviceLimitDialogDue({
    sessionReady,
    commercialAccess,
    activeRepositoryId,
    deviceCount: count,
    remindedLater: user !== undefined && remindedLater(storage, user.userId),
  });

  /** Closed for this browser session (see remind-later.ts for where that is kept). */
  const closeForSession = () => {
    if (user) remindLater(storage, user.userId);
    closeTrialRequest(app);
    setPhase('closed');
  };

  const trialOpen = phase === 'trial' || trialAsked;
  return (
    <>
      <DeviceLimitDialog
        open={due && phase === 'limit' && !trialAsked}
        onStartTrial={() => setPhase('trial')}
        onRemindLater={closeForSession}
      />
      {trialOpen && (
        <TrialDialog
          salesEmail={app.config.salesEmail}
          startFreeTrial={(options) => app.fleet.accounts.startFreeTrial(options)}
          onReload={() => void renewTokenAndReload()}
          onClose={closeForSession}
        />
      )}
    </>
  );
}
