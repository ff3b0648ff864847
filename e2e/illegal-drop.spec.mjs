// A patch dropped where it may not lie — over a placed patch, partly off the quilt, or on the
// opponent's quilt — stays in the hand, turned as it was and back on the player's quilt, the
// message says why in words, and nothing of the game changes; Cancel then puts it back. Seed 6 offers c31 then c22 (1 button each): player 1 takes c31, player 2
// advances, and player 1 is to move again with c22 on offer.
import { test, expect } from '@playwright/test';
import { GamePage } from './pages/game-page.mjs';
import { randomRecord, refusal, replay } from './lib/cli.mjs';
import { patch } from './lib/patches.mjs';
import { placedCells } from './lib/orientation.mjs';

const SEED = 6;
const FIRST = 'c31';
const SECOND = 'c22';
const FIRST_CELLS = placedCells(patch(FIRST).cells, 0, [0, 0]);
let setUp;

test.beforeAll(() => {
  test.setTimeout(300_000);
  const { actions, ...rest } = randomRecord('classic', SEED);
  setUp = { ...rest, actions: [{ type: 'take', patch: FIRST, cells: FIRST_CELLS }, { type: 'advance' }] };
  expect(replay(setUp).to_move).toBe(1);
});

/** The page after the two set-up actions, player 1 to move with c22 offered. */
async function playerOneToMoveAgain(page) {
  const play = new GamePage(page);
  await play.open({ seed: SEED });
  await play.playRecord(setUp);
  await expect(play.circlePatch(SECOND)).toHaveAttribute('data-takeable', 'true');
  return play;
}

/**
 * Checks that the drop was refused: the patch still held as it was turned, a message, nothing
 * changed; then it can be put back.
 */
async function expectRefused(play, before, orientation = '0') {
  await expect(play.heldPatch).toHaveAttribute('data-patch', SECOND);
  await expect(play.heldPatch).toHaveAttribute('data-orientation', orientation);
  await expect(play.heldPatch).toHaveAttribute('data-dragging', 'false');
  await expect(play.circlePatch(SECOND)).toHaveAttribute('data-offered', 'true');
  await expect(play.message).toHaveText(/[a-z]{3,}.*[a-z]{3,}/i); // words, not empty
  expect(await play.snapshot()).toEqual(before);
  await play.page.keyboard.press('Escape');
  await expect(play.heldPatch).toHaveCount(0);
  expect(await play.snapshot()).toEqual(before);
}

test('a patch dropped over a placed patch is refused', async ({ page }) => {
  // The engine refuses c22 at (0, 0) too: it overlaps c31.
  const overlap = placedCells(patch(SECOND).cells, 0, [0, 0]);
  expect(refusal({ ...setUp, actions: [...setUp.actions, { type: 'take', patch: SECOND, cells: overlap }] })).not.toBeNull();
  const play = await playerOneToMoveAgain(page);
  const before = await play.snapshot();
  await play.startDragging(SECOND);
  await play.dragHeldTo(1, [0, 0]);
  await expect(play.heldPatch).toHaveAttribute('data-legal', 'false');
  await play.mouse.up();
  await expectRefused(play, before);
});

test('a patch dropped partly off the quilt is refused', async ({ page }) => {
  const play = await playerOneToMoveAgain(page);
  const before = await play.snapshot();
  await play.startDragging(SECOND);
  // c22 is 3 rows by 4 columns as it comes: with its corner on (6, 6) it sticks out by a column.
  // Turned once while held, it keeps that turn after the refusal.
  await play.page.keyboard.press('r');
  await play.dragHeldTo(1, [6, 7]);
  await expect(play.heldPatch).toHaveAttribute('data-legal', 'false');
  await play.mouse.up();
  await expectRefused(play, before, '1');
});

test('a patch dropped on the opponent’s quilt is refused', async ({ page }) => {
  const play = await playerOneToMoveAgain(page);
  const before = await play.snapshot();
  await play.dropPatchOverQuilt(2, SECOND);
  await expectRefused(play, before);
});
