// The page fits tablets in both orientations and a phone, with every control on screen, none on
// another and each a finger wide; in portrait the quilts sit one above the other; the quilt and
// panel of the player to move are marked active; and with facing on, player 2's side is turned
// half a turn and a patch dragged onto it still lands on the squares meant. Screenshots go to
// test-results/layouts/ for a person to look at.
import { test, expect } from '@playwright/test';
import { GamePage } from './pages/game-page.mjs';
import { patch } from './lib/patches.mjs';
import { placedCells } from './lib/orientation.mjs';
import { REPO } from './lib/cli.mjs';
import { expectFits } from './lib/fit.mjs';

const SCREENS = [
  { width: 1024, height: 768, format: 'landscape', stacked: false },
  { width: 768, height: 1024, format: 'portrait', stacked: true },
  { width: 1366, height: 1024, format: 'landscape', stacked: false },
  { width: 390, height: 844, format: 'tall', stacked: true },
];
const TOUCH = 44;
const shot = (name) => `${REPO}/test-results/layouts/${name}.png`;

/** Every control's box: buttons, role=button (the offered patches), inputs, circle patches. */
async function controls(page) {
  return page.evaluate(() => {
    const found = new Set(document.querySelectorAll('button, [role=button], input:not([type=file]), [data-testid=circle-patch]'));
    return [...found].map((el) => {
      const r = el.getBoundingClientRect();
      return {
        what: el.getAttribute('data-testid') ?? el.tagName,
        patch: el.getAttribute('data-patch'),
        x: r.left,
        y: r.top,
        width: r.width,
        height: r.height,
        shown: getComputedStyle(el).visibility !== 'hidden' && r.width > 0 && r.height > 0,
      };
    });
  });
}

async function box(locator) {
  const b = await locator.boundingBox();
  return { ...b, bottom: b.y + b.height, right: b.x + b.width };
}

for (const { width, height, format, stacked } of SCREENS) {
  test.describe(`${width}×${height}`, () => {
    test.use({ viewport: { width, height } });

    test(`fits: every control on screen, none on another, each a finger wide`, async ({ page }) => {
      const play = new GamePage(page);
      await play.open({ seed: 7 });
      await expect(play.svg).toHaveAttribute('data-format', format);
      // A patch held, so that rotate, mirror, place and cancel are all enabled.
      await play.circlePatch('c08').focus();
      await page.keyboard.press('Enter');
      await expect(play.heldPatch).toHaveAttribute('data-patch', 'c08');
      await page.screenshot({ path: shot(`layout-${width}x${height}`) });

      await expectFits(page, `seed 7 with c08 held at ${width}×${height}`);

      const all = await controls(page);
      const buttons = all.filter((c) => c.what !== 'circle-patch');
      const cards = all.filter((c) => c.what === 'circle-patch');
      expect(buttons.map((c) => c.what)).toEqual(
        expect.arrayContaining(['advance', 'rotate', 'mirror', 'place', 'cancel', 'face-opponent']),
      );
      for (const c of all) {
        const where = `${c.what} ${c.patch ?? ''} ${JSON.stringify(c)}`;
        expect(c.shown, where).toBe(true);
        expect(c.x, where).toBeGreaterThanOrEqual(0);
        expect(c.y, where).toBeGreaterThanOrEqual(0);
        expect(c.x + c.width, where).toBeLessThanOrEqual(width + 0.5);
        expect(c.y + c.height, where).toBeLessThanOrEqual(height + 0.5);
      }
      const smallest = (list) => Math.min(...list.map((c) => Math.min(c.width, c.height)));
      console.log(
        `${width}×${height}: smallest button ${smallest(buttons).toFixed(1)} px, ` +
          `smallest circle card ${smallest(cards).toFixed(1)} px, ` +
          `quilt square ${Math.abs((await play.squareSize(1)).x).toFixed(1)} px`,
      );
      for (const c of buttons) {
        expect(Math.min(c.width, c.height), `${c.what} ${JSON.stringify(c)}`).toBeGreaterThanOrEqual(TOUCH);
      }
      // The circle's cards are a finger wide on tablets; on a phone they cannot be (see README).
      if (format !== 'tall') {
        for (const c of cards) {
          expect(Math.min(c.width, c.height), `${c.patch} ${JSON.stringify(c)}`).toBeGreaterThanOrEqual(TOUCH);
        }
        expect(Math.abs((await play.squareSize(1)).x)).toBeGreaterThanOrEqual(24);
      }
    });

    test(`the quilts sit where the format puts them and the active side follows the turn`, async ({ page }) => {
      const play = new GamePage(page);
      await play.open({ seed: 7 });
      const [one, two] = [await box(play.quilt(1)), await box(play.quilt(2))];
      if (stacked) {
        expect(two.bottom).toBeLessThanOrEqual(one.y);
      } else {
        expect(one.right).toBeLessThanOrEqual(two.x);
      }
      const active = async () =>
        Promise.all(
          ['quilt-1', 'quilt-2', 'player-panel-1', 'player-panel-2'].map((id) =>
            page.getByTestId(id).getAttribute('data-active'),
          ),
        );
      expect(await active()).toEqual(['true', 'false', 'true', 'false']);
      // The turn's message sits by the quilt of the player to move.
      const advance = async () => box(play.message);
      const near = (control, quilt) => (stacked ? Math.abs(control.y - quilt.y) : Math.abs(control.x - quilt.x));
      expect(near(await advance(), one)).toBeLessThan(near(await advance(), two));
      await play.advance();
      await expect(play.turnBanner).toHaveAttribute('data-player', '2');
      expect(await active()).toEqual(['false', 'true', 'false', 'true']);
      // On a phone the quilts trade places with the turn (the player to move has the large
      // one); elsewhere they stay where they are.
      const [oneNow, twoNow] = [await box(play.quilt(1)), await box(play.quilt(2))];
      if (format === 'tall') {
        expect(twoNow.width).toBeGreaterThan(1.5 * oneNow.width);
        expect(oneNow.bottom).toBeLessThanOrEqual(twoNow.y);
      } else {
        // (The active side's halo widens its box by a few pixels.)
        expect(Math.abs(oneNow.x - one.x) + Math.abs(twoNow.x - two.x)).toBeLessThan(16);
      }
      expect(near(await advance(), twoNow)).toBeLessThan(near(await advance(), oneNow));
    });
  });
}

test.describe('facing the opponent', () => {
  test.use({ viewport: { width: 768, height: 1024 } });

  test('the switch turns player 2’s side and the choice is kept', async ({ page }) => {
    const play = new GamePage(page);
    await play.open({ seed: 7 });
    const toggle = page.getByTestId('face-opponent');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(play.quilt(2)).toHaveAttribute('data-turned', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(play.quilt(2)).toHaveAttribute('data-turned', 'true');
    await expect(page.getByTestId('player-panel-2')).toHaveAttribute('data-turned', 'true');
    await expect(play.quilt(1)).toHaveAttribute('data-turned', 'false');
    // Turned: square (0, 0) of player 2's quilt is at its bottom-right corner.
    const quilt = await box(play.quilt(2));
    const first = await play.squareCentre(2, [0, 0]);
    expect(first.x).toBeGreaterThan(quilt.x + quilt.width / 2);
    expect(first.y).toBeGreaterThan(quilt.y + quilt.height / 2);
    // Kept in localStorage: a reload without ?face still faces.
    await play.open({ seed: 7 });
    await expect(play.quilt(2)).toHaveAttribute('data-turned', 'true');
    // ?face=0 wins over the stored choice.
    await page.goto('./?seed=7&face=0');
    await expect(play.quilt(2)).toHaveAttribute('data-turned', 'false');
  });

  for (const [width, height] of [
    [768, 1024],
    [1024, 768],
  ]) {
    test(`a patch dragged onto player 2’s turned quilt lands on the squares meant (${width}×${height})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      const play = new GamePage(page);
      await page.goto('./?seed=7&face=1');
      await expect(play.turnBanner).toBeVisible();
      await expect(play.quilt(2)).toHaveAttribute('data-turned', 'true');
      await play.advance();
      await expect(play.turnBanner).toHaveAttribute('data-player', '2');
      // The controls of player 2's turn are on their side (the top half in portrait, the right
      // column in landscape).
      const advance = await box(play.advanceButton);
      if (width < height) expect(advance.bottom).toBeLessThan(height / 2);
      else expect(advance.x).toBeGreaterThan(width / 2);
      const id = await play.circle
        .locator('[data-testid=circle-patch][data-takeable=true]')
        .first()
        .getAttribute('data-patch');
      const cells = placedCells(patch(id).cells, 0, [3, 2]);
      await play.takePatch(2, id, cells);
      if (width === 768) await page.screenshot({ path: shot(`facing-${width}x${height}`) });
      expect(await play.squaresOf(1, id)).toEqual([]);
      await expect(play.turnBanner).toHaveAttribute('data-player', /[12]/);
    });
  }

  test('a tap on a square of the turned quilt puts the held patch over it, arrows follow its rows', async ({
    page,
  }) => {
    const play = new GamePage(page);
    await page.goto('./?seed=7&face=1');
    await play.advance();
    await expect(play.turnBanner).toHaveAttribute('data-player', '2');
    const id = await play.circle
      .locator('[data-testid=circle-patch][data-takeable=true]')
      .first()
      .getAttribute('data-patch');
    await play.circlePatch(id).focus();
    await page.keyboard.press('Enter');
    await expect(play.heldPatch).toHaveAttribute('data-patch', id);
    const before = await play.held();
    await play.tapSquare(2, [4, 3]);
    // The patch, turned as it was, covers the tapped square of the quilt as its player sees it.
    await expect.poll(async () => {
      const held = await play.held();
      const over = placedCells(patch(id).cells, 0, [held.row, held.col]).some(([r, c]) => r === 4 && c === 3);
      return over && held.orientation === before.orientation;
    }).toBe(true);
    const at = await play.held();
    expect(at.legal).toBe(true);
    // Arrow keys move it in the quilt's own rows and columns (as its player sees it).
    await page.keyboard.press('ArrowUp');
    await expect(play.heldPatch).toHaveAttribute('data-anchor-row', String(at.row - 1));
    await page.keyboard.press('ArrowLeft');
    await expect(play.heldPatch).toHaveAttribute('data-anchor-col', String(at.col - 1));
    await page.keyboard.press('Enter');
    await expect(play.heldPatch).toHaveCount(0);
    const expected = placedCells(patch(id).cells, 0, [at.row - 1, at.col - 1]);
    await expect.poll(() => play.squaresOf(2, id)).toEqual(expected);
  });
});
