/** Launch options for the OS Chromium (see playwright-chromium.mjs). */
export declare const chromiumLaunchOptions: { executablePath: string; args: string[] };
