// @fleet/sdk public entry.

// HTTP core
export { createFleetClient } from './api/client';
export type { FleetClient, FleetClientOptions } from './api/client';
export type { GetToken, TokenKind } from './api/middleware/bearer-token';
export type { RetryOptions } from './api/middleware/retry-after';
export type { paths, components, operations } from './api/schema';

// Errors
export { FleetApiError, isFleetApiError } from './errors';
export type { FleetApiErrorInit } from './errors';

// Shapes resource calls hand back
export type { Page } from './resources/support/paginate';
export type { UploadProgress } from './resources/support/upload';
export type { DownloadedFile } from './resources/support/download';

// The integrator's entry point and the resources it is made of
export { createFleet } from './fleet';
export type { FleetOptions, FleetSdk } from './fleet';
export * from './resources/accounts';
export * from './resources/api-clients';
export * from './resources/user-options';
export * from './resources/organizations';
export * from './resources/auth';
export * from './resources/devices';
export * from './resources/provisioning';
export * from './resources/fleets';
export * from './resources/updates';
export * from './resources/lockboxes';
export * from './resources/metrics';
export * from './resources/packages';
export * from './resources/delegations';
export * from './resources/remote-access';
export * from './resources/public';

// Validation errors carry SPEC §5's messages
export { FleetValidationError } from './domain/validation';
