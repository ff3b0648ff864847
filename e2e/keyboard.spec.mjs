// Without a pointer: Tab to an offered patch, Enter to pick it up, arrow keys to move it, R and
// F to turn it, Enter to place it; the message (an aria-live region) announces each step, the
// held patch's square and whether it fits included; after placing, the focus goes to the next
// turn's first control, never to the page's body.
import { test, expect } from '@playwright/test';
import { GamePage } from './pages/game-page.mjs';
import { patch } from './lib/patches.mjs';
import { placedCells, mirrored, rotated } from './lib/orientation.mjs';

test('a patch is taken and placed with the keyboard alone', async ({ page }) => {
  const play = new GamePage(page);
  await play.open({ seed: 7 });
  await expect(play.message).toHaveAttribute('aria-live', /polite|assertive/);
  // Everything the live region says, in order: what a screen-reader user hears.
  await page.evaluate(() => {
    const said = () => document.querySelector('[data-testid=message]')?.textContent ?? '';
    window.heard = [said()];
    new MutationObserver(() => {
      if (said() !== window.heard.at(-1)) window.heard.push(said());
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });

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

  await expect.poll(() => play.focused()).toMatch(/^(circle-patch takeable|advance)$/);

  // The board in words, for a screen reader: the quilt's empty squares row by row, and each
  // token's space on the time board with its next income.
  const quilt = page.getByTestId('quilt-1');
  const empty = Number(await quilt.getAttribute('data-empty'));
  expect(empty).toBeLessThan(81);
  const words = await quilt.getAttribute('aria-label');
  expect(words).toMatch(new RegExp(`^Player 1's quilt: ${empty} of 81 squares empty; `));
  const rows = words.split(': ').at(-1).split(', ').map(Number);
  expect(rows).toHaveLength(9);
  expect(rows.reduce((a, b) => a + b, 0)).toBe(empty);
  expect(await page.getByTestId('quilt-2').getAttribute('aria-label')).toMatch(/^Player 2's quilt: 81 of 81 squares empty; /);
  const space = await page.getByTestId('time-token-1').getAttribute('data-space');
  expect(Number(space)).toBeGreaterThan(0);
  await expect(page.getByTestId('time-board')).toHaveAttribute(
    'aria-label',
    new RegExp(`^Time board, spaces 0 to 53\\. Player 1: space ${space}, next income at space \\d+\\. Player 2: space 0, next income at space 5\\. Leather patches on spaces [\\d, ]+\\.$`),
  );

  const heard = [...new Set(await page.evaluate(() => window.heard))].filter((text) => text.trim());
  test.info().annotations.push({ type: 'heard', description: heard.join(' | ') });
  console.log(`heard in one turn:\n  ${heard.join('\n  ')}`);
  expect(heard.some((text) => /Row \d+, column \d+: it (fits|does not fit here)\./.test(text)), heard.join(' | ')).toBe(true);
  expect(heard.some((text) => /turned 90°, then mirrored|turned/.test(text)), heard.join(' | ')).toBe(true);
  expect(heard.at(-1)).toMatch(/Player 2/);
});
