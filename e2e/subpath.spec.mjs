// Host anywhere: the same dist/ works under a sub-path of a static host, without rebuilding.
// A small static server (e2e/lib/static-server.mjs) serves dist/ at /games/patchwork/ only;
// the game must load, play a turn, and never ask for anything outside its folder (the
// manifest, its icons and the service worker's scope included).
import { test, expect } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { serveStatic } from './lib/static-server.mjs';

const DIST = fileURLToPath(new URL('../dist/', import.meta.url));
const PREFIX = '/games/patchwork/';

let server;
test.beforeEach(async () => {
  server = await serveStatic(DIST, { prefix: PREFIX });
});
test.afterEach(async () => {
  await server.stop();
});

test('the site plays a turn from /games/patchwork/', async ({ page }) => {
  const problems = [];
  page.on('pageerror', (err) => problems.push(`uncaught: ${err.message}`));
  page.on('console', (msg) => msg.type() === 'error' && problems.push(`console error: ${msg.text()}`));
  page.on('response', (res) => res.status() >= 400 && problems.push(`HTTP ${res.status()}: ${res.url()}`));

  await page.goto(`${server.url}?seed=7`);
  const banner = page.getByTestId('turn-banner');
  await expect(banner).toHaveAttribute('data-player', '1');
  await page.getByTestId('advance').click();
  await expect(banner).toHaveAttribute('data-player', '2');
  expect(problems).toEqual([]);
});

test('manifest, icons and service worker resolve inside the sub-path, and the app is installable', async ({ page }) => {
  await page.goto(`${server.url}?seed=7`);
  await expect(page.getByTestId('quilt-1')).toBeVisible();

  // The manifest: fetched like a browser installing the app, every URL resolved against it.
  const manifestUrl = await page.locator('link[rel=manifest]').evaluate((l) => l.href);
  expect(manifestUrl).toBe(`${server.url}manifest.webmanifest`);
  const manifest = await (await page.request.get(manifestUrl)).json();
  expect(new URL(manifest.start_url, manifestUrl).href).toBe(server.url);
  expect(new URL(manifest.scope, manifestUrl).href).toBe(server.url);
  for (const icon of manifest.icons) {
    const url = new URL(icon.src, manifestUrl).href;
    expect(url.startsWith(server.url), url).toBe(true);
    const res = await page.request.get(url);
    expect(res.status(), url).toBe(200);
    expect(res.headers()['content-type']).toBe(icon.type);
    if (icon.type === 'image/png') {
      // The PNG's IHDR holds its width and height: they must be what the manifest says.
      const png = await res.body();
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, url).toBe(icon.sizes);
    }
  }
  expect(manifest.icons.filter((i) => i.purpose === 'maskable')).toHaveLength(1);
  expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));

  // The service worker lives next to index.html and controls exactly the sub-path.
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toBe(server.url);

  // Chromium itself finds the manifest sound and the app installable from here.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
  const cdp = await page.context().newCDPSession(page);
  const { errors } = await cdp.send('Page.getAppManifest');
  expect(errors).toEqual([]);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // (Playwright's contexts are incognito ones, where Chromium never offers to install.)
  expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);

  // Nothing was asked for outside /games/patchwork/.
  expect(server.requests.filter((path) => !path.startsWith(PREFIX))).toEqual([]);
});
