// A phone (390×844) to play on: through a whole classic game the player to move has quilt
// squares of at least 32 px, the patches on offer are at least 44×44 px, no text is smaller
// than 11 px and no two texts run into each other; the new-game screen's start button is in
// sight without scrolling. The minimums are printed.
import { test, expect } from '@playwright/test';
import { playWholeGame } from './lib/full-game.mjs';
import { PhoneTable } from './lib/table.mjs';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('a whole classic game at phone size keeps the minimums', async ({ page }) => {
  test.setTimeout(300_000);
  const play = new PhoneTable(page);
  await playWholeGame(page, { game: 'classic', seed: 3 }, play);
  console.log(
    `390×844 minimums: square ${play.least.square.toFixed(1)} px, offered card ${play.least.card.toFixed(1)} px, ` +
      `text ${play.least.text.toFixed(1)} px`,
  );
  expect(play.least.square).toBeGreaterThanOrEqual(32);
});

test('the new-game screen shows its start button without scrolling', async ({ page }) => {
  await page.goto('./');
  const start = page.getByTestId('start-game');
  await expect(start).toBeVisible();
  const box = await start.boundingBox();
  expect(box.y + box.height).toBeLessThanOrEqual(844);
  expect(await page.evaluate(() => document.scrollingElement.scrollTop)).toBe(0);
});
