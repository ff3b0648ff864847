// The table holds still: through a whole seeded game no time-board space, quilt square or
// circle card changes place or size (the circle turns: every card stays on a place a card had
// at the start). Laid out again only when the window changes size.
import { test, expect } from '@playwright/test';
import { playWholeGame } from './lib/full-game.mjs';
import { StillTable, tableGeometry } from './lib/table.mjs';

for (const [width, height] of [[1024, 768], [768, 1024]]) {
  test.describe(`${width}×${height}`, () => {
    test.use({ viewport: { width, height } });

    test('a whole classic game on a table that does not move', async ({ page }) => {
      test.setTimeout(300_000);
      const play = new StillTable(page);
      await playWholeGame(page, { game: 'classic', seed: 3 }, play);
      expect(play.checked).toBeGreaterThan(30);
    });
  });
}

test('a new window size lays the table out again', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto('./?seed=3');
  // The page draws itself once its WebAssembly has started, after the load.
  await expect(page.getByTestId('time-board')).toBeVisible();
  const before = await tableGeometry(page);
  await page.setViewportSize({ width: 768, height: 1024 });
  await expect.poll(async () => (await tableGeometry(page)).spaces).not.toEqual(before.spaces);
});
