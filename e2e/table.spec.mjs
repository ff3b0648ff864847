// The table holds still: through a whole seeded game no time-board space, quilt square or
// circle card changes place or size (the circle turns: every card stays on a place a card had
// at the start). Laid out again only when the window changes size. A patch sewn on rewrites
// only the squares it covers.
import { test, expect } from '@playwright/test';
import { playWholeGame } from './lib/full-game.mjs';
import { StillTable, tableGeometry } from './lib/table.mjs';
import { SavesPage } from './pages/saves-page.mjs';

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

// A patch sewn on redraws its own squares and no other: every square keeps its element, its
// place and its patch (its quilt's buttons are drawn after the squares as one piece, so a button
// more never shifts the squares along; the last move's marks may move from square to square).
test('a patch sewn on rewrites only its own squares', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  const play = new SavesPage(page);
  await page.goto('./?seed=7');
  await expect(play.turnBanner).toBeVisible();
  for (let placed = 0; placed < 4; ) {
    const player = await play.playerToMove();
    await page.evaluate(() => {
      const PLACE = ['x', 'y', 'width', 'height', 'data-row', 'data-col', 'data-patch'];
      window.__touched = [];
      window.__squares = new MutationObserver((records) => {
        for (const r of records) {
          const square = r.target.dataset?.testid === 'quilt-square' ? r.target : null;
          if (square && PLACE.includes(r.attributeName)) {
            const quilt = square.parentElement.closest('[data-testid^=quilt-]').dataset.testid;
            window.__touched.push(`${quilt} ${square.dataset.row},${square.dataset.col} ${r.attributeName} ${square.dataset.patch ?? 'empty'}`);
          }
          for (const node of [...r.addedNodes, ...r.removedNodes]) {
            if (node.dataset?.testid === 'quilt-square') window.__touched.push('a square drawn anew');
          }
        }
      });
      window.__squares.observe(document.querySelector('[data-testid=page]'), { subtree: true, attributes: true, childList: true });
    });
    const id = await play.takeFirstTakeable();
    const touched = await page.evaluate(() => {
      window.__squares.disconnect();
      return window.__touched;
    });
    if (id === null) {
      await play.advanceOnce();
      continue;
    }
    placed += 1;
    expect(touched.length, `${id} placed`).toBeGreaterThan(0);
    const others = touched.filter((t) => !(t.startsWith(`quilt-${player} `) && t.endsWith(` data-patch ${id}`)));
    expect(others, `only the squares ${id} covers on quilt-${player} change, and only their patch`).toEqual([]);
  }
});
