// On a tablet, a patch dragged with a finger lands on the quilt and the board holds still under
// the finger: nothing scrolls, pans or zooms while it moves, and afterwards every control is on
// screen and none lies on another. Touch input goes through the DevTools protocol
// (touchStart/Move/End), as page.touchscreen can only tap.
import { test, expect } from '@playwright/test';
import { GamePage, touchDriver } from './pages/game-page.mjs';
import { patch } from './lib/patches.mjs';
import { placedCells } from './lib/orientation.mjs';
import { expectFits } from './lib/fit.mjs';

test.use({ hasTouch: true, isMobile: true, viewport: { width: 768, height: 1024 } });

/**
 * Where the board's parts are on screen (CSS px, to a tenth), the visual viewport's zoom and
 * offset, and every element that has scrolled: what would move under a finger.
 */
async function board(page) {
  return page.evaluate(() => {
    const box = (id) => {
      const r = document.querySelector(`[data-testid=${id}]`).getBoundingClientRect();
      return [r.x, r.y, r.width, r.height].map((v) => Math.round(v * 10) / 10);
    };
    const parts = ['page', 'time-board', 'quilt-1', 'quilt-2', 'player-panel-1', 'player-panel-2'];
    const scrolled = [document.scrollingElement, ...document.querySelectorAll('*')]
      .filter((el) => el.scrollTop !== 0 || el.scrollLeft !== 0)
      .map((el) => `${el.getAttribute('data-testid') ?? el.tagName} scrolled to ${el.scrollLeft},${el.scrollTop}`);
    return {
      parts: Object.fromEntries(parts.map((id) => [id, box(id)])),
      zoom: [visualViewport.scale, visualViewport.offsetLeft, visualViewport.offsetTop],
      scrolled,
    };
  });
}

/** A finger that checks, after touching down and after each move, that the board has not moved. */
function steadyFinger(page, finger, still) {
  const check = async (when) => expect(await board(page), `the board under the finger ${when}`).toEqual(still);
  return {
    async down(at) {
      await finger.down(at);
      await check(`once down at ${Math.round(at.x)},${Math.round(at.y)}`);
    },
    async move(to) {
      await finger.move(to);
      await check(`after moving to ${Math.round(to.x)},${Math.round(to.y)}`);
    },
    up: () => finger.up(),
  };
}

test('a patch dragged with a finger is placed and the board holds still under it', async ({ page }) => {
  const play = new GamePage(page);
  await play.open({ seed: 7 }); // offers c08 first
  const still = await board(page);
  expect(still.zoom).toEqual([1, 0, 0]);
  expect(still.scrolled).toEqual([]);
  const cells = placedCells(patch('c08').cells, 0, [3, 2]);
  await play.takePatch(1, 'c08', cells, steadyFinger(page, await touchDriver(page), still));

  await expect(play.turnBanner).toHaveAttribute('data-player', '2');
  const after = await board(page);
  expect({ zoom: after.zoom, scrolled: after.scrolled }).toEqual({ zoom: [1, 0, 0], scrolled: [] });
  await expectFits(page, 'seed 7 at 768×1024 after c08 was dragged with a finger');
});
