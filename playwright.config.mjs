// End-to-end tests: Playwright drives Debian's Chromium (/usr/bin/chromium; Playwright's
// own browsers are never downloaded) against the release site in dist/, served by
// `python3 -m http.server` on a free local port. Build dist/ first (`make site`).
//
//   make e2e                      all specs in e2e/
//   npx playwright test e2e/x.spec.mjs --headed   (with a display)
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS, freePort } from './e2e/lib/chromium.mjs';

// The port is chosen once, in the main process; workers inherit it through the environment.
if (!process.env.E2E_PORT) {
  process.env.E2E_PORT = freePort();
}
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}/`;


export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.{mjs,js,ts}',
  outputDir: 'test-results',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Two workers on the 2-core machines (Playwright's default would be one, half the cores): the
  // pages wait on animations and the computer's worker much of the time, so two at once finish
  // the suite in about two thirds of the time (29.0 → 19.1 minutes, 2026-11-27).
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  reporter: [['list']],
  use: {
    baseURL,
    headless: true,
    // No trace by default: recording one (a snapshot of the page at every step) made the suite
    // about twice as slow (saves.spec: 2.3 → 1.2 minutes, 2026-11-28). A failure still leaves its
    // screenshot; E2E_TRACE=retain-on-failure keeps a trace of each failing test.
    trace: process.env.E2E_TRACE ?? 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: CHROMIUM_ARGS,
    },
  },
  // One Chromium project; a spec that needs touch sets `test.use({ hasTouch: true, ... })`.
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: `python3 -m http.server ${port} --bind 127.0.0.1 --directory dist`,
    url: `${baseURL}index.html`,
    reuseExistingServer: false,
    timeout: 20_000,
    stdout: 'ignore',
    stderr: 'ignore', // python's access log; a server that fails to start still fails the run
  },
});
