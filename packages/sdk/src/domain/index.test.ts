import { describe, expect, it } from 'vitest';
import * as domain from './index.js';

describe('@fleet/sdk/domain entry point', () => {
  it('re-exports the rules of every module', () => {
    for (const name of [
      'formatMessage',
      'FleetValidationError',
      'deviceDisplayState',
      'toInstalledPackages',
      'packageTypeOf',
      'packageSourceName',
      'parseFilter',
      'parseDeviceFilter',
      'availablePackageFilters',
      'createRights',
      'userTypes',
      'isFeatureEnabled',
      'visibleBanners',
      'createNotification',
      'formatRelativeTime',
      'formatByteSize',
      'encodeOptionValue',
      'batchByUrlLength',
      'resolveTheme',
      'shouldShowDeviceLimitDialog',
      'trialReducer',
      'shouldAutoRefreshDelegation',
      'topFleets',
      'isDeviceOnline',
      'saveCustomFilter',
      'readLiveFrame',
      'readLiveFrames',
      'updateInitiationErrorMessage',
    ])
      expect(domain, name).toHaveProperty(name);
  });
});
