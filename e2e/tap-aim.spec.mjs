// A tap puts the held patch where the finger meant (e2e/README.md, "Moving without dragging"):
// on a phone (390×844) and a tablet (768×1024), both by touch, one classic game per screen in
// which, patch after patch, a patch is picked up by a tap on its card, a legal placement of it
// is chosen beside the patches already sewn, one of that placement's squares is tapped (the
// quilt square or the held patch over it), and the held patch must then cover the tapped
// square, legally, turned as it was; `place` then sews it exactly where it was last seen. The
// turn handle is checked on the way: a tap on it turns the patch a quarter clockwise and leaves
// it where it was. Then, at 360×640 and 768×1024 (there also on a quilt turned to face player
// 2), from three places on the quilt (the middle and two corners), a tap in the middle of every
// square around the held patch that it does not cover moves it over that square, never turns
// it; the handle lies over the middle of no such square and stays a touch target inside the
// window.
import { test, expect } from '@playwright/test';
import { GamePage } from './pages/game-page.mjs';
import { patch } from './lib/patches.mjs';
import { applyOrientation, placedCells, rotated, sortCells } from './lib/orientation.mjs';

const SCREENS = [
  { width: 390, height: 844, isMobile: true, deviceScaleFactor: 3 },
  { width: 768, height: 1024, isMobile: false, deviceScaleFactor: 1 },
];
/** The screens where the handle is checked against every square around the held patch. */
/** (Where it lies on every screen and quilt is checked natively, in `src/ui/layout/handle.rs`:
 * here a screen where it reaches over squares beside a thin patch, by touch, and one turned.) */
const AROUND = [
  { width: 360, height: 640, isMobile: true, deviceScaleFactor: 3 },
  { width: 768, height: 1024, isMobile: false, deviceScaleFactor: 1 },
];

/** Every anchor where `cells` (oriented) lie on a `size` quilt on no covered square. */
function legalAnchors(cells, covered, size) {
  const taken = new Set(covered.map((s) => `${s.row},${s.col}`));
  const out = [];
  for (let r = 0; r < size; r += 1) {
    for (let c = 0; c < size; c += 1) {
      const squares = cells.map(([dr, dc]) => [r + dr, c + dc]);
      if (squares.every(([y, x]) => y < size && x < size && !taken.has(`${y},${x}`))) out.push({ anchor: [r, c], squares });
    }
  }
  return out;
}

/** How many covered squares touch `[row, col]` (side by side). */
function besideCovered([row, col], covered) {
  const taken = new Set(covered.map((s) => `${s.row},${s.col}`));
  return [[-1, 0], [1, 0], [0, -1], [0, 1]].filter(([dr, dc]) => taken.has(`${row + dr},${col + dc}`)).length;
}

/** What a finger at the middle of `square` of `player`'s quilt would touch: 'square', 'held',
 * 'handle' or something else in the way (a toast fading out). */
async function underFinger(play, player, square) {
  const { x, y } = await play.squareCentre(player, square);
  const what = await play.page.evaluate(
    ([px, py, quilt]) => {
      const hit = document.elementFromPoint(px, py);
      if (hit?.closest('[data-testid=turn-handle]')) return 'handle';
      if (hit?.closest('[data-testid=held-patch]')) return 'held';
      if (hit?.closest(`[data-testid=${quilt}]`)) return 'square';
      return 'other';
    },
    [x, y, `quilt-${player}`],
  );
  return { x, y, what };
}

for (const screen of SCREENS) {
  test.describe(`${screen.width}×${screen.height}`, () => {
    test.use({
      viewport: { width: screen.width, height: screen.height },
      hasTouch: true,
      isMobile: screen.isMobile,
      deviceScaleFactor: screen.deviceScaleFactor,
    });

    test("a tap on the other player's quilt moves nothing and says it is not theirs", async ({ page }) => {
      const play = new GamePage(page);
      await play.open({ seed: 11 });
      const player = await play.playerToMove();
      const card = play.circle.locator('[data-testid=circle-patch][data-takeable=true]').first();
      const id = await card.getAttribute('data-patch');
      const at = await play.hitPoint(card);
      await page.touchscreen.tap(at.x, at.y);
      await expect(play.heldPatch).toHaveAttribute('data-patch', id);
      const before = await play.held();
      for (const square of [[4, 4], [0, 8]]) {
        const { x, y } = await play.squareCentre(3 - player, square);
        await page.touchscreen.tap(x, y);
        await expect(page.getByTestId('message')).toContainText('that is not your quilt');
        expect(await play.held(), `a tap on quilt-${3 - player} ${square}`).toEqual(before);
      }
    });

    test('a tap on a square puts the held patch over it, unturned, and Place sews it there', async ({ page }) => {
      test.setTimeout(120_000);
      const play = new GamePage(page);
      await play.open({ seed: 11 });
      const started = Date.now();
      let placed = 0;
      let tappedHeld = 0;
      let handleTurned = false;
      for (let step = 0; step < 120 && Date.now() - started < 55_000; step += 1) {
        if (await play.gameOver.isVisible()) break;
        const player = await play.playerToMove();
        if (await play.leatherPrompt.isVisible()) {
          const taken = new Set((await play.coveredSquares(player)).map((s) => `${s.row},${s.col}`));
          let free = null;
          for (let i = 0; i < 81 && !free; i += 1) if (!taken.has(`${Math.floor(i / 9)},${i % 9}`)) free = [Math.floor(i / 9), i % 9];
          await play.placeLeather(player, free);
          continue;
        }
        const cards = play.circle.locator('[data-testid=circle-patch][data-takeable=true]');
        if ((await cards.count()) === 0) {
          await play.advance();
          await expect(play.turnBanner).toBeVisible();
          continue;
        }
        // Pick up a patch with a tap on its card.
        const card = cards.nth(step % (await cards.count()));
        const id = await card.getAttribute('data-patch');
        const at = await play.hitPoint(card);
        await page.touchscreen.tap(at.x, at.y);
        await expect(play.heldPatch).toHaveAttribute('data-patch', id);
        let held = await play.held();
        expect(held.legal, `${id} is first offered where it fits`).toBe(true);

        // Once: the turn handle turns it where it lies, and a second time back is not needed.
        if (!handleTurned) {
          const handle = page.getByTestId('turn-handle');
          await expect(handle).toBeVisible();
          const box = await handle.boundingBox();
          expect(box.width).toBeGreaterThanOrEqual(44);
          expect(box.height).toBeGreaterThanOrEqual(44);
          await handle.tap();
          await expect(play.heldPatch).toHaveAttribute('data-orientation', String(rotated(held.orientation)));
          const turned = await play.held();
          expect([turned.row, turned.col, turned.patch]).toEqual([held.row, held.col, held.patch]);
          await expect(play.heldPatch).toHaveAttribute('data-dragging', 'false');
          handleTurned = true;
          held = turned;
        }

        // A legal placement of this orientation, by preference beside the sewn patches, and one of
        // its squares that a finger can reach (not under the turn handle).
        const cells = applyOrientation(patch(id).cells, held.orientation);
        const covered = await play.coveredSquares(player);
        const options = legalAnchors(cells, covered, play.size);
        if (options.length === 0) {
          await page.getByTestId('cancel').tap();
          await play.advance();
          continue;
        }
        const scored = options
          .map((o, i) => ({ ...o, near: Math.max(...o.squares.map((s) => besideCovered(s, covered))), i }))
          .sort((a, b) => b.near - a.near || ((a.i * 7 + step) % 11) - ((b.i * 7 + step) % 11));
        let target = null;
        for (const option of scored.slice(0, 12)) {
          for (const square of option.squares) {
            const finger = await underFinger(play, player, square);
            if (finger.what === 'square' || finger.what === 'held') {
              target = { square, finger };
              break;
            }
          }
          if (target) break;
        }
        expect(target, `a square of a legal place of ${id} that a finger can reach`).not.toBeNull();
        if (target.finger.what === 'held') tappedHeld += 1;
        await page.touchscreen.tap(target.finger.x, target.finger.y);
        const [tr, tc] = target.square;
        const where = `${id} tapped on (${tr}, ${tc}) of quilt ${player} (${target.finger.what})`;
        await expect
          .poll(async () => {
            const now = await play.held();
            return placedCells(patch(id).cells, now.orientation, [now.row, now.col]).some(([r, c]) => r === tr && c === tc);
          }, { message: `${where}: the held patch covers the tapped square` })
          .toBe(true);
        const last = await play.held();
        expect(last.orientation, `${where}: a tap never turns`).toBe(held.orientation);
        expect(last.legal, `${where}: a legal placement covers it, so it fits`).toBe(true);
        await expect(play.message).toContainText(`Row ${last.row + 1}, column ${last.col + 1}: it fits.`);

        // Place sews it where it was last seen.
        await page.getByTestId('place').tap();
        await expect(play.heldPatchOf(id)).toHaveCount(0);
        const sewn = sortCells(placedCells(patch(id).cells, last.orientation, [last.row, last.col]));
        await expect.poll(() => play.squaresOf(player, id), { message: `${where}: sewn where shown` }).toEqual(sewn);
        placed += 1;
      }
      console.log(`${screen.width}×${screen.height}: ${placed} patches placed by tap (${tappedHeld} taps on the held patch)`);
      expect(handleTurned).toBe(true);
      expect(placed).toBeGreaterThanOrEqual(8);
    });
  });
}

/** Whether some placement of `cells` (oriented) with its box on a `size` quilt covers `[row, col]`. */
function coverable(cells, [row, col], size) {
  const [h, w] = [Math.max(...cells.map((c) => c[0])) + 1, Math.max(...cells.map((c) => c[1])) + 1];
  return cells.some(([r, c]) => row - r >= 0 && col - c >= 0 && row - r + h <= size && col - c + w <= size);
}

/** The turn handle's box and every quilt square's box of `player`'s quilt, in viewport pixels. */
async function handleAndSquares(page, player) {
  return page.evaluate((quilt) => {
    const box = (el) => {
      const r = el.getBoundingClientRect();
      return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
    };
    const handle = document.querySelector('[data-testid=turn-handle]');
    const squares = [...document.querySelectorAll(`[data-testid=${quilt}] [data-testid=quilt-square]`)].map((s) => ({
      row: Number(s.getAttribute('data-row')),
      col: Number(s.getAttribute('data-col')),
      ...box(s),
    }));
    return { handle: handle && box(handle), squares, window: { width: innerWidth, height: innerHeight } };
  }, `quilt-${player}`);
}

for (const screen of AROUND) {
  for (const face of screen.width === 768 ? [false, true] : [false]) {
    test.describe(`${screen.width}×${screen.height}${face ? ', facing' : ''}`, () => {
      test.use({
        viewport: { width: screen.width, height: screen.height },
        hasTouch: true,
        isMobile: screen.isMobile,
        deviceScaleFactor: screen.deviceScaleFactor,
      });

      test('a tap on any square around the held patch that it does not cover moves it there, never turns it', async ({ page }) => {
        test.setTimeout(150_000);
        const play = new GamePage(page);
        if (face) {
          // Player 1 advances: player 2, whose quilt faces them, is to move.
          await page.goto('./?seed=11&game=classic&face=1');
          await expect(play.turnBanner).toBeVisible();
          await play.advance();
          await expect(play.turnBanner).toHaveAttribute('data-player', '2');
        } else {
          await play.open({ seed: 11 });
        }
        const player = await play.playerToMove();
        const size = play.size;
        let taps = 0;
        for (const nth of [0, 1]) {
          const card = play.circle.locator('[data-testid=circle-patch][data-takeable=true]').nth(nth);
          const id = await card.getAttribute('data-patch');
          const at = await play.hitPoint(card);
          await page.touchscreen.tap(at.x, at.y);
          await expect(play.heldPatch).toHaveAttribute('data-patch', id);
          for (const start of [
            [4, 4],
            [0, size - 1],
            [size - 1, 0],
          ]) {
            // (A square under the handle is one the patch covers already: no need to tap it.)
            const to = await underFinger(play, player, start);
            if (to.what !== 'handle') await page.touchscreen.tap(to.x, to.y);
            await play.settle();
            const held = await play.held();
            const cells = applyOrientation(patch(id).cells, held.orientation);
            const covers = placedCells(patch(id).cells, held.orientation, [held.row, held.col]);
            const key = (r, c) => `${r},${c}`;
            const mine = new Set(covers.map(([r, c]) => key(r, c)));
            expect(mine.has(key(...start)), `${id} brought over (${start})`).toBe(true);
            const where = `${id} (orientation ${held.orientation}) at (${held.row}, ${held.col})`;

            // The handle: over the middle of none of the squares the patch leaves uncovered,
            // inside the window, 44 pixels both ways.
            await expect(page.getByTestId('turn-handle')).toBeVisible();
            const { handle, squares, window } = await handleAndSquares(page, player);
            const over = squares
              .filter((s) => !mine.has(key(s.row, s.col)))
              .filter((s) => {
                const [x, y] = [(s.left + s.right) / 2, (s.top + s.bottom) / 2];
                const [cx, cy] = [(handle.left + handle.right) / 2, (handle.top + handle.bottom) / 2];
                return Math.hypot(x - cx, y - cy) <= (handle.right - handle.left) / 2;
              })
              .map((s) => key(s.row, s.col));
            expect(over, `${where}: the handle lies over the middle of uncovered squares`).toEqual([]);
            expect(handle.left >= -0.5 && handle.top >= -0.5 && handle.right <= window.width + 0.5 && handle.bottom <= window.height + 0.5, `${where}: handle inside the window`).toBe(true);
            const [w, h] = [handle.right - handle.left, handle.bottom - handle.top];
            expect(Math.min(w, h), `${where}: handle ${w}×${h}`).toBeGreaterThanOrEqual(44);

            // Every square around the patch's box (and inside it) that the patch leaves uncovered.
            const rows = covers.map(([r]) => r);
            const cols = covers.map(([, c]) => c);
            const around = [];
            for (let r = Math.min(...rows) - 1; r <= Math.max(...rows) + 1; r += 1) {
              for (let c = Math.min(...cols) - 1; c <= Math.max(...cols) + 1; c += 1) {
                if (r >= 0 && c >= 0 && r < size && c < size && !mine.has(key(r, c))) around.push([r, c]);
              }
            }
            expect(around.length).toBeGreaterThan(3);
            for (const target of around) {
              await play.arrowHeldTo([held.row, held.col]);
              const finger = await underFinger(play, player, target);
              const tapped = `${where}, tapped (${target})`;
              expect(finger.what, `${tapped}: under the finger`).not.toBe('handle');
              await page.touchscreen.tap(finger.x, finger.y);
              await play.settle();
              taps += 1;
              const now = await play.held();
              expect(now.orientation, `${tapped}: a tap never turns`).toBe(held.orientation);
              const covered = placedCells(patch(id).cells, now.orientation, [now.row, now.col]).some(
                ([r, c]) => r === target[0] && c === target[1],
              );
              // On an empty quilt every placement is legal: the patch covers the square whenever
              // this orientation can (not always in a quilt's corner).
              expect(covered, `${tapped}: now at (${now.row}, ${now.col})`).toBe(coverable(cells, target, size));
            }
          }
          await page.getByTestId('cancel').tap();
          await expect(play.heldPatch).toHaveCount(0);
        }
        console.log(`${screen.width}×${screen.height}${face ? ' facing' : ''}: ${taps} taps around the held patch`);
      });
    });
  }
}

// A tap anywhere on an offered card picks its patch up: on its drawing, on its cost, time and
// income (which once caught a touch near the card's middle and did nothing), by a finger on
// phones and by the mouse on a laptop.
for (const screen of [
  { width: 360, height: 640, isMobile: true, hasTouch: true },
  { width: 390, height: 844, isMobile: true, hasTouch: true },
  { width: 1366, height: 768, isMobile: false, hasTouch: false },
]) {
  test(`${screen.width}×${screen.height}: a ${screen.hasTouch ? 'tap' : 'click'} on any part of an offered card picks its patch up`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: screen.width, height: screen.height }, isMobile: screen.isMobile, hasTouch: screen.hasTouch });
    const page = await context.newPage();
    const play = new GamePage(page);
    for (const seed of [3, 7]) {
      await play.open({ seed });
      const cards = page.locator('[data-testid=circle-patch][data-offered=true][data-takeable=true]');
      const count = await cards.count();
      expect(count).toBeGreaterThan(0);
      for (let i = 0; i < count; i += 1) {
        const card = cards.nth(i);
        const id = await card.getAttribute('data-patch');
        const group = card.locator('xpath=..');
        for (const part of ['patch-income', 'patch-cost', 'patch-time', 'circle-patch']) {
          // The income is a text of its own; the cost and the time each a group with its text.
          const target = part === 'circle-patch' ? card : group.locator(`text[data-testid=${part}], [data-testid=${part}] text`);
          const box = await target.first().boundingBox();
          const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
          if (screen.hasTouch) await page.touchscreen.tap(x, y);
          else await page.mouse.click(x, y);
          const held = page.getByTestId('held-patch');
          await expect(held, `seed ${seed}, ${id}: ${part}`).toHaveAttribute('data-patch', id);
          await page.getByTestId('cancel').click();
          await expect(held).toHaveCount(0);
        }
      }
    }
    await context.close();
  });
}
