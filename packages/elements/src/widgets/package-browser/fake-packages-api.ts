// Test support: a FleetClient over an in-memory packages API (the wire shapes of openapi/
// PackageNameEntryPage, PackagePage, InstalledPackageCount, SbomIndex), so the browser tests
// drive the real SDK resources and packages store. Every exchange is kept and
// `contractProblems()` checks them against openapi/ (in Node: testing/contract.ts).
import { createFleetClient, type components, type FleetClient } from '@fleet/sdk';
import { contractProblems, type FakeExchange } from '../../testing/contract.js';

type PackageNameEntry = components['schemas']['PackageNameEntry'];
type Package = components['schemas']['Package'];

export const FAKE_API_URL = 'http://packages.fake';

function entry(name: string, hardwareId: string, origin: string, versions: string[]) {
  return {
    packageName: name,
    hardwareIds: [hardwareId],
    origins: [origin],
    lastVersionAt: '2026-03-01T10:00:00Z',
    versions,
  } satisfies PackageNameEntry;
}

/** 29 names: one OS, one bootloader, one subsystem and 26 applications (two pages of 20). */
export const PACKAGE_NAMES: readonly PackageNameEntry[] = [
  entry('torizon-core-docker', 'verdin-imx8mp', 'tdx-lts', ['6.7.0', '6.8.0']),
  entry('u-boot', 'verdin-imx8mp-bootloader', 'tdx-bootloader', ['2024.04']),
  entry('m4-firmware', 'verdin-imx8mp-m4', 'targets.json', ['0.3.0']),
  entry('my-app', 'docker-compose', 'targets.json', ['1.0.0', '1.1.0']),
  ...Array.from({ length: 25 }, (_, i) =>
    entry(`app-${String(i + 1).padStart(2, '0')}`, 'docker-compose', 'tdx-containers', ['1.0.0']),
  ),
].sort((a, b) => a.packageName.localeCompare(b.packageName));

function version(name: string, v: string, hardwareId: string, day: number): Package {
  return {
    packageId: `${name}-${v}`,
    name,
    version: v,
    hardwareIds: [hardwareId],
    targetFormat: 'BINARY',
    createdAt: `2026-02-${String(day).padStart(2, '0')}T12:00:00Z`,
    hashes: { sha256: `${day}`.padStart(64, '0') },
    size: 12_400_000,
    packageSource: 'targets.json',
  };
}

const VERSIONS: readonly Package[] = [
  version('my-app', '1.0.0', 'docker-compose', 1),
  version('my-app', '1.1.0', 'docker-compose', 20),
];

/** Devices running each package id (my-app 1.1.0 on three devices). */
export const INSTALLED: Readonly<Record<string, number>> = { 'my-app-1.1.0': 3 };

const json = (body: unknown, status = 200) => ({ status, body });

function page<T>(values: readonly T[], query: URLSearchParams) {
  const offset = Number(query.get('offset') ?? 0);
  const limit = Number(query.get('limit') ?? 20);
  return { values: values.slice(offset, offset + limit), total: values.length, offset, limit };
}

export interface FakePackagesApi {
  client: FleetClient;
  /** The URLs asked for, path and query. */
  requests: URL[];
  /** What in the exchanges does not conform to openapi/. */
  contractProblems(): Promise<string[]>;
}

export function fakePackagesApi(): FakePackagesApi {
  const requests: URL[] = [];
  const exchanges: FakeExchange[] = [];
  const answer = async (
    request: Request,
    url: URL,
    body: unknown,
  ): Promise<{ status: number; body: unknown }> => {
    const q = url.searchParams;
    switch (`${request.method} ${url.pathname}`) {
      case 'GET /api/v2beta/packages-grouped': {
        const contains = q.get('nameContains');
        const hardwareIds = q.getAll('hardwareIds');
        const sources = q.getAll('packageSource');
        const names = PACKAGE_NAMES.filter(
          (n) =>
            (!contains || n.packageName.includes(contains)) &&
            (hardwareIds.length === 0 || n.hardwareIds.some((id) => hardwareIds.includes(id))) &&
            (sources.length === 0 || n.origins.some((o) => sources.includes(o))),
        );
        return json(page(names, q));
      }
      case 'GET /api/v2beta/packages': {
        const name = q.get('name');
        const newestFirst = [...VERSIONS]
          .filter((v) => v.name === name)
          .sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? ''));
        return json(page(newestFirst, q));
      }
      case 'POST /api/v2beta/devices/packages/installed-count': {
        const { targetNames: asked } = body as { targetNames: string[] };
        const targetNames = Object.fromEntries(asked.map((n) => [n, INSTALLED[n] ?? 0]));
        return json({ targetNames, hashes: {} });
      }
      case 'GET /public/sbom/index.json':
        return json([]);
      default:
        return json({ code: 'not_found', msg: `no fake for ${url.pathname}` }, 404);
    }
  };
  const exchange = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    requests.push(url);
    const text = request.body ? await request.text() : '';
    const contentType = request.headers.get('content-type');
    const body = text ? (JSON.parse(text) as unknown) : undefined;
    const answered = await answer(request, url, body);
    const relative = `${url.pathname}${url.search}`;
    exchanges.push({
      request: { method: request.method, url: relative, body, contentType },
      response: {
        ...answered,
        method: request.method,
        url: relative,
        contentType: 'application/json',
      },
    });
    return new Response(JSON.stringify(answered.body), {
      status: answered.status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  const client = createFleetClient({
    baseUrl: FAKE_API_URL,
    getToken: () => 'fake-token',
    fetch: (input, init) => exchange(new Request(input, init)),
  });
  return { client, requests, contractProblems: () => contractProblems(exchanges) };
}
