import { demoDevices, randomFrom } from './src/seed/devices.ts';
let t = Date.now();
const devices = demoDevices(100000, randomFrom(1, 'devices:dev'), Date.now(), 1);
console.log('generate', Date.now() - t, devices.length);
