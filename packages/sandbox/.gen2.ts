import { demoDevices, demoDeviceUuids, randomFrom } from './src/seed/devices.ts';
const c0 = process.cpuUsage();
const r = randomFrom(1, 'y');
let n = 0;
for (const d of demoDevices(demoDeviceUuids(100000, r), r, Date.now(), 1)) n += d.components.length;
const c = process.cpuUsage(c0); console.log('100k devices', (c.user + c.system) / 1000, n);
