// Where the e2e servers listen (E2E_SANDBOX_PORT and E2E_EXAMPLE_PORT override).
export const sandboxPort = Number(process.env.E2E_SANDBOX_PORT ?? 8183);
export const examplePort = Number(process.env.E2E_EXAMPLE_PORT ?? 8193);
export const sandboxOrigin = `http://127.0.0.1:${sandboxPort}`;
export const exampleOrigin = `http://127.0.0.1:${examplePort}`;
