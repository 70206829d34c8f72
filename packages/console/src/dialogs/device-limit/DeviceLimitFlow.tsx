// The shell's Device Limit flow (SPEC §2): the Device Limit dialog when it is due, and the
// Trial dialog it leads to ('Start Free Trial') or that another part of the console asked for
// (openTrialDialog). Reload renews the token first: the Commercial role is only in a new one.
// The device count is the SDK's query (SPEC §7 "A device count … is also fetched"), which the
// live channel refetches when a device is added or removed, so pairing the fifth device shows
// the dialog without a reload; a failed count keeps the dialog away (SPEC §8). The dialogs'
// code loads when one is first due, not with the main layout (most pages never show them).
import { useFleet, useQuery, useSignalValue } from '@fleet/elements';
import { deviceCountQuery } from '@fleet/sdk';
import { lazy, Suspense, useEffect, useState } from 'react';
import { fleetApp } from '../../app/fleet-app';
import { registerBannerHandler } from '../../banners/banner-actions';
import { loadChunk } from '../../routing/lazy-chunk';
import { closeTrialRequest, openTrialDialog, trialRequested } from '../trial/trial-request';
import { deviceCountNeeded, deviceLimitDialogDue } from './device-limit-check';
import { remindedLater, remindLater, sessionStorageOrNone } from './remind-later';

const DeviceLimitDialog = lazy(async () => ({
  default: (await loadChunk(() => import('./DeviceLimitDialog'))).DeviceLimitDialog,
}));
const TrialDialog = lazy(async () => ({
  default: (await loadChunk(() => import('../trial/TrialDialog'))).TrialDialog,
}));

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
  const { sdk } = useFleet();
  const { session } = app;
  const sessionReady = useSignalValue(session.ready);
  const commercialAccess = useSignalValue(session.commercialAccess);
  const activeRepositoryId = useSignalValue(session.activeRepositoryId);
  const user = useSignalValue(session.user);
  const trialAsked = useSignalValue(trialRequested(app));
  const [phase, setPhase] = useState<Phase>('limit');
  // Once due, the Device Limit dialog stays rendered, so that it closes as a dialog does.
  const [limitShown, setLimitShown] = useState(false);
  const storage = sessionStorageOrNone();

  // The trial-offer banner's button (handler 'startFreeTrial') opens the same Trial dialog.
  useEffect(() => registerBannerHandler('startFreeTrial', () => openTrialDialog(app)), [app]);

  const needsCount = deviceCountNeeded({ sessionReady, commercialAccess, activeRepositoryId });
  const { data: count } = useQuery(needsCount ? deviceCountQuery(sdk) : undefined);

  const due = deviceLimitDialogDue({
    sessionReady,
    commercialAccess,
    activeRepositoryId,
    deviceCount: count,
    remindedLater: user !== undefined && remindedLater(storage, user.userId),
  });

  if (due && !limitShown) setLimitShown(true);

  /** Closed for this browser session (see remind-later.ts for where that is kept). */
  const closeForSession = () => {
    if (user) remindLater(storage, user.userId);
    closeTrialRequest(app);
    setPhase('closed');
  };

  const trialOpen = phase === 'trial' || trialAsked;
  // Each in a boundary of its own: the Trial dialog's code loading does not hide the other.
  return (
    <>
      {limitShown && (
        <Suspense fallback={null}>
          <DeviceLimitDialog
            open={due && phase === 'limit' && !trialAsked}
            onStartTrial={() => setPhase('trial')}
            onRemindLater={closeForSession}
          />
        </Suspense>
      )}
      {trialOpen && (
        <Suspense fallback={null}>
          <TrialDialog
            salesEmail={app.config.salesEmail}
            startFreeTrial={(options) => sdk.accounts.startFreeTrial(options)}
            onReload={() => void renewTokenAndReload()}
            onClose={closeForSession}
          />
        </Suspense>
      )}
    </>
  );
}
