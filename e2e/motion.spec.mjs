// The time board reads as a track, and the pieces move on it: consecutive `time-space`s lie side
// by side along the spiral (each the next square along a row or a column), a token walks there
// space by space after each move and the last patch sewn on glows a moment; every animation ends
// within 600 ms, and none runs for a reader who asks for less motion (`prefers-reduced-motion`).
// The table draws again only what changed: a patch taken moves the circle's cards (their
// elements stay), and a notice laid over the table leaves every element of it as it was.
import { test, expect } from '@playwright/test';
import { GamePage } from './pages/game-page.mjs';
import { SavesPage } from './pages/saves-page.mjs';
import { randomRecord } from './lib/cli.mjs';

for (const [width, height] of [
  [1024, 768],
  [390, 844],
]) {
  test(`${width}×${height}: each time-board space is the next square along the path`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    const play = new GamePage(page);
    for (const game of ['classic', 'express']) {
      await play.open({ seed: 2, game });
      const steps = await page.evaluate(() => {
        const spaces = [...document.querySelectorAll('[data-testid=time-space]')];
        const rect = (space) => space.querySelector('rect').getBoundingClientRect();
        return spaces
          .sort((a, b) => Number(a.dataset.space) - Number(b.dataset.space))
          .map((space, i, all) => {
            const [a, b] = [rect(space), rect(all[(i + 1) % all.length])];
            return { space: Number(space.dataset.space), dx: b.x - a.x, dy: b.y - a.y, side: a.width };
          })
          .slice(0, -1);
      });
      expect(steps.length).toBe(game === 'classic' ? 53 : 29);
      for (const { space, dx, dy, side } of steps) {
        // One step along a row or along a column, a space's side (its gap included) long.
        const along = Math.abs(dx) < 0.5 ? Math.abs(dy) : Math.abs(dy) < 0.5 ? Math.abs(dx) : NaN;
        expect(along / side, `${game}: space ${space} to ${space + 1} (${dx}, ${dy})`).toBeGreaterThan(0.99);
        expect(along / side, `${game}: space ${space} to ${space + 1} (${dx}, ${dy})`).toBeLessThan(1.2);
      }
    }
  });
}

/**
 * Records every CSS animation and transition the page runs to its end from now on, with how long
 * it was set to run: its delay and its duration as the element's computed style declares them
 * when it ends, not a clock read between two events, which a loaded machine stretches. (Not the
 * animation object either: a short one may be over before its start event is handled.)
 */
async function watchMotion(page) {
  await page.evaluate(() => {
    window.__motion = [];
    const seconds = (v) => parseFloat(v) * (v.endsWith('ms') ? 1 : 1000);
    const declared = (e) => {
      const style = getComputedStyle(e.target);
      const animation = e.animationName !== undefined;
      const name = animation ? e.animationName : e.propertyName;
      const list = (v) => v.split(',').map((x) => x.trim());
      const names = list(animation ? style.animationName : style.transitionProperty);
      const i = Math.max(0, names.findIndex((n) => n === name || n === 'all'));
      const at = (v) => seconds(list(v)[i % list(v).length]);
      return {
        name,
        ms: animation ? at(style.animationDuration) + at(style.animationDelay) : at(style.transitionDuration) + at(style.transitionDelay),
      };
    };
    for (const kind of ['animation', 'transition']) {
      document.addEventListener(`${kind}end`, (e) => window.__motion.push(declared(e)), true);
    }
  });
}

/**
 * Waits 800 ms, and then for every animation to have ended (a loaded machine may draw the last
 * frames late): one that never ends fails here.
 */
async function settled(page) {
  await page.waitForTimeout(800);
  await page.waitForFunction(() => document.getAnimations().length === 0, null, { timeout: 5_000 });
}

/**
 * Plays two advances (a walk each), then a record's first patch taken (a walk and a glow), each
 * in a game of its own; what moved in each, and whether anything is still moving at the end.
 */
async function playSome(page, play) {
  const moved = [];
  const SEED = 4;
  await play.open({ seed: SEED, game: 'classic' });
  await watchMotion(page);
  await play.advance();
  // The second advance only once the first walk has ended (if anything walks): a move made
  // during a walk ends it at once (the page acts on the end state), unseen to end.
  await page.waitForFunction(
    () => matchMedia('(prefers-reduced-motion: reduce)').matches || window.__motion.some((m) => m.name === 'walk1'),
  );
  await play.advance();
  await settled(page);
  moved.push(...(await page.evaluate(() => window.__motion)));
  const record = randomRecord('classic', SEED);
  const take = record.actions.findIndex((a) => a.type === 'take');
  await play.open({ seed: SEED, game: 'classic' });
  await watchMotion(page);
  await play.playRecord(record, { upTo: take + 1 });
  await settled(page);
  moved.push(...(await page.evaluate(() => window.__motion)));
  return { moved, running: await page.evaluate(() => document.getAnimations().length) };
}

test('a token walks, the buttons paid fly to the pile, the last patch glows and the circle closes its gap, each within 600 ms', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  const { moved, running } = await playSome(page, new GamePage(page));
  const names = moved.map((m) => m.name);
  expect(names.filter((n) => n.startsWith('walk')).slice(0, 2), 'both tokens walked').toEqual(['walk1', 'walk2']);
  expect(names).toContain('glow');
  // An advance pays a button a space: they fly to the pile, whose count turns over.
  expect(names).toContain('pay');
  expect(names).toContain('roll');
  // A patch taken: the circle turns to the neutral token, each card sliding to its new place.
  expect(names.filter((n) => n === 'transform').length, 'cards slid').toBeGreaterThan(20);
  for (const { name, ms } of moved) expect(ms, name).toBeLessThan(600 + 100);
  expect(running, 'all ended').toBe(0);
});

test('nothing moves for a reader who asks for less motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 1024, height: 768 });
  const { moved, running } = await playSome(page, new GamePage(page));
  expect(moved).toEqual([]);
  expect(running).toBe(0);
});

/** Marks every element of the table's SVG, to tell later which are still the same elements. */
const mark = (page) => page.evaluate(() => document.querySelectorAll('svg.patchwork *').forEach((el) => (el.__kept = true)));
/** How many of `selector`'s elements are marked, and how many there are. */
const kept = (page, selector) =>
  page.evaluate((selector) => {
    const all = [...document.querySelectorAll(selector)];
    return { kept: all.filter((el) => el.__kept).length, of: all.length };
  }, selector);

test('a patch taken and a notice redraw only what changed', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  const play = new GamePage(page);
  const SEED = 4;
  const record = randomRecord('classic', SEED);
  const take = record.actions.findIndex((a) => a.type === 'take');
  await play.open({ seed: SEED, game: 'classic' });
  const before = await play.playRecord(record, { upTo: take });
  await mark(page);
  await play.playAction(record.actions[take], before);
  await expect(page.getByTestId('patch-circle')).toHaveAttribute('data-count', '32');
  // Taking a patch turns the circle round to the neutral token: each card moves, none is new.
  expect(await kept(page, '[data-testid=circle-patch]')).toEqual({ kept: 32, of: 32 });
  await mark(page);
  await new SavesPage(page).importWithInput('bad.json', '{not json');
  await expect(page.getByTestId('notice')).toBeVisible();
  const table = await kept(page, 'svg.patchwork *');
  expect(table.kept, 'elements of the table kept under the notice').toBe(table.of);
});

test('a patch in the hand is lifted off its card, which keeps only its faint drawing', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  const play = new GamePage(page);
  await play.open({ seed: 4, game: 'classic' });
  const card = page.locator('[data-testid=circle-patch][data-takeable=true]').first();
  const id = await card.getAttribute('data-patch');
  // The opacity of the card's drawing (its patch), and the card's own place.
  const look = () => card.evaluate((el) => ({ drawing: getComputedStyle(el.querySelector('g')).opacity, box: el.getBoundingClientRect().toJSON() }));
  const before = await look();
  expect(before.drawing).toBe('1');
  await card.click();
  await expect(play.heldPatch).toHaveAttribute('data-patch', id);
  const held = await look();
  expect(Number(held.drawing)).toBeLessThan(0.5);
  expect(held.box, 'the card stays in its place').toEqual(before.box);
  await page.getByTestId('cancel').click();
  await expect(play.heldPatch).toHaveCount(0);
  expect(await look()).toEqual(before);
});
