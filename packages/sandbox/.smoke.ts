import { startTestSandbox, removeDir, api } from '/work/main/packages/sandbox/test/helpers/sandbox.ts';
import { tokensFor } from '/work/main/packages/sandbox/test/helpers/oidc.ts';
const t0 = Date.now();
const sb = await startTestSandbox({ devices: Number(process.argv[2] ?? 1000), simulateRate: 0 });
console.log('started in', Date.now() - t0, 'ms');
try {
  const { access_token: token } = await tokensFor(sb.url, 'dev@example.com');
  for (const p of ['/api/v2beta/devices?limit=2', '/api/v2beta/devices?limit=0', '/api/v2beta/devices-count', '/api/v2beta/devices/hardware-ids', '/api/v2beta/fleets', '/api/v2beta/devices/token', '/api/v2beta/device-data/metric-names', '/api/v2beta/provision-claim']) {
    const t = Date.now();
    const r = await api(sb, p, { token });
    console.log(p, r.status, Date.now() - t, 'ms', JSON.stringify(r.body).slice(0, 400));
  }
  const list = await api(sb, '/api/v2beta/devices?limit=1', { token });
  const uuid = (list.body as any).values[0].deviceUuid;
  for (const p of [`/api/v2beta/devices/${uuid}`, `/api/v2beta/devices/${uuid}/packages`, `/api/v2beta/devices/uptane/${uuid}/components`]) {
    const r = await api(sb, p, { token });
    console.log(p, r.status, JSON.stringify(r.body).slice(0, 600));
  }
  const fleets = (await api(sb, '/api/v2beta/fleets', { token })).body as any;
  const ids = fleets.values.map((f: any) => f.id);
  const counts = await api(sb, '/api/v2beta/fleets-count?' + ids.map((i: string) => 'groupIds=' + i).join('&'), { token });
  console.log('counts', JSON.stringify(counts.body));
  const now = Date.now();
  for (const id of ids) {
    const t = Date.now();
    const r = await api(sb, `/api/v2beta/device-data/fleets/${id}/metrics?metric=cpu-usage-percent&from=${now - 7 * 86400000}&to=${now}&resolution=7`, { token });
    console.log('fleet metrics', r.status, Date.now() - t, 'ms', JSON.stringify(r.body).slice(0, 300));
  }
  const t = Date.now();
  const r = await api(sb, `/api/v2beta/device-data/devices/${uuid}/metrics?from=${now - 86400000}&to=${now}&resolution=24`, { token });
  console.log('device metrics', r.status, Date.now() - t, 'ms', JSON.stringify(r.body).slice(0, 300));
} finally {
  await sb.close();
  removeDir(sb.config.dataDir);
}
