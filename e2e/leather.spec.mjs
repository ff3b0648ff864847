// A leather patch is won and placed: with both players always advancing on the revised board
// player 1 moves to 1, then each advance jumps 2 spaces past the other token: the second player
// lands on every even space (docs/RULES.md worked example), reaches space 26 on the 26th advance,
// wins the first leather patch and places it with a tap.
import { test, expect } from '@playwright/test';
import { GamePage } from './pages/game-page.mjs';

test('the first token on a leather space places that 1×1 patch with a tap', async ({ page }) => {
  test.setTimeout(120_000);
  const play = new GamePage(page);
  await play.open({ seed: 11 });
  for (let i = 0; i < 26; i += 1) {
    await expect(play.leatherPrompt).toHaveCount(0);
    await play.advance(i === 0 ? 1 : 2);
    await expect(page.getByTestId(`time-token-${(i % 2) + 1}`)).toHaveAttribute('data-space', String(i + 1));
  }
  await expect(page.getByTestId('time-token-2')).toHaveAttribute('data-space', '26');
  await expect(play.turnBanner).toHaveAttribute('data-player', '2');
  await play.placeLeather(2, [4, 4]);

  await expect(play.quilt(2)).toHaveAttribute('data-empty', '80');
  expect(await play.coveredSquares(2)).toEqual([{ row: 4, col: 4, patch: 'leather' }]);
  expect(await play.coveredSquares(1)).toEqual([]);
  // Play goes on: player 1 (on 25) is behind and moves.
  await expect(play.turnBanner).toHaveAttribute('data-player', '1');
});
