// A phone that reads at a glance (360×640, 390×844 and 412×915, touch, three device pixels a
// CSS pixel; the page's format is `tall`): no mark, leather patch or time token covers the
// middle of a time-board space's number, at the start (both tokens on space 0), after some
// advances and with both tokens on one space mid-game; every circle card shows the button icon
// by its cost and the hourglass by its time; Express's time-board spaces; the new-game screen's
// sticky start button covers no field on first sight; the review panel holds its controls and,
// at a move the computer would not have made, the words of both moves in sight (at 390×844 and
// 360×640); no control lies on another; a held patch that does not fit says why to a screen
// reader where the message box has room for its first sentence only.
// At 360×640 the page is the short phone's (440×782 units, the quilt smaller and its buttons
// beside it), so that the same minimums hold there.
import { test, expect } from '@playwright/test';
import { GamePage } from './pages/game-page.mjs';
import { SavesPage } from './pages/saves-page.mjs';
import { randomRecord, replay } from './lib/cli.mjs';
import { expectFits } from './lib/fit.mjs';
import { mirrored, rotated } from './lib/orientation.mjs';

const PHONES = [
  [360, 640],
  [390, 844],
  [412, 915],
];

/** Every `.space-number` whose middle is not the topmost thing there: `space: what covers it`. */
async function coveredNumbers(page) {
  return page.evaluate(() => {
    const out = [];
    for (const text of document.querySelectorAll('[data-testid=time-space] .space-number')) {
      const r = text.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      if (!hit || !(hit === text || text.contains(hit))) {
        const what = hit?.closest('[data-testid]')?.getAttribute('data-testid') ?? hit?.tagName ?? 'nothing';
        out.push(`${text.textContent}: ${what}`);
      }
    }
    return out;
  });
}

/** Opens the first `count` actions of `record` as a saved game. */
async function openPrefix(page, record, count, id) {
  await new SavesPage(page).openSaved(id, { ...record, actions: record.actions.slice(0, count) });
}

/** The first position of a random game past the start with both tokens on one space. */
function sharedPosition(game, seed) {
  const record = randomRecord(game, seed);
  for (let n = 1; n < record.actions.length; n += 1) {
    const [one, two] = replay(record, n).players.map((p) => p.position);
    if (one === two && one > 0) return { record, count: n, space: one };
  }
  throw new Error(`no shared space in ${game} ${seed}`);
}

for (const [width, height] of PHONES) {
  test.describe(`${width}×${height}`, () => {
    test.use({ viewport: { width, height }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 });

    test('no time-board number is covered, at the start and after moves', async ({ page }) => {
      const play = new GamePage(page);
      for (const game of ['classic', 'express']) {
        await play.open({ seed: 5, game });
        await expect(page.getByTestId('page')).toHaveAttribute('data-format', 'tall');
        expect(await coveredNumbers(page), `${game} at the start`).toEqual([]);
        // Where the page is drawn smaller than its rows of controls were made for (360×640), each
        // control keeps its place's size rather than growing onto its neighbours.
        await expectFits(page, `${game} at the start at ${width}×${height}`);
        for (let i = 1; i <= 4; i += 1) {
          await play.advance();
          await expect(page.getByTestId('time-token-1')).toBeVisible();
          expect(await coveredNumbers(page), `${game} after ${i} advances`).toEqual([]);
        }
      }
    });

    for (const [game, seed] of [
      ['classic', 3],
      ['express', 4],
    ]) {
      test(`no time-board number is covered by two tokens on one space mid-${game}`, async ({ page }) => {
        const { record, count, space } = sharedPosition(game, seed);
        await openPrefix(page, record, count, `read-${game}`);
        await expect(page.getByTestId('time-token-1')).toHaveAttribute('data-space', String(space));
        await expect(page.getByTestId('time-token-2')).toHaveAttribute('data-space', String(space));
        expect(await coveredNumbers(page), `${game}, both on ${space}`).toEqual([]);
      });
    }

    test('every circle card shows its cost and time with their icons', async ({ page }) => {
      const play = new GamePage(page);
      let least = Infinity;
      for (const game of ['classic', 'express']) {
        await play.open({ seed: 5, game });
        const cards = await page.evaluate(() =>
          [...document.querySelectorAll('[data-testid=circle-patch]')].map((card) => {
            const group = card.parentElement;
            const part = (testid, icon) => {
              const g = group.querySelector(`[data-testid=${testid}]`);
              const text = g?.querySelector('text');
              const m = text?.getScreenCTM();
              return {
                icon: !!g?.querySelector(`use.${icon}`),
                px: text ? parseFloat(getComputedStyle(text).fontSize) * Math.hypot(m.a, m.b) : 0,
              };
            };
            return {
              patch: card.getAttribute('data-patch'),
              cost: part('patch-cost', 'button-icon'),
              time: part('patch-time', 'hourglass-icon'),
            };
          }),
        );
        expect(cards.length).toBeGreaterThan(10);
        for (const { patch, cost, time } of cards) {
          expect(cost.icon && time.icon, `${game} card ${patch}: both icons`).toBe(true);
          least = Math.min(least, cost.px, time.px);
          expect(Math.min(cost.px, time.px), `${game} card ${patch}: text px`).toBeGreaterThanOrEqual(11);
        }
      }
      console.log(`${width}×${height}: smallest card number ${least.toFixed(2)} px`);
    });

    test("Express's time-board spaces are large enough to read", async ({ page }) => {
      await new GamePage(page).open({ seed: 5, game: 'express' });
      const sides = await page.evaluate(() =>
        [...document.querySelectorAll('[data-testid=time-space] > rect')].map((r) => {
          const box = r.getBoundingClientRect();
          return Math.min(box.width, box.height);
        }),
      );
      expect(sides).toHaveLength(30);
      const least = Math.min(...sides);
      console.log(`${width}×${height}: smallest Express space ${least.toFixed(2)} px`);
      expect(least).toBeGreaterThanOrEqual(24);
    });

    test('the new-game screen shows every field uncovered on first sight', async ({ page }) => {
      await page.goto('./');
      await expect(page.getByTestId('new-game')).toBeVisible();
      const hidden = await page.evaluate(() => {
        const out = [];
        const form = document.querySelector('[data-testid=new-game]');
        // Nothing in sight lies under the start button (a sticky button would lie over fields).
        const start = form.querySelector('[data-testid=start-game]').getBoundingClientRect();
        const bottom = form.getBoundingClientRect().top + form.clientTop + form.clientHeight;
        for (const el of form.querySelectorAll('legend, label, input, select')) {
          const r = el.getBoundingClientRect();
          const crosses = r.bottom > start.top + 1 && r.top < start.bottom - 1 && r.right > start.left && r.left < start.right;
          if (crosses && r.top < Math.min(window.innerHeight, bottom)) out.push(`${el.tagName} ${el.textContent.trim()} under the start button`);
        }
        const targets = [...form.querySelectorAll('input, select, legend')];
        for (const el of targets) {
          const r = el.getBoundingClientRect();
          const [x, y] = [r.left + r.width / 2, r.top + r.height / 2];
          if (y < 0 || y > Math.min(window.innerHeight, bottom)) continue; // below the fold: seen by scrolling
          const hit = document.elementFromPoint(x, y);
          const own = hit && (hit === el || el.contains(hit) || [...(el.labels ?? [])].some((l) => l.contains(hit)));
          if (!own) out.push(`${el.tagName} ${el.getAttribute('data-testid') ?? el.textContent}: ${hit?.getAttribute('data-testid') ?? hit?.tagName}`);
        }
        return out;
      });
      expect(hidden).toEqual([]);
    });
  });
}

test.describe('the short phone (360×640)', () => {
  test.use({ viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 });

  test('the four buttons stand beside the large quilt, each a finger wide, and each tap does its work', async ({ page }) => {
    await new GamePage(page).open({ seed: 7 });
    await expect(page.getByTestId('page')).toHaveAttribute('data-format', 'tall');
    await page.locator('[data-testid=circle-patch][data-offered=true][data-takeable=true]').first().tap();
    const held = page.getByTestId('held-patch');
    await expect(held).toBeVisible();
    const quilt = await page.getByTestId('quilt-1').boundingBox();
    for (const id of ['rotate', 'mirror', 'place', 'cancel']) {
      const b = await page.getByTestId(id).boundingBox();
      expect(b.x, `${id} at the quilt's right`).toBeGreaterThan(quilt.x + quilt.width);
      expect(b.y >= quilt.y - 1 && b.y + b.height <= quilt.y + quilt.height + 1, `${id} beside the quilt`).toBe(true);
      expect(Math.min(b.width, b.height), `${id}: px`).toBeGreaterThanOrEqual(40);
    }
    // Taps near each button's corner: rotate turns, mirror mirrors, cancel puts it back.
    const corner = async (id) => {
      const b = await page.getByTestId(id).boundingBox();
      await page.touchscreen.tap(b.x + b.width - 6, b.y + b.height - 6);
    };
    const orientation = async () => Number(await held.getAttribute('data-orientation'));
    const before = await orientation();
    await corner('rotate');
    await expect.poll(orientation).toBe(rotated(before));
    await corner('mirror');
    await expect.poll(orientation).toBe(mirrored(rotated(before)));
    await corner('cancel');
    await expect(held).toHaveCount(0);
  });
});

for (const [width, height] of [PHONES[1], PHONES[0]]) test.describe(`the review panel at ${width}×${height}`, () => {
  test.use({ viewport: { width, height }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 });

  test('holds all its controls inside its edge, and the words of both moves in sight', async ({ page }) => {
    test.setTimeout(60_000);
    const record = randomRecord('express', 5);
    await openPrefix(page, record, record.actions.length, 'read-review');
    await expect(page.getByTestId('game-over')).toBeVisible();
    await page.getByTestId('review-open').click();
    const review = page.getByTestId('review');
    await expect(review).toBeVisible();
    await expect(page.getByTestId('review-progress')).toHaveCount(0, { timeout: 40_000 });
    for (const at of ['the end', 'a move before']) {
      if (at === 'a move before') await page.getByTestId('review-previous').click();
      const outside = await page.evaluate(() => {
        const panel = document.querySelector('[data-testid=review]');
        const p = panel.getBoundingClientRect();
        const out = [];
        for (const el of panel.querySelectorAll('button, input')) {
          const r = el.getBoundingClientRect();
          const name = el.getAttribute('data-testid');
          if (r.left < p.left || r.top < p.top || r.right > p.right || r.bottom > p.bottom) {
            out.push(`${name} box ${[r.left, r.top, r.right, r.bottom].map(Math.round)} outside ${[p.left, p.top, p.right, p.bottom].map(Math.round)}`);
          }
          // Its corners inset 1 px (and out of the rounding, which the pointer misses too) and
          // the middles of its edges inset 1 px.
          const c = 1 + 0.3 * (parseFloat(getComputedStyle(el).borderTopLeftRadius) || 0);
          const [mx, my] = [(r.left + r.right) / 2, (r.top + r.bottom) / 2];
          for (const [x, y] of [
            [r.left + c, r.top + c],
            [r.right - c, r.top + c],
            [r.left + c, r.bottom - c],
            [r.right - c, r.bottom - c],
            [mx, r.top + 1],
            [mx, r.bottom - 1],
            [r.left + 1, my],
            [r.right - 1, my],
          ]) {
            const hit = document.elementFromPoint(x, y);
            if (!hit || !(hit === el || el.contains(hit))) {
              out.push(`${name} corner ${Math.round(x)},${Math.round(y)}: ${hit?.tagName}.${hit?.className}`);
            }
          }
        }
        return out;
      });
      expect(outside, `at ${at}`).toEqual([]);
    }
    // At a move the computer would not have made, what was done and what it would have done are
    // both read without scrolling the words.
    let at = Number(await review.getAttribute('data-at'));
    while (at > 0 && !(await page.getByTestId('review-better-words').count())) {
      at -= 1;
      await page.getByTestId('review-previous').click();
      await expect(review).toHaveAttribute('data-at', String(at));
    }
    for (const lang of ['en', 'fr', 'pl']) {
      if (lang !== 'en') {
        // The analysis is saved: the review opens again at once, in another language.
        await page.goto(`./?id=read-review&lang=${lang}`);
        await page.getByTestId('review-open').click();
        await expect(page.getByTestId('review-point')).toHaveCount(Number(await review.getAttribute('data-end')));
        await page.getByTestId('review-slider').fill(String(at));
        await expect(review).toHaveAttribute('data-at', String(at));
      }
      await expect(page.getByTestId('review-better-words')).toBeVisible();
      const cut = await page.evaluate(() => {
        const words = document.querySelector('.review-words');
        const box = words.getBoundingClientRect();
        return ['review-made-words', 'review-better-words'].flatMap((testid) => {
          const r = document.querySelector(`[data-testid=${testid}]`).getBoundingClientRect();
          return words.scrollTop === 0 && r.top >= box.top - 1 && r.bottom <= box.bottom + 1 ? [] : [`${testid} ${Math.round(r.bottom)} > ${Math.round(box.bottom)}`];
        });
      });
      expect(cut, `${lang} at move ${at}`).toEqual([]);
    }
  });
});

test.describe('a held patch that does not fit, at 390×844', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 });

  test('says why to a screen reader, though the message box shows only its first sentence', async ({ page }) => {
    const play = new GamePage(page);
    await play.open({ seed: 11 });
    const takeable = page.locator('[data-testid=circle-patch][data-takeable=true]');
    await takeable.first().tap();
    await play.holding();
    await page.getByTestId('place').tap();
    await expect(page.getByTestId('held-patch')).toHaveCount(0);
    // Advance until player 1, who has a patch sewn on, is to move and can take another.
    while ((await play.playerToMove()) !== 1 || !(await takeable.count())) {
      await page.getByTestId('advance').tap();
      await expect(page.getByTestId('advance')).toBeEnabled();
    }
    await takeable.first().tap();
    await play.holding();
    const [covered] = await play.coveredSquares(1);
    await play.tapSquare(1, [covered.row, covered.col]);
    await expect(page.getByTestId('held-patch')).toHaveAttribute('data-legal', 'false');
    const message = page.getByTestId('message');
    await expect(message).toContainText('it does not fit here. It overlaps a patch already sewn on.');
    // The box has room for the first sentence only; the reason gives way to the eye, not to
    // the ear.
    const shown = await message.locator('.sentence').evaluateAll((all) => all.map((s) => !s.hidden));
    expect(shown).toEqual([true, false]);
    expect(await message.ariaSnapshot()).toContain('It overlaps a patch already sewn on.');
  });
});
