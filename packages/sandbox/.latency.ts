import { startTestSandbox, removeDir, api } from '/work/main/packages/sandbox/test/helpers/sandbox.ts';
import { tokensFor } from '/work/main/packages/sandbox/test/helpers/oidc.ts';
const t0 = Date.now();
const sb = await startTestSandbox({ devices: Number(process.argv[2] ?? 100000) });
console.log('sandbox started in', Date.now() - t0, 'ms');
try {
  const { access_token: token } = await tokensFor(sb.url, 'dev@example.com');
  const D = '/api/v2beta/devices';
  const day = new Date(Date.now() - 86400000).toISOString();
  const some = ((await api(sb, `${D}?limit=3`, { token })).body as any).values.map((d: any) => d.deviceUuid);
  const fleets = ((await api(sb, '/api/v2beta/fleets', { token })).body as any).values;
  const big = fleets.find((f: any) => f.name === 'Production line A').id;
  const dyn = fleets.find((f: any) => f.fleetType === 'dynamic').id;
  const paths = [
    `${D}`, `${D}?limit=0`, `${D}?sortBy=Name&sortDirection=Asc&offset=50000&limit=50`, `${D}?sortBy=Name&sortDirection=Desc`,
    `${D}?sortBy=DeviceId`, `${D}?sortBy=Uuid&sortDirection=Desc`, `${D}?sortBy=CreatedAt`, `${D}?sortBy=ActivatedAt&sortDirection=Desc`,
    `${D}?nameContains=gateway`, `${D}?nameContains=gateway&limit=0`, `${D}?status=Error`, `${D}?status=Error&status=NotSeen&sortBy=Name`,
    `${D}?hibernated=true`, `${D}?hibernated=false&lastSeenStart=${day}`, `${D}?lastSeenEnd=${day}&sortBy=Name`, `${D}?createdAtStart=${day}`,
    `${D}?activatedAfter=${day}`, `${D}?hardwareIds=mcu-m7`, `${D}?hardwareIds=apalis-imx8&sortBy=Name`, `${D}?deviceUuids=${some[0]}&deviceUuids=${some[1]}`,
    `${D}-count`, `${D}/hardware-ids`, `${D}/packages?limit=50`, `${D}/fleet-membership?deviceUuids=${some[0]}`,
    `/api/v2beta/fleets-count?groupIds=${fleets.map((f: any) => f.id).join('&groupIds=')}`,
    `/api/v2beta/fleets/${big}/devices`, `/api/v2beta/fleets/${big}/devices?sortBy=Id&sortDirection=Desc&offset=20000`, `/api/v2beta/fleets/${dyn}/devices`,
    `/api/v2beta/fleets/${big}/devices-stats`, `/api/v2beta/fleets/${dyn}/devices-stats`,
    `/api/v2beta/fleets-devices?fleetIds=${big}&fleetIds=${dyn}&limit=50`,
    `/api/v2beta/device-data/fleets/${big}/metrics?metric=cpu-usage-percent&from=${Date.now() - 7 * 86400000}&to=${Date.now()}&resolution=7`,
  ];
  for (const p of paths) {
    await api(sb, p, { token });
    const t = Date.now();
    const r = await api(sb, p, { token });
    console.log(String(Date.now() - t).padStart(5), 'ms', r.status, p.slice(0, 110), JSON.stringify((r.body as any)?.total ?? ''));
  }
  const pkgs = ((await api(sb, `${D}/packages?limit=1`, { token })).body as any).values[0].installedPackages;
  const t = Date.now();
  const r = await api(sb, `${D}/packages/installed-count`, { token, method: 'POST', body: { targetNames: pkgs.map((p: any) => p.packageId), hashes: pkgs.map((p: any) => p.hashes.sha256) } });
  console.log(String(Date.now() - t).padStart(5), 'ms installed-count', JSON.stringify(r.body).slice(0, 200));
} finally {
  await sb.close();
  removeDir(sb.config.dataDir);
}
