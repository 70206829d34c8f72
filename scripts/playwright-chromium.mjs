// The Chromium every Playwright suite here drives: the OS package (test tools cannot download
// their own browser on our machines). CHROME_PATH overrides /usr/bin/chromium; --no-sandbox
// because CI runs as root.
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
