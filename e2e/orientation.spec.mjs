// Turning a held patch with R (clockwise) and F (mirror) changes the squares it covers exactly
// as the engine's orientation maths says (e2e/lib/orientation.mjs, src/rules/shape.rs).
// Seed 7 offers c08 first: an L-tetromino (###/#..), whose 8 orientations all differ.
import { test, expect } from '@playwright/test';
import { GamePage } from './pages/game-page.mjs';
import { patch } from './lib/patches.mjs';
import { placedCells, rotated, mirrored } from './lib/orientation.mjs';
import { randomRecord } from './lib/cli.mjs';

const SEED = 7;
const L = 'c08';
const ANCHOR = [2, 3];

test.beforeAll(() => {
  test.setTimeout(300_000); // the CLI may be compiled on first use
  expect(randomRecord('classic', SEED).circle.slice(0, 3)).toContain(L);
});

for (const keys of ['', 'R', 'RR', 'RRR', 'F', 'RF', 'FR', 'RRF']) {
  const expected = [...keys].reduce((o, k) => (k === 'R' ? rotated(o) : mirrored(o)), 0);
  test(`the L placed after “${keys || 'no turn'}” (orientation ${expected}) covers the engine’s squares`, async ({ page }) => {
    const play = new GamePage(page);
    await play.open({ seed: SEED });
    await play.startDragging(L);
    await expect(play.heldPatch).toHaveAttribute('data-orientation', '0');
    for (const key of keys) await play.pressTurn(key);
    await expect(play.heldPatch).toHaveAttribute('data-orientation', String(expected));
    await play.dragHeldTo(1, ANCHOR);
    await play.mouse.up();

    await expect(play.heldPatch).toHaveCount(0);
    await expect.poll(() => play.squaresOf(1, L)).toEqual(placedCells(patch(L).cells, expected, ANCHOR));
  });
}
