import { defineConfig, devices } from '@playwright/test';

/** Debian's Chromium (DESIGN §9): Playwright cannot download its own browsers here. */
const CHROMIUM = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/** The specs of the back-office console, which run at desktop size. */
const CONSOLE_SPECS = 'console*.spec.ts';

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // Two cores here and in CI.
  workers: 2,
  retries: 0,
  // A safety net, not a speed check (bench/ measures speed): whole flows of several screens ran
  // past 30 s on a busy 2-core CI machine while passing in 12 s alone.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    headless: true,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'phone',
      testIgnore: CONSOLE_SPECS,
      use: { ...devices['Pixel 7'], launchOptions: CHROMIUM },
    },
    {
      // The back office (issue 21) is a desktop app.
      name: 'desktop',
      testMatch: CONSOLE_SPECS,
      // A console page's first paint (antd's styles, the page's chunk) took 13 s on the busy 2-core
      // CI machine while two browsers ran (the content page, before its editor had a chunk of its
      // own): the same safety net as the test's timeout, not a speed check.
      expect: { timeout: 20_000 },
      use: { ...devices['Desktop Chrome'], launchOptions: CHROMIUM },
    },
  ],
});
