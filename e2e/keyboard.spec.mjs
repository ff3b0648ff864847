// Without a pointer: Tab to an offered patch, Enter to pick it up, arrow keys to move it, R and
// F to turn it, Enter to place it; the message (an aria-live region) announces what happened.
import { test, expect } from '@playwright/test';
import { GamePage } from './pages/game-page.mjs';
import { patch } from './lib/patches.mjs';
import { placedCells, mirrored, rotated } from './lib/orientation.mjs';

test('a patch is taken and placed with the keyboard alone', async ({ page }) => {
  const play = new GamePage(page);
  await play.open({ seed: 7 });
  await expect(play.message).toHaveAttribute('aria-live', /polite|assertive/);

  const id = await play.tabToTakeablePatch();
  await page.keyboard.press('Enter');
  await expect(play.heldPatch).toHaveAttribute('data-patch', id);
  const start = await play.held();
  await play.arrowHeldTo([3, 3]);
  await page.keyboard.press('r');
  await page.keyboard.press('f');
  const turned = mirrored(rotated(start.orientation));
  await expect(play.heldPatch).toHaveAttribute('data-orientation', String(turned));
  const held = await play.held();
  expect(held.legal).toBe(true);
  const before = await play.message.textContent();
  await page.keyboard.press('Enter');

  await expect(play.heldPatch).toHaveCount(0);
  await expect.poll(() => play.squaresOf(1, id)).toEqual(placedCells(patch(id).cells, turned, [held.row, held.col]));
  await expect(play.message).not.toHaveText(before ?? '');
  await expect(play.message).toHaveText(/\w{3,}/);
  await expect(play.turnBanner).toHaveAttribute('data-player', '2');
});
