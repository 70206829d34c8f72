// SPEC §2 devices: the list, pairing, updates, a device's tabs and its edit screen.
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { redirecting, screen, tabs } from '../route-builders';
import type { RouteHandle } from '../route-handle';
import { DEVICE_TABS } from '../tabs';

const deviceList = () => import('../../screens/devices/DeviceListScreen');
const deviceDetail = () => import('../../screens/devices/DeviceDetailScreen');
const modifyDevice = () => import('../../screens/devices/ModifyDeviceScreen');
const pairDevice = () => import('../../screens/devices/PairDeviceScreen');
const updateDevices = () => import('../../screens/devices/UpdateDevicesScreen');
// The list's first page, beside the guard; its code is a small chunk of its own (not in the
// start every screen loads), there before the session has chosen the repository.
const startDeviceList = (args: LoaderFunctionArgs) =>
  void import('../../screens/devices/device-list-start')
    .then((start) => start.startDeviceList(args))
    .catch(() => undefined);

// A device's crumb shows its name once the screen has it (routing/crumb-names.ts).
const deviceCrumb: RouteHandle = { pattern: '/devices/{id}', crumb: '{id}', names: 'device' };

export const deviceRoutes: RouteObject = {
  path: 'devices',
  handle: { pattern: '/devices', crumb: 'console.crumbs.devices' },
  children: [
    screen(undefined, { screen: 'Device list', pattern: '/devices' }, deviceList, {
      startData: startDeviceList,
      resources: 'start',
    }),
    screen(
      'pair',
      {
        screen: 'Pair a device',
        pattern: '/devices/pair',
        crumb: 'console.crumbs.pair',
        restricted: 'devices:pair',
      },
      pairDevice,
    ),
    screen(
      'update',
      { screen: 'Update devices', pattern: '/devices/update', crumb: 'console.crumbs.update' },
      updateDevices,
    ),
    redirecting(':id', deviceCrumb, '/devices/{id}/updates', [
      screen(
        'modify',
        {
          screen: 'Modify device',
          pattern: '/devices/{id}/modify',
          crumb: 'console.crumbs.modify',
        },
        modifyDevice,
      ),
      screen(
        'update',
        {
          screen: 'Update device',
          pattern: '/devices/{id}/update',
          crumb: 'console.crumbs.update',
        },
        updateDevices,
      ),
      tabs(
        ':tab',
        DEVICE_TABS,
        { screen: 'Device details', pattern: '/devices/{id}/{tab}' },
        { load: deviceDetail },
      ),
    ]),
  ],
};
