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
