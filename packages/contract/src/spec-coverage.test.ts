import { describe, expect, it } from 'vitest';
import { readBundle, type HttpMethod, type JsonSchema, type OpenApiDocument } from './bundle';

// The description covers the product specification: every call of SPEC §7 (with the addresses
// docs/api.md chose where SPEC shows none), the enums of SPEC §3/§5, the error body of SPEC §8
// and the live channel frames of SPEC §4. A call dropped from openapi/ fails here by name.
const document: OpenApiDocument = readBundle();

const V2 = '/api/v2beta';
const USERS = '/api/accounts/users';
const ORGANIZATIONS = '/api/accounts/organizations';
const DELEGATIONS = `${V2}/packages_external`;
const METRICS = `${V2}/device-data`;
const REMOTE = `${V2}/remote-access`;

const SPEC_CALLS: Record<string, readonly string[]> = {
  Accounts: [
    `GET ${USERS}`,
    `POST ${USERS}`,
    `GET ${USERS}/metadata/v2`,
    `POST ${USERS}/metadata/v2`,
    `GET ${USERS}/metadata/v1`,
    `DELETE ${USERS}/metadata/v2/{key}`,
    `GET ${USERS}/{userId}/keys/credentials.zip`,
    `PUT ${USERS}/{userId}/keys/provision/rotate`,
    `PUT ${USERS}/{userId}/keys/garage-tools/rotate`,
    'PUT /api/v1/user_repo/root/rotate',
    `GET ${USERS}/clients`,
    `POST ${USERS}/clients`,
    `PATCH ${USERS}/clients/{clientId}`,
    `DELETE ${USERS}/clients/{clientId}`,
    `PUT ${V2}/subscriptions/start-free-trial`,
    'POST /api/accounts/user-feedback',
  ],
  Organizations: [
    `GET ${ORGANIZATIONS}/guest_profiles`,
    `GET ${ORGANIZATIONS}/guest`,
    `GET ${ORGANIZATIONS}/share`,
    `POST ${ORGANIZATIONS}/share`,
    `PUT ${ORGANIZATIONS}/share/{repositoryId}`,
    `POST ${ORGANIZATIONS}/guest/{repositoryId}`,
    `GET ${ORGANIZATIONS}/share/{repositoryId}/users`,
    `POST ${ORGANIZATIONS}/share/{repositoryId}/users`,
    `PUT ${ORGANIZATIONS}/share/{repositoryId}/users/{userNamespace}`,
    `DELETE ${ORGANIZATIONS}/share/{repositoryId}/users/{userNamespace}`,
  ],
  Auth: [`GET ${V2}/auth/discover`],
  Devices: [
    `GET ${V2}/devices`,
    `GET ${V2}/devices/{id}`,
    `DELETE ${V2}/devices/{id}`,
    `GET ${V2}/devices/{deviceId}/packages`,
    `GET ${V2}/devices/hardware-ids`,
    `PUT ${V2}/devices/hibernation/{id}`,
    `PUT ${V2}/devices/name/{id}`,
    `PUT ${V2}/devices/notes/{id}`,
    `GET ${V2}/devices/token`,
    `GET ${V2}/devices/uptane/{deviceId}/assignment`,
    `GET ${V2}/devices/uptane/{deviceUuid}/components`,
    `GET ${V2}/devices/installation-reports/{deviceId}`,
    `GET ${V2}/devices/events/{deviceId}`,
    `GET ${V2}/devices/fleet-membership`,
    `GET ${V2}/provision-claim`,
    `POST ${V2}/provision-claim`,
    `GET ${V2}/devices/packages`,
    `POST ${V2}/devices/packages/installed-count`,
    // "Their paths: not shown" — the addresses docs/api.md chose.
    `GET ${V2}/devices-count`,
    `GET ${V2}/provision-claim/{provisionCode}/status`,
  ],
  Metrics: [
    `GET ${METRICS}/metric-names`,
    `GET ${METRICS}/devices/{id}/metrics`,
    `GET ${METRICS}/fleets/{id}/metrics`,
    `POST ${METRICS}/fleets/{id}/metrics/outliers`,
    `GET ${METRICS}/devices/{id}/detailed-metrics`,
    `POST ${METRICS}/fleets/{id}/metrics/report`,
  ],
  'Remote access': [
    `GET ${REMOTE}/device/{deviceUuid}/sessions`,
    `POST ${REMOTE}/device/{deviceUuid}/sessions`,
    `DELETE ${REMOTE}/device/{deviceUuid}/sessions`,
    `GET ${REMOTE}/device/{deviceUuid}`,
    `GET ${REMOTE}/user/sessions`,
    `GET ${REMOTE}/user/public-keys`,
    `POST ${REMOTE}/user/public-keys`,
    `DELETE ${REMOTE}/user/public-keys/{keyId}`,
    `GET ${REMOTE}/user/ip-accept-list`,
    `POST ${REMOTE}/user/ip-accept-list`,
    `DELETE ${REMOTE}/user/ip-accept-list/{ip}`,
  ],
  Packages: [
    `GET ${V2}/packages`,
    `GET ${V2}/packages-grouped`,
    `POST ${V2}/packages`,
    `GET ${V2}/packages/{packageId}/versions/{version}`,
    `PATCH ${V2}/packages/{packageId}`,
    `PUT ${V2}/packages/{packageId}`,
    `DELETE ${V2}/packages/{packageId}`,
    `GET ${V2}/packages-blob/{packageId}`,
    `GET ${V2}/packages/fake-cve-metric-url/{packageId}`,
    `GET ${DELEGATIONS}/info`,
    `GET ${DELEGATIONS}/trusted-delegations`,
    `PUT ${DELEGATIONS}/trusted-delegations`,
    `PUT ${DELEGATIONS}/{delegation_name}/remote`,
    `DELETE ${DELEGATIONS}/trusted-delegations/{delegation_name}`,
    `PATCH ${DELEGATIONS}/trusted-delegations/{delegation_name}/info`,
    `GET ${DELEGATIONS}/refresh/{delegation_name}`,
    `GET ${DELEGATIONS}/trusted-delegations/keys`,
    `PUT ${DELEGATIONS}/trusted-delegations/keys`,
    // Without authentication: the SBOM list, each SBOM, a delegation source file and its HEAD.
    'GET /public/sbom/index.json',
    'GET /public/sbom/{sbomId}',
    'GET /public/delegations/{delegation_name}/{file}',
    'HEAD /public/delegations/{delegation_name}/{file}',
  ],
  Fleets: [
    `GET ${V2}/fleets`,
    `POST ${V2}/fleets`,
    `GET ${V2}/fleets/{fleetId}`,
    `PUT ${V2}/fleets/{fleetId}`,
    `DELETE ${V2}/fleets/{fleetId}`,
    `GET ${V2}/fleets/{fleetId}/devices`,
    `POST ${V2}/fleets/{fleetId}/devices`,
    `DELETE ${V2}/fleets/{fleetId}/devices`,
    `GET ${V2}/fleets-devices`,
    `GET ${V2}/fleets-count`,
    `GET ${V2}/fleets/{fleetId}/devices-stats`,
    // Beyond SPEC §7: the preview of a dynamic fleet's devices (docs/api.md, addresses we chose).
    `GET ${V2}/fleets-expression-devices`,
  ],
  'Updates and lockboxes': [
    `GET ${V2}/updates`,
    `POST ${V2}/updates`,
    `GET ${V2}/updates/devices/{deviceUuid}`,
    `POST ${V2}/updates/devices/{deviceUuid}`,
    `PATCH ${V2}/updates/devices/{deviceUuid}/{updateId}`,
    `GET ${V2}/lockboxes`,
    `GET ${V2}/lockboxes/{name}`,
    `GET ${V2}/lockbox-details`,
    `POST ${V2}/lockboxes/{name}`,
    `DELETE ${V2}/lockboxes/{name}`,
  ],
  // Beyond SPEC §7 and beyond the compatible API: rollouts (docs/rollouts.md), addresses we chose.
  Rollouts: [
    `GET ${V2}/rollouts`,
    `POST ${V2}/rollouts`,
    `GET ${V2}/rollouts/{rolloutId}`,
    `GET ${V2}/rollouts/{rolloutId}/phases/{phase}/devices`,
    `POST ${V2}/rollouts/{rolloutId}/start`,
    `POST ${V2}/rollouts/{rolloutId}/pause`,
    `POST ${V2}/rollouts/{rolloutId}/resume`,
    `POST ${V2}/rollouts/{rolloutId}/approve`,
    `POST ${V2}/rollouts/{rolloutId}/abort`,
  ],
  Static: ['GET /banners.yaml'],
  'Live channel': [`GET ${V2}/live`],
};

// No bearer header: the public files, and the live channel's handshake (a browser websocket
// cannot send headers; the token travels in its first frame, `authenticate`, SPEC §4).
const CALLS_WITHOUT_BEARER = new Set([
  `GET ${V2}/live`,
  'GET /banners.yaml',
  'GET /public/sbom/index.json',
  'GET /public/sbom/{sbomId}',
  'GET /public/delegations/{delegation_name}/{file}',
  'HEAD /public/delegations/{delegation_name}/{file}',
]);

const METHODS: HttpMethod[] = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

function describedCalls(): string[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => `${method.toUpperCase()} ${path}`),
  );
}

function operation(call: string) {
  const [method, path] = call.split(' ') as [string, string];
  return document.paths[path]?.[method.toLowerCase() as HttpMethod] as
    (Record<string, unknown> & { operationId: string }) | undefined;
}

function schema(name: string): JsonSchema {
  const schemas = document.components?.schemas as Record<string, JsonSchema> | undefined;
  const found = schemas?.[name];
  if (!found) throw new Error(`components.schemas.${name} is missing`);
  return found;
}

const allSpecCalls = Object.values(SPEC_CALLS).flat();

describe('SPEC §7 calls in openapi/', () => {
  it.each(Object.entries(SPEC_CALLS))('%s: every call is described', (_area, calls) => {
    expect(calls.filter((call) => operation(call) === undefined)).toEqual([]);
  });

  it('describes nothing SPEC §7 does not call, each call once', () => {
    expect(new Set(allSpecCalls).size).toBe(allSpecCalls.length);
    expect(describedCalls().filter((call) => !allSpecCalls.includes(call))).toEqual([]);
    expect(describedCalls()).toHaveLength(allSpecCalls.length);
  });

  it('gives every call a unique operation id and a documented success', () => {
    const ids = allSpecCalls.map((call) => operation(call)?.operationId);
    expect(ids.filter((id) => typeof id !== 'string')).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    const withoutSuccess = allSpecCalls.filter((call) => {
      const responses = Object.keys((operation(call)?.responses ?? {}) as object);
      return !responses.some((status) => /^(2\d\d|2XX|101)$/.test(status));
    });
    expect(withoutSuccess).toEqual([]);
  });

  it('needs the OIDC bearer token everywhere but the public files and the live handshake', () => {
    const root = document as OpenApiDocument & { security?: unknown };
    expect(root.security).toEqual([{ oidc: [] }]);
    const open = allSpecCalls.filter((call) => {
      const security = operation(call)?.security as unknown[] | undefined;
      return Array.isArray(security) && security.length === 0;
    });
    expect(new Set(open)).toEqual(CALLS_WITHOUT_BEARER);
  });

  it('declares every path parameter it uses', () => {
    const undeclared = allSpecCalls.flatMap((call) => {
      const [method, path] = call.split(' ') as [string, string];
      const item = document.paths[path]!;
      const declared = new Set(
        [
          ...(item.parameters ?? []),
          ...(item[method.toLowerCase() as HttpMethod]?.parameters ?? []),
        ]
          .filter((parameter) => parameter.in === 'path')
          .map((parameter) => parameter.name),
      );
      return [...path.matchAll(/\{([^}]+)\}/g)]
        .map((match) => match[1]!)
        .filter((name) => !declared.has(name))
        .map((name) => `${call}: {${name}}`);
    });
    expect(undeclared).toEqual([]);
  });
});

describe('SPEC §3 and §5 enums in openapi/', () => {
  it.each([
    ['DeviceSortBy', ['Name', 'DeviceId', 'Uuid', 'CreatedAt', 'ActivatedAt', 'LastSeen']],
    ['FleetSortBy', ['Name', 'Id', 'CreatedAt']],
    ['PackageNameSortBy', ['Name', 'LastVersionAt']],
    ['PackageVersionSortBy', ['Filename', 'CreatedAt']],
    ['SortDirection', ['Asc', 'Desc']],
    [
      'DeviceStatus',
      ['UpToDate', 'Outdated', 'UpdatePending', 'UpdateScheduled', 'Error', 'NotSeen'],
    ],
    ['ApiClientType', ['provision', 'api-v2', 'api-minimal']],
    ['BannerType', ['announcement', 'feature', 'update', 'error', 'success', 'warning', 'generic']],
    ['BannerUserType', ['all', 'admin', 'developer', 'professional', 'standard', 'repo-guest']],
    [
      'NotificationType',
      ['fleets', 'devices', 'account', 'access', 'error', 'general', 'promotional'],
    ],
    ['NotificationColor', ['negative', 'positive', 'warning', 'info']],
  ])('%s', (name, values) => {
    expect(schema(name).enum).toEqual(values);
  });
});

describe('SPEC §8 error body in openapi/', () => {
  it('has code, msg, description, cause and errorId; code names every update error', () => {
    const body = schema('ErrorBody') as { properties?: Record<string, unknown> };
    expect(Object.keys(body.properties ?? {})).toEqual(
      expect.arrayContaining(['code', 'msg', 'description', 'cause', 'errorId']),
    );
    // ErrorCode is a known code (KnownErrorCode) or any other string.
    expect(JSON.stringify(schema('ErrorCode'))).toContain('KnownErrorCode');
    const codes = JSON.stringify(schema('KnownErrorCode'));
    for (const code of [
      'device_no_compatible_hardware',
      'installed_target_is_update',
      'not_affected_by_mtu',
      'not_affected_running_assignment',
      'ecu_assignment_exists',
      'update_already_scheduled_error',
      'scheduled_update_exists',
      'device_has_active_update',
    ])
      expect(codes).toContain(`"${code}"`);
  });
});

describe('SPEC §4 live channel frames in openapi/', () => {
  const mapping = (name: string) =>
    Object.keys(
      ((schema(name) as { discriminator?: { mapping?: Record<string, string> } }).discriminator
        ?.mapping ?? {}) as object,
    );

  it('the client authenticates with an access token', () => {
    expect(mapping('LiveClientMessage')).toEqual(['authenticate']);
  });

  it('the server sends every message SPEC §4 names', () => {
    expect(mapping('LiveServerMessage').sort()).toEqual(
      [
        'authSuccess',
        'authError',
        'authFailure',
        'time to die',
        'DeviceSeen',
        'DeviceUpdateStatus',
        'DeleteDeviceRequest',
        'DeviceCreated',
        'DeviceEventMessage',
        'TufTargetAdded',
        // Beyond SPEC §4: an operator's change to a device, and rollout progress
        // (docs/rollouts.md).
        'DeviceChanged',
        'RolloutStateChanged',
        'RolloutProgress',
        // Several of the above in one frame, for a client that asked for them.
        'batch',
      ].sort(),
    );
  });
});
