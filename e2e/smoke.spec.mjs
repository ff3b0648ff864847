// Pipeline smoke test: the built page loads its wasm, draws an <svg>, and nothing on the
// way logs a console error, throws, or fails to load (a missing favicon would).
import { test, expect } from '@playwright/test';

test('the page starts without errors, shows the new-game screen and draws a game', async ({ page }) => {
  const problems = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console error: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`uncaught: ${err.message}`));
  page.on('requestfailed', (req) => problems.push(`request failed: ${req.url()}`));
  page.on('response', (res) => {
    if (res.status() >= 400) problems.push(`HTTP ${res.status()}: ${res.url()}`);
  });
  // Trunk's loader fires this event once the wasm module is instantiated and main() ran.
  await page.addInitScript(() => {
    window.addEventListener('TrunkApplicationStarted', () => {
      window.__trunkStarted = true;
    });
  });

  await page.goto('./');
  await expect(page).toHaveTitle(/Patchwork/);
  await page.waitForFunction(() => window.__trunkStarted === true);
  await expect(page.getByTestId('new-game')).toBeVisible();
  // The first page's own requests (the favicon, the service worker's) end before it is left:
  // leaving cancels them, and a cancelled request is not a failing one.
  await page.waitForLoadState('networkidle');
  await page.goto('./?seed=1');
  await expect(page.locator('svg').first()).toBeVisible();

  expect(problems).toEqual([]);
});
