// A partner's plain TypeScript file: the typings of '@fleet/elements/types' under strict tsc.
// Lines marked @ts-expect-error must fail: the typings catch those mistakes.
import type {} from '@fleet/elements/types';

const table = document.querySelector('fleet-device-table');
if (table) {
  table.baseUrl = 'https://fleet.example.com';
  table.pageSize = 25;
  table.theme = 'dark';
  table.getToken = async () => 'a token';
  table.addEventListener('fleet-row-selected', (event) => {
    const uuid: string = event.detail.deviceUuid;
    const name: string = event.detail.device.deviceName;
    console.info(uuid, name);
  });
  table.addEventListener('fleet-sort-changed', (event) => {
    const direction: 'Asc' | 'Desc' = event.detail.sortDirection;
    console.info(direction);
  });
  // Other events keep the DOM's types.
  table.addEventListener('click', (event) => console.info(event.clientX));
  // @ts-expect-error theme is 'auto', 'light' or 'dark'
  table.theme = 'blue';
  // @ts-expect-error page-size is a number
  table.pageSize = '25';
  table.addEventListener('fleet-page-changed', (event) => {
    // @ts-expect-error the page change's detail has offset and limit, no page
    console.info(event.detail.page);
  });
}

const created = document.createElement('fleet-package-browser');
created.hideVersions = true;
created.addEventListener('fleet-version-selected', (event) => {
  const installed: number = event.detail.installedCount;
  console.info(installed);
});

// The events bubble: a listener on the document hears them, typed by name.
document.addEventListener('fleet-day-selected', (event) => {
  const count: number = event.detail.count;
  console.info(count);
});
