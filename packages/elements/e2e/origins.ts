// Where the e2e servers listen (E2E_SANDBOX_PORT, E2E_EXAMPLE_PORT and E2E_VUE_EXAMPLE_PORT
// override; the Vue example's default is the port after the HTML example's).
export const sandboxPort = Number(process.env.E2E_SANDBOX_PORT ?? 8183);
export const examplePort = Number(process.env.E2E_EXAMPLE_PORT ?? 8193);
export const sandboxOrigin = `http://127.0.0.1:${sandboxPort}`;
export const exampleOrigin = `http://127.0.0.1:${examplePort}`;
export const vueExamplePort = Number(process.env.E2E_VUE_EXAMPLE_PORT ?? examplePort + 1);
export const vueExampleOrigin = `http://127.0.0.1:${vueExamplePort}`;
