// Offline and updates: after one visit the service worker (static/sw.js, filled in by
// scripts/trunk-post-build.mjs) has cached every file of the site, so the game loads and plays
// with the server gone and the browser offline; a rebuilt site with changed files replaces the
// old cache on the next visit. Each test serves its own copy of dist/ (e2e/lib/static-server.mjs)
// so that it can stop the server or rebuild the copy.
import { test, expect } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveStatic } from './lib/static-server.mjs';

const REPO = fileURLToPath(new URL('..', import.meta.url));

let site; // a copy of dist/ this test may change
let server;
test.beforeEach(async () => {
  site = mkdtempSync(join(tmpdir(), 'patchwork-offline-'));
  cpSync(join(REPO, 'dist'), site, { recursive: true });
  server = await serveStatic(site);
});
test.afterEach(async () => {
  await server?.stop();
  rmSync(site, { recursive: true, force: true });
});

/** Waits until the service worker has precached the site and controls the page. */
async function controlledBySw(page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
}

/** The names of this origin's caches. */
const cacheNames = (page) => page.evaluate(() => caches.keys());

/** The build hash that sw.js of the served copy carries. */
const buildHash = () => readFileSync(join(site, 'sw.js'), 'utf8').match(/\bhash"?\s*:\s*"([0-9a-f]{16})"/)[1];

async function playATurn(page) {
  const banner = page.getByTestId('turn-banner');
  await expect(banner).toHaveAttribute('data-player', '1');
  await page.getByTestId('advance').click();
  await expect(banner).toHaveAttribute('data-player', '2');
}

test('after one visit the game loads and plays with the network off', async ({ page, context }) => {
  const url = server.url;
  await page.goto(`${url}?seed=7`);
  await expect(page.getByTestId('turn-banner')).toBeVisible();
  await controlledBySw(page);
  expect(await cacheNames(page)).toEqual([`patchwork ${url} ${buildHash()}`]);
  // The first visit moved each file once: the offline copy of index.html is the document the
  // page came with, and the hashed files came from the HTTP cache.
  const asked = server.requests.filter((path) => ['/', '/index.html'].includes(path) || /-[0-9a-f]+(_bg)?\.(js|wasm)$/.test(path));
  expect(asked.sort()).toEqual([...new Set(asked)].sort());
  expect(asked).not.toContain('/index.html');

  // No server, no network: everything must come from the cache.
  await server.stop();
  server = null;
  await context.setOffline(true);
  await page.reload();
  await playATurn(page);
  // Another address of the same site (a new game) loads offline too.
  await page.goto(`${url}?seed=11&game=express`);
  await expect(page.getByTestId('quilt-1').getByTestId('quilt-square')).toHaveCount(49);
});

test('a rebuilt site replaces the old cache on the next visit', async ({ page, context }) => {
  await page.goto(`${server.url}?seed=7`);
  await controlledBySw(page);
  const oldHash = buildHash();
  expect(await cacheNames(page)).toEqual([`patchwork ${server.url} ${oldHash}`]);

  // A new release: one file changes, and the post-build hook writes a new sw.js, as `make dist`.
  const workerPath = join(site, 'ai-worker.js');
  writeFileSync(workerPath, `${readFileSync(workerPath, 'utf8')}\n// (new release)\n`);
  execFileSync(process.execPath, [join(REPO, 'scripts/trunk-post-build.mjs')], {
    env: { ...process.env, TRUNK_STAGING_DIR: site, TRUNK_SOURCE_DIR: REPO },
  });
  const newHash = buildHash();
  expect(newHash).not.toBe(oldHash);

  // The next visit finds the new sw.js; it installs, takes over and deletes the old cache.
  await page.reload();
  const newCache = `patchwork ${server.url} ${newHash}`;
  await expect.poll(() => cacheNames(page), { timeout: 20_000 }).toEqual([newCache]);
  const cached = await page.evaluate(
    async ([name, url]) => (await (await caches.open(name)).match(url))?.text(),
    [newCache, `${server.url}ai-worker.js`],
  );
  expect(cached).toContain('(new release)');

  // And the new version works offline.
  await server.stop();
  server = null;
  await context.setOffline(true);
  await page.reload();
  await playATurn(page);
});
