// On a tablet, a patch dragged with a finger lands on the quilt and the page does not scroll
// under the finger. Touch input goes through the DevTools protocol (touchStart/Move/End), as
// page.touchscreen can only tap.
import { test, expect } from '@playwright/test';
import { GamePage, touchDriver } from './pages/game-page.mjs';
import { patch } from './lib/patches.mjs';
import { placedCells } from './lib/orientation.mjs';

test.use({ hasTouch: true, isMobile: true, viewport: { width: 768, height: 1024 } });

test('a patch dragged with a finger is placed and the page does not scroll', async ({ page }) => {
  await page.addInitScript(() => {
    window.__maxScroll = 0;
    window.addEventListener('scroll', () => {
      window.__maxScroll = Math.max(window.__maxScroll, Math.abs(window.scrollX), Math.abs(window.scrollY));
    });
  });
  const play = new GamePage(page);
  await play.open({ seed: 7 }); // offers c08 first
  const cells = placedCells(patch('c08').cells, 0, [3, 2]);
  await play.takePatch(1, 'c08', cells, await touchDriver(page));

  expect(await page.evaluate(() => [window.scrollX, window.scrollY, window.__maxScroll])).toEqual([0, 0, 0]);
  await expect(play.turnBanner).toHaveAttribute('data-player', '2');
});
