// A partner's Vue 3 setup: the GlobalComponents typings of '@fleet/elements/types/vue' under
// strict tsc, read as vue-tsc reads a template's props and listeners (examples/embed-vue checks
// a real template). Lines marked @ts-expect-error must fail.
import type {} from '@fleet/elements/types/vue';
import type { GlobalComponents } from 'vue';

type TemplateProps<Tag extends keyof GlobalComponents> = InstanceType<
  GlobalComponents[Tag]
>['$props'];

export const table: TemplateProps<'fleet-device-table'> = {
  baseUrl: 'https://fleet.example.com',
  pageSize: 20,
  theme: 'light',
  getToken: async () => 'a token',
  onFleetRowSelected: (event) => console.info(event.detail.device.deviceName),
  onFleetPageChanged: (event) => console.info(event.detail.offset + event.detail.limit),
};

export const chart: TemplateProps<'fleet-connected-devices-chart'> = {
  height: 200,
  // @ts-expect-error the day's detail has start, label and count, no fleetId
  onFleetDaySelected: (event) => console.info(event.detail.fleetId),
};

// @ts-expect-error theme is 'auto', 'light' or 'dark'
export const wrongTheme: TemplateProps<'fleet-session-list'> = { theme: 'sepia' };
