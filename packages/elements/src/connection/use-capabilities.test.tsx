// SPEC §6 rights read one way: actions and restricted routes, granted, denied or unknown.
import { createRights } from '@fleet/sdk/domain';
import { assertEqual } from '../testing/assert.js';
import { ALL_PERMISSIONS, READ_ONLY_PERMISSIONS } from '../testing/rights.js';
import { capabilitiesOf } from './use-capabilities.js';

describe('capabilities', () => {
  it('answer actions and routes from the same rights', () => {
    const all = capabilitiesOf({ status: 'known', rights: createRights(ALL_PERMISSIONS) });
    const reader = capabilitiesOf({ status: 'known', rights: createRights(READ_ONLY_PERMISSIONS) });
    assertEqual(all.can('updates', 'initiate'), 'granted', 'all: initiate');
    assertEqual(all.canEnter('devices:pair'), 'granted', 'all: pair');
    assertEqual(reader.can('updates', 'initiate'), 'denied', 'reader: initiate');
    assertEqual(reader.canEnter('devices:pair'), 'denied', 'reader: pair');
    assertEqual(
      JSON.stringify(reader.actionProps('updates', 'initiate')),
      JSON.stringify({ notPermitted: true, disabled: false }),
      'reader: not permitted',
    );
  });

  it('wait while the rights are unknown', () => {
    const unknown = capabilitiesOf({ status: 'unknown' });
    assertEqual(unknown.can('devices', 'delete'), 'unknown', 'action');
    assertEqual(unknown.canEnter('packages:upload'), 'unknown', 'route');
    assertEqual(unknown.actionProps('devices', 'delete').disabled, true, 'disabled');
  });
});
