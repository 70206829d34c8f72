// Types of sandbox-demo-client.mjs, for TypeScript callers (the Playwright suite in
// packages/elements/e2e creates a read-only API client with it).
export declare const DEMO_CLIENT_NAME: string;

export declare function createSandboxApiClient(
  baseUrl: string,
  options?: {
    email?: string;
    password?: string;
    /** 'api-v2' (like a developer), 'api-minimal' (reads only) or 'provision'. */
    type?: string;
    name?: string;
  },
): Promise<{ clientId: string; clientSecret: string }>;
