// The end of the game: the result panel fits what it holds at every size (long names too), its
// buttons can be reached by a pointer, Undo stays in reach beside it, Export downloads the game,
// and it can be closed to look at the final quilts and brought back.
import { test, expect } from '@playwright/test';
import { SavesPage, GAME_KEY, META_KEY } from './pages/saves-page.mjs';
import { randomRecord, replay } from './lib/cli.mjs';

const SIZES = [
  [1024, 768],
  [768, 1024],
  [1366, 1024],
  [1920, 1080],
  [390, 844],
];
// Names as long as the page keeps them (24 characters).
const NAMES = ['Annabelle Kowalczykowska', 'Bartholomew Quigley-Rees'];
const ID = 'ended-1';
let record;

test.beforeAll(() => {
  record = randomRecord('classic', 12);
  expect(replay(record).finished).toBe(true);
});

/** Opens the finished game with long names (or `names`) at `width`×`height`, in `lang`. */
async function openFinished(page, [width, height], { names = NAMES, lang } = {}) {
  await page.setViewportSize({ width, height });
  const play = new SavesPage(page);
  await play.openNewGame();
  const meta = { names, seats: ['person', 'person'], seed: 12, updated: 1, redo: [] };
  await play.writeStorage({ [GAME_KEY + ID]: JSON.stringify(record), [META_KEY + ID]: JSON.stringify(meta) });
  await page.goto(`./?id=${ID}${lang ? `&lang=${lang}` : ''}`);
  await expect(play.gameOver).toBeVisible();
  return play;
}

/** Boxes of the panel's visible descendants that stick out of it (more than 1 px). */
async function outside(panel) {
  return panel.evaluate((root) => {
    const box = root.getBoundingClientRect();
    const out = [];
    for (const el of root.querySelectorAll('*')) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      if (r.left < box.left - 1 || r.top < box.top - 1 || r.right > box.right + 1 || r.bottom > box.bottom + 1) {
        out.push(`${el.tagName}.${el.className || el.dataset.testid || ''} ${Math.round(r.left)},${Math.round(r.top)}–${Math.round(r.right)},${Math.round(r.bottom)} in ${Math.round(box.left)},${Math.round(box.top)}–${Math.round(box.right)},${Math.round(box.bottom)}`);
      }
    }
    // Content hidden in an inner scroll does not count as fitting either.
    if (root.scrollHeight > root.clientHeight + 1 || root.scrollWidth > root.clientWidth + 1) out.push('the panel scrolls');
    return out;
  });
}

/** Whether a pointer at the middle of `locator` reaches it or something inside it. */
async function reachable(locator) {
  return locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const inView = r.left >= 0 && r.top >= 0 && r.right <= window.innerWidth && r.bottom <= window.innerHeight;
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return inView && !!hit && (hit === el || el.contains(hit));
  });
}

for (const size of SIZES) {
  test(`the result fits and its buttons are reachable at ${size[0]}×${size[1]}`, async ({ page }) => {
    const play = await openFinished(page, size);
    const panel = play.gameOver;
    expect(await outside(panel)).toEqual([]);
    for (const [player, name] of [[1, NAMES[0]], [2, NAMES[1]]]) {
      const card = page.getByTestId(`final-${player}`);
      await expect(card).toHaveAttribute('data-score', String(replay(record).players[player - 1].score));
      // The whole name is the column's title even where it has to be shortened on screen.
      await expect(card).toHaveAttribute('title', name);
    }
    for (const id of ['play-again', 'game-over-export', 'game-over-close', 'undo']) {
      expect(await reachable(page.getByTestId(id)), `${id} reachable`).toBe(true);
    }
  });
}

test('a name of two words is read whole in the result, clear of the close button', async ({ page }) => {
  // The computer's name in French at a phone's width: wider than its column on one line.
  await openFinished(page, [390, 844], { names: ['Ada', 'Ordinateur (facile)'], lang: 'fr' });
  const head = page.getByTestId('final-2');
  await expect(head).toHaveText('Ordinateur (facile)');
  expect(await head.evaluate((th) => th.scrollWidth > th.clientWidth), 'the name is cut short').toBe(false);
  const [name, close] = [await head.boundingBox(), await page.getByTestId('game-over-close').boundingBox()];
  expect(name.y >= close.y + close.height || name.x >= close.x + close.width, 'the close button lies over the name').toBe(true);
});

test('a name of one long word is cut short, its column inside the result', async ({ page }) => {
  const names = ['Annabellekowalczykowska', 'Bartholomewquigleyrees'];
  for (const size of [[390, 844], [1024, 768]]) {
    const play = await openFinished(page, size, { names });
    expect(await outside(play.gameOver), `${size[0]}×${size[1]}`).toEqual([]);
    await expect(page.getByTestId('final-1')).toHaveAttribute('title', names[0]);
  }
});

test('the banner says the game is over in words that fit it, on a tablet in French', async ({ page }) => {
  await openFinished(page, [768, 1024], { lang: 'fr' });
  const banner = page.getByTestId('turn-banner');
  await expect(banner).toHaveText('Partie terminée');
  const spills = await banner.evaluate((el) => el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1);
  expect(spills, 'the words spill out of the banner').toBe(false);
});

test('the result can be closed to see the quilts, and brought back', async ({ page }) => {
  const play = await openFinished(page, [1024, 768]);
  await page.getByTestId('game-over-close').click();
  await expect(play.gameOver).toHaveCount(0);
  // Nothing lies over the final quilts any more.
  for (const player of [1, 2]) expect(await reachable(page.getByTestId(`quilt-${player}`))).toBe(true);
  await page.getByTestId('game-over-open').click();
  await expect(play.gameOver).toBeVisible();
  expect(await outside(play.gameOver)).toEqual([]);
});

test('Export downloads the finished game and Undo takes the last move back', async ({ page }) => {
  const play = await openFinished(page, [1024, 768]);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('game-over-export').click()]);
  expect(download.suggestedFilename()).toBe(`patchwork-classic-${ID}.json`);
  await page.getByTestId('undo').click();
  await expect(play.gameOver).toHaveCount(0);
  await expect(play.turnBanner).toBeVisible();
});

test('New game goes to the new-game screen', async ({ page }) => {
  const play = await openFinished(page, [768, 1024]);
  await page.getByTestId('play-again').click();
  await expect(play.newGame).toBeVisible();
});
