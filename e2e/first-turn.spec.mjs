// At a person's first turns a short hint over their empty quilt says how to take, turn and place
// a patch; it lets pointers through, steps aside while a patch is held, and goes for good once
// that player's quilt has a patch. Each player gets it on their own quilt.
import { test, expect } from '@playwright/test';
import { SavesPage } from './pages/saves-page.mjs';

test('the first-turn hint shows how to play until the player has sewn a patch on', async ({ page }) => {
  const play = new SavesPage(page);
  await play.open({ seed: 3 });
  const hint = page.getByTestId('first-turn-hint');
  await expect(hint).toBeVisible();
  await expect(hint).toContainText('Drag');
  // It lies over player 1's quilt and lets a tap through to the squares.
  const quilt = await play.quilt(1).boundingBox();
  const box = await hint.boundingBox();
  expect(box.x >= quilt.x - 1 && box.y >= quilt.y - 1).toBe(true);
  expect(box.x + box.width <= quilt.x + quilt.width + 1 && box.y + box.height <= quilt.y + quilt.height + 1).toBe(true);
  expect(await hint.evaluate((el) => getComputedStyle(el).pointerEvents)).toBe('none');

  // Holding a patch, the hint steps aside; put back, it returns.
  const id = await play.circle
    .locator('[data-testid=circle-patch][data-takeable=true]')
    .first()
    .getAttribute('data-patch');
  await play.circlePatch(id).focus();
  await page.keyboard.press('Enter');
  await expect(play.heldPatch).toBeVisible();
  await expect(hint).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(hint).toBeVisible();

  // Player 1 sews a patch on: the hint goes; player 2's first turn shows it on their quilt.
  await play.takeFirstTakeable();
  if ((await play.playerToMove()) === 1) await play.advanceOnce();
  await expect(play.turnBanner).toHaveAttribute('data-player', '2');
  const quilt2 = await play.quilt(2).boundingBox();
  const box2 = await hint.boundingBox();
  expect(box2.y >= quilt2.y - 1 && box2.y + box2.height <= quilt2.y + quilt2.height + 1).toBe(true);
  await play.takeFirstTakeable();
  await expect(hint).toHaveCount(0);
});
