// The guided first game (e2e/README.md, "The guided first game"): from the new-game screen,
// `learn` opens the lesson; a learner who only does what each step asks, acting on the ringed
// elements (`data-tutorial-target="true"`) or the card's own buttons, meets every topic once, in
// the README's order, and each topic happens in the game (income paid, a leather patch sewn on,
// the bonus tile won, the result shown); `done` offers a real game against the computer.
// Walked by touch at 390×844 and by mouse at 1024×768 in English, French and Polish, by the
// keyboard alone at 1366×768; leaving and reopening (and reloading) resumes at the same step;
// axe finds nothing on the lesson's card and with a patch held. At every first-seen step the
// card lies inside the viewport and none of its words overflows (`textMisfits`).
// LESSON_SHOTS=1 saves a screenshot of each first-seen step of the 390×844 French and the
// 1024×768 Polish walks under /tmp/lesson-shots/.
import { test, expect } from '@playwright/test';
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { GamePage, mouseDriver } from './pages/game-page.mjs';
import { patch } from './lib/patches.mjs';
import { keysTo, mirrored, orientationsFor, placedCells, rotated, sortCells, anchorOf } from './lib/orientation.mjs';
import { textMisfits } from './lib/text-fit.mjs';
import { hitPointIn } from './lib/hit.mjs';
import { tableStill } from './lib/fit.mjs';

const TOPICS = ['circle', 'price', 'take', 'turn', 'mirror', 'place', 'next-player', 'income', 'again', 'advance', 'leather', 'bonus', 'end'];
const TELLING = new Set(['circle', 'price', 'next-player', 'income', 'again', 'bonus', 'end']);
const SHOTS = '/tmp/lesson-shots';
/** The computer's turn: worker start, thinking, its patch's flight, on a busy machine. */
const COMPUTER_MS = 60_000;

test.describe.configure({ timeout: 300_000 });

// ---- reading the page -----------------------------------------------------------------------

/** The step, what is held and both players' numbers: changes whenever the lesson moves on. */
function readState() {
  const one = (s) => document.querySelector(s);
  const held = one('[data-testid=held-patch]');
  const number = (v) => (v === null || v === '' ? null : Number(v));
  return {
    step: one('[data-testid=tutorial-step]')?.getAttribute('data-step') ?? null,
    held: held
      ? {
          patch: held.getAttribute('data-patch'),
          orientation: number(held.getAttribute('data-orientation')),
          row: number(held.getAttribute('data-anchor-row')),
          col: number(held.getAttribute('data-anchor-col')),
          legal: held.getAttribute('data-legal') === 'true',
        }
      : null,
    empty: [1, 2].map((p) => number(one(`[data-testid=quilt-${p}]`)?.getAttribute('data-empty'))),
    spaces: [1, 2].map((p) => number(one(`[data-testid=time-token-${p}]:not([data-testid=how-to] *)`)?.getAttribute('data-space'))),
    buttons: [1, 2].map((p) => number(one(`[data-testid=buttons-${p}]`)?.textContent.trim() ?? null)),
    toMove: number(one('[data-testid=turn-banner]')?.getAttribute('data-player') ?? null),
    over: !!one('[data-testid=game-over], [data-testid=winner]'),
  };
}

/** Everything ringed now, as `{ testid, patch, offered, row, col, quilt }`. */
function readRinged() {
  return [...document.querySelectorAll('[data-tutorial-target=true]')].map((el) => ({
    testid: el.getAttribute('data-testid'),
    patch: el.getAttribute('data-patch'),
    offered: el.getAttribute('data-offered'),
    row: el.hasAttribute('data-row') ? Number(el.getAttribute('data-row')) : null,
    col: el.hasAttribute('data-col') ? Number(el.getAttribute('data-col')) : null,
    quilt: el.closest('[data-testid=quilt-1], [data-testid=quilt-2]')?.getAttribute('data-testid') ?? null,
  }));
}

const sig = (s) => JSON.stringify(s);

/** The squares the held patch covers now, sorted, or null. */
function heldCells(held) {
  if (!held || held.row === null || held.patch === 'leather') return held?.patch === 'leather' ? [[held.row, held.col]] : null;
  return placedCells(patch(held.patch).cells, held.orientation, [held.row, held.col]);
}

/** The card's text misfits (pieces named `tutorial…` or `learn`). */
async function cardMisfits(page) {
  return (await textMisfits(page)).filter((line) => /^(tutorial[\w-]*|learn) "/.test(line));
}

/** A point of `locator`'s box that hits it (or, with `through`, an element matching `through`),
 * never one on the held patch's turn handle. */
const hitPointOf = (locator, through = null) => hitPointIn(locator, { through, skip: '[data-testid=turn-handle]' });

// ---- the walk -------------------------------------------------------------------------------

/**
 * Walks the lesson from the new-game screen of `lang`, doing only what each step asks:
 * `input` is `touch` (taps), `mouse` (clicks, the first placement by a drag) or `keyboard`.
 * `hooks.first(step, walk)` runs at each first-seen step before it is acted on; `until` stops
 * the walk at that step (first seen) without acting on it; `checks: false` leaves out the
 * card's and the topics' checks (for a test of something else). Returns what the walk saw.
 */
async function walkLesson(page, { lang, input, shots = false, hooks = {}, until = null, checks = true }) {
  const viewport = page.viewportSize();
  const where = `${viewport.width}×${viewport.height} ${lang} ${input}`;
  const game = new GamePage(page);
  const card = page.getByTestId('tutorial');
  const stepEl = page.getByTestId('tutorial-step');
  const state = () => page.evaluate(readState);
  const ringed = () => page.evaluate(readRinged);
  const walk = { where, topics: [], seen: [], moves: 0, movesAt: {}, turnsAtPlay: 0, keyPresses: 0, closedResult: null, log: [] };
  if (shots) mkdirSync(SHOTS, { recursive: true });

  const press = async (locator) => {
    if (input === 'touch') await locator.tap();
    else if (input === 'mouse') await locator.click();
    else throw new Error('press by keyboard: use focusAndPress');
  };
  const pointerAt = async ({ x, y }) => {
    if (input === 'touch') await page.touchscreen.tap(x, y);
    else await page.mouse.click(x, y);
  };

  /** Tab (then Shift+Tab) until the focus is on an element `matches` accepts; then `key`. */
  const focusAndPress = async (selector, key = 'Enter') => {
    const focused = () =>
      page.evaluate((s) => {
        const el = document.activeElement;
        return !!el && el !== document.body && el.matches(s);
      }, selector);
    if (!(await focused())) {
      let found = false;
      for (const tab of ['Tab', 'Shift+Tab']) {
        for (let i = 0; i < 80 && !found; i += 1) {
          await page.keyboard.press(tab);
          walk.keyPresses += 1;
          found = await focused();
        }
        if (found) break;
      }
      expect(found, `${where}: the keyboard reaches ${selector} with Tab or Shift+Tab`).toBe(true);
    }
    await page.keyboard.press(key);
    walk.keyPresses += 1;
  };

  /** Waits until the lesson's state differs from `before`. */
  const changed = async (before, what, timeout = 15_000) => {
    await expect
      .poll(async () => sig(await state()), { message: `${where}: ${what} moves the lesson on`, timeout })
      .not.toBe(sig(before));
    return state();
  };

  /** Turns the held patch (with ringed buttons or keys) so that it lies as `cells` do. */
  const turnTo = async (cells) => {
    const held = (await state()).held;
    const targets = orientationsFor(patch(held.patch).cells, cells);
    expect(targets.length, `${where}: the outline is a shape of ${held.patch}`).toBeGreaterThan(0);
    let o = held.orientation;
    for (const key of keysTo(o, targets)) {
      if (input === 'keyboard') await page.keyboard.press(key === 'R' ? 'r' : 'f');
      else await press(page.getByTestId(key === 'R' ? 'rotate' : 'mirror'));
      o = key === 'R' ? rotated(o) : mirrored(o);
      await expect(game.heldPatch).toHaveAttribute('data-orientation', String(o));
      walk.turnsAtPlay += 1;
    }
  };

  /** Puts the held patch on the ringed outline `cells` (by a tap, a drag or the arrows) and sews it. */
  const placeOn = async (cells, { drag = false } = {}) => {
    const held = (await state()).held;
    const id = held.patch;
    if (input === 'keyboard') {
      await game.arrowHeldTo(anchorOf(cells));
    } else if (drag) {
      // Press on the held patch itself and drag it onto the outline.
      const start = await hitPointOf(game.heldPatch);
      expect(start, `${where}: a point of the held patch to press on`).not.toBeNull();
      const mouse = mouseDriver(page);
      await mouse.down(start);
      await mouse.move({ x: start.x + 14, y: start.y + 14 });
      await expect(game.heldPatch).toHaveAttribute('data-dragging', 'true');
      await game.dragHeldTo(1, anchorOf(cells), mouse);
      await expect(game.heldPatch).toHaveAttribute('data-legal', 'true');
      expect(heldCells((await state()).held), `${where}: dragged onto the outline`).toEqual(cells);
      await mouse.up();
      await expect(game.heldPatchOf(id)).toHaveCount(0);
      return;
    } else {
      // A tap on a ringed square: the held patch then lies on the outline.
      let point = null;
      for (const [row, col] of cells) {
        point = await hitPointOf(game.square(1, [row, col]), '[data-testid=held-patch]');
        if (point) break;
      }
      expect(point, `${where}: a ringed square can be reached by the pointer`).not.toBeNull();
      await pointerAt(point);
    }
    await expect
      .poll(async () => heldCells((await state()).held), { message: `${where}: the held ${id} lies on the outline` })
      .toEqual(cells);
    await expect(game.heldPatch).toHaveAttribute('data-legal', 'true');
    if (input === 'keyboard') await page.keyboard.press('Enter');
    else await press(page.getByTestId('place'));
    await expect(game.heldPatchOf(id)).toHaveCount(0);
  };

  /** The card in sight, its words inside it, what it rings not under it (soft: a fault is reported, the walk goes on). */
  const checkCard = async (step) => {
    // Measured once the table holds still and the page has drawn (and fitted) the card.
    await tableStill(page).catch(() => {});
    await game.settle();
    await expect(card).toBeVisible();
    const box = await card.boundingBox();
    const inside = box.x >= -1 && box.y >= -1 && box.x + box.width <= viewport.width + 1 && box.y + box.height <= viewport.height + 1;
    expect.soft(inside, `${where} at ${step}: the card ${JSON.stringify(box)} lies inside the viewport`).toBe(true);
    const misfits = await cardMisfits(page);
    expect.soft(misfits, `${where} at ${step}: the card's words fit`).toEqual([]);
    // What the step points at is in sight, not under the card.
    const hidden = await page.evaluate(() =>
      [...document.querySelectorAll('[data-tutorial-target=true]')]
        .filter((el) => {
          const r = el.getBoundingClientRect();
          const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
          return !!hit?.closest('[data-testid=tutorial]') && !el.closest('[data-testid=tutorial]');
        })
        .map((el) => el.getAttribute('data-testid')),
    );
    expect.soft(hidden, `${where} at ${step}: no ringed element lies under the card`).toEqual([]);
    if (misfits.length > 0 || hidden.length > 0 || !inside) {
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: `${SHOTS}/fault-${viewport.width}x${viewport.height}-${lang}-${input}-${step}.png` });
    }
  };

  // The new-game screen.
  await page.goto(`./?lang=${lang}`);
  await expect(page.getByTestId('new-game')).toBeVisible();
  const learn = page.getByTestId('learn');
  await expect(learn).toBeVisible();
  if (checks) expect.soft(await cardMisfits(page), `${where}: new-game screen, learn's words fit`).toEqual([]);
  if (input === 'keyboard') await focusAndPress('[data-testid=learn]');
  else await press(learn);
  await expect(stepEl).toBeAttached();
  await watchToasts(page);

  let placedOnce = false;
  let last = null;
  for (let i = 0; i < 600; i += 1) {
    const now = await state();
    const step = now.step;
    expect(step, `${where}: the lesson's card is shown`).not.toBeNull();
    if (step !== walk.seen.at(-1)) walk.seen.push(step);
    const first = !walk.topics.includes(step) && TOPICS.includes(step);
    if (first || (step === 'done' && !walk.topics.includes('done'))) {
      walk.topics.push(step);
      walk.movesAt[step] = walk.moves;
      if (checks) await checkCard(step);
      if (shots) await page.screenshot({ path: `${SHOTS}/${viewport.width}x${viewport.height}-${lang}-${String(walk.topics.length).padStart(2, '0')}-${step}.png` });
      if (checks) await checkTopic(page, step, now, last, walk);
      if (hooks.first) await hooks.first(step, walk);
      if (step === until) return walk;
    }
    const rings = await ringed();
    walk.log.push(`${step} ${rings.map((r) => r.testid + (r.patch ? ':' + r.patch : '') + (r.row !== null ? `@${r.row},${r.col}` : '')).join(' ')}`);
    last = now;

    if (step === 'done') {
      await expect(page.getByTestId('tutorial-play')).toHaveAttribute('data-tutorial-target', 'true');
      if (input === 'keyboard') await focusAndPress('[data-testid=tutorial-play]');
      else await press(page.getByTestId('tutorial-play'));
      break;
    }
    if (step === 'wait') {
      await expect
        .poll(async () => (await state()).step, { message: `${where}: the computer moves by itself`, timeout: COMPUTER_MS })
        .not.toBe('wait');
      continue;
    }
    if (TELLING.has(step)) {
      const next = page.getByTestId('tutorial-next');
      await expect(next).toBeVisible();
      if (step === 'end') {
        // The result's dialog may lie over the card: close it first.
        const reachable = await hitPointOf(next);
        if (input === 'keyboard') {
          const inDialog = await page.evaluate(() => !!document.activeElement?.closest('[data-testid=game-over]'));
          walk.atEnd = await page.evaluate(() => ({
            focus: document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.tagName,
            dialogs: document.querySelectorAll('[data-testid=game-over]').length,
          }));
          if (inDialog) {
            walk.closedResult = 'Escape';
            await page.keyboard.press('Escape');
            await expect(page.getByTestId('game-over')).toHaveCount(0);
          }
        } else if (!reachable) {
          walk.closedResult = 'game-over-close';
          await press(page.getByTestId('game-over-close').first());
          await expect(page.getByTestId('game-over')).toHaveCount(0);
        }
      }
      if (input === 'keyboard') await focusAndPress('[data-testid=tutorial-next]');
      else await press(next);
      await changed(now, `tutorial-next at ${step}`);
      continue;
    }
    // Steps that ask for a move: act on what is ringed.
    const cards = rings.filter((r) => r.testid === 'circle-patch');
    const squares = sortCells(rings.filter((r) => r.testid === 'quilt-square' && r.quilt === 'quilt-1').map((r) => [r.row, r.col]));
    const ringedIds = new Set(rings.map((r) => r.testid));
    if (step === 'turn' || step === 'mirror') {
      const button = step === 'turn' ? 'rotate' : 'mirror';
      expect(ringedIds.has(button), `${where} at ${step}: ${button} is ringed (${[...ringedIds]})`).toBe(true);
      if (input === 'keyboard') await page.keyboard.press(step === 'turn' ? 'r' : 'f');
      else await press(page.getByTestId(button));
      await changed(now, `${button} at ${step}`);
      continue;
    }
    if (cards.length === 1 && !now.held && (step === 'take' || step === 'play')) {
      const locator = game.circlePatch(cards[0].patch);
      if (input === 'keyboard') await focusAndPress(`[data-testid=circle-patch][data-patch="${cards[0].patch}"]`);
      else await press(locator);
      await expect(game.heldPatch).toHaveAttribute('data-patch', cards[0].patch);
      await changed(now, `taking ${cards[0].patch} at ${step}`);
      continue;
    }
    if (ringedIds.has('advance') && (step === 'advance' || step === 'play')) {
      if (input === 'keyboard') await focusAndPress('[data-testid=advance]');
      else await press(page.getByTestId('advance'));
      walk.moves += 1;
      await changed(now, `advance at ${step}`);
      continue;
    }
    if (now.held?.patch === 'leather' && squares.length === 1 && (step === 'leather' || step === 'play')) {
      const [cell] = squares;
      if (input === 'keyboard') {
        await game.arrowHeldTo(cell);
        await page.keyboard.press('Enter');
      } else {
        const point = await hitPointOf(game.square(1, cell), '[data-testid=held-patch]');
        expect(point, `${where} at ${step}: the ringed square ${cell} can be reached`).not.toBeNull();
        await pointerAt(point);
      }
      await expect(game.square(1, cell)).toHaveAttribute('data-patch', 'leather');
      if (step === 'leather') walk.leatherAt = cell;
      walk.moves += 1;
      await changed(now, `the leather patch at ${step}`);
      continue;
    }
    if (now.held && squares.length > 1 && (step === 'place' || step === 'play')) {
      const id = now.held.patch;
      if (step === 'place') {
        expect(orientationsFor(patch(id).cells, squares), `${where}: turned and mirrored, ${id} lies as the outline`).toContain(
          now.held.orientation,
        );
      } else {
        await turnTo(squares);
      }
      await placeOn(squares, { drag: input === 'mouse' && !placedOnce });
      placedOnce = true;
      await expect.poll(() => game.squaresOf(1, id), { message: `${where}: ${id} sewn on the outline` }).toEqual(squares);
      if (step === 'place') walk.placed = { id, squares };
      walk.moves += 1;
      await changed(now, `placing ${id} at ${step}`);
      continue;
    }
    throw new Error(
      `${where}: no way to do step ${step} with ${JSON.stringify(rings)} ringed (held ${JSON.stringify(now.held)}); before: ${walk.log.slice(-6).join(' | ')}`,
    );
  }
  expect(walk.topics.at(-1), `${where}: the walk ends at done`).toBe('done');
  walk.press = async (testid) => {
    if (input === 'keyboard') await focusAndPress(`[data-testid=${testid}]`);
    else await press(page.getByTestId(testid));
  };
  return walk;
}

/** Keeps, in the page, every `event-toast`'s `data-event` seen since (again after a reload). */
async function watchToasts(page) {
  await page.evaluate(() => {
    window.__toasts = window.__toasts ?? [];
    const seen = new WeakSet();
    const look = () => {
      for (const t of document.querySelectorAll('[data-testid=event-toast]')) {
        if (!seen.has(t)) {
          seen.add(t);
          window.__toasts.push(t.getAttribute('data-event'));
        }
      }
    };
    look();
    new MutationObserver(look).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-event'] });
  });
}

/** What shows that `step`, just first seen in state `now` (`before`: the state a step earlier), happened. */
async function checkTopic(page, step, now, before, walk) {
  const where = `${walk.where} at ${step}`;
  const rings = await page.evaluate(readRinged);
  const ids = rings.map((r) => r.testid);
  const target = await page.getByTestId('tutorial').getAttribute('data-target');
  const count = (id) => ids.filter((x) => x === id).length;
  const soft = expect.soft;
  switch (step) {
    case 'circle':
      soft(rings.filter((r) => r.testid === 'circle-patch' && r.offered === 'true').length, `${where}: the three offered cards ringed (${ids})`).toBe(3);
      break;
    case 'price':
      soft(count('patch-cost'), `${where}: the suggested card's patch-cost ringed (ringed: ${ids}; data-target ${target})`).toBe(1);
      soft(count('patch-time'), `${where}: the suggested card's patch-time ringed (ringed: ${ids}; data-target ${target})`).toBe(1);
      break;
    case 'take':
      soft(count('circle-patch'), `${where}: one card ringed (${ids})`).toBe(1);
      break;
    case 'turn':
      soft(now.held?.orientation, `${where}: the patch held upright`).toBe(0);
      soft(ids, `${where}: rotate ringed`).toEqual(['rotate']);
      break;
    case 'mirror':
      soft(now.held?.orientation % 4, `${where}: the patch turned`).not.toBe(0);
      soft(ids, `${where}: mirror ringed`).toEqual(['mirror']);
      break;
    case 'place':
      soft(now.held?.orientation, `${where}: turned and mirrored`).toBeGreaterThanOrEqual(4);
      soft(count('quilt-square'), `${where}: the outline ringed`).toBeGreaterThan(1);
      break;
    case 'next-player':
      // The learner's token went past the computer's: the computer moves next.
      soft(now.spaces[0], `${where}: the learner's token ahead`).toBeGreaterThan(now.spaces[1]);
      soft(count('time-token-1') + count('time-token-2'), `${where}: both tokens ringed (${ids})`).toBe(2);
      break;
    case 'income': {
      const toasts = await page.evaluate(() => window.__toasts ?? []);
      const rose = before && now.buttons[0] > before.buttons[0];
      soft(toasts.includes('income') || rose, `${where}: an income toast (${toasts}) or buttons-1 rose (${before?.buttons[0]} → ${now.buttons[0]})`).toBe(true);
      soft(ids, `${where}: buttons-1 ringed`).toEqual(['buttons-1']);
      break;
    }
    case 'again':
      // Still behind (or level, having arrived last... on top) after a move: the learner again.
      soft(now.spaces[0], `${where}: the learner's token not ahead`).toBeLessThanOrEqual(now.spaces[1]);
      if (now.toMove !== null) soft(now.toMove, `${where}: the learner to move again`).toBe(1);
      soft(count('time-token-1') + count('time-token-2'), `${where}: both tokens ringed (${ids})`).toBe(2);
      break;
    case 'advance':
      soft(ids, `${where}: advance ringed`).toEqual(['advance']);
      break;
    case 'leather':
      soft(now.held?.patch, `${where}: a leather patch held`).toBe('leather');
      soft(count('quilt-square'), `${where}: one square ringed`).toBe(1);
      break;
    case 'bonus': {
      const held = await page.getByTestId('bonus-held-1').count();
      soft(held, `${where}: the bonus tile is player 1's (bonus-held-1)`).toBeGreaterThan(0);
      soft(count('bonus-tile') + count('bonus-held-1'), `${where}: the bonus tile ringed (ringed: ${ids}; data-target ${target}; bonus-tile elements: ${await page.getByTestId('bonus-tile').count()})`).toBeGreaterThan(0);
      break;
    }
    case 'end':
      soft(now.over, `${where}: game-over or winner shown`).toBe(true);
      soft(count('final-1') + count('final-2'), `${where}: final-1 and final-2 ringed (${ids})`).toBeGreaterThanOrEqual(2);
      break;
    case 'done':
      soft(ids, `${where}: tutorial-play ringed`).toEqual(['tutorial-play']);
      break;
    default:
      break;
  }
  // A told step after a leather patch sewn on: it stays on quilt-1.
  if (walk.leatherAt && step !== 'leather') {
    await expect(page.getByTestId('quilt-1').locator(`[data-testid=quilt-square][data-row="${walk.leatherAt[0]}"][data-col="${walk.leatherAt[1]}"]`)).toHaveAttribute('data-patch', 'leather');
  }
}

/**
 * After `done`'s button: a real game against the computer (easy), no lesson card. The game is
 * saved once it has an action: the learner advances (`advance` pressed by `press`), the meta
 * entry then names the seats, and the computer answers by itself.
 */
async function expectRealGame(page, where, press) {
  await expect(page.getByTestId('tutorial')).toHaveCount(0);
  await expect(page.getByTestId('tutorial-step')).toHaveCount(0);
  await expect(page.getByTestId('turn-banner')).toHaveAttribute('data-player', '1');
  await expect
    .poll(() => new URL(page.url()).searchParams.get('id') ?? 'none', { message: `${where}: a game of its own (${page.url()})` })
    .not.toMatch(/^(lesson|none)$/);
  const id = new URL(page.url()).searchParams.get('id');
  await press('advance');
  await expect
    .poll(() => page.evaluate((key) => JSON.parse(window.localStorage.getItem(key) ?? 'null')?.seats ?? null, `patchwork:meta:${id}`), {
      message: `${where}: the new game's seats`,
    })
    .toEqual(['person', 'easy']);
  await expect(page.getByTestId('turn-banner')).toHaveAttribute('data-player', '2');
  await expect(page.getByTestId('tutorial')).toHaveCount(0);
}

function expectOrder(walk) {
  expect(walk.topics.filter((s) => s !== 'done'), `${walk.where}: the topics in order (steps seen: ${walk.seen.join(' ')})`).toEqual(TOPICS);
  // Each topic once: never shown again after the steps that followed it.
  for (const topic of TOPICS) expect(walk.seen.filter((s) => s === topic), `${walk.where}: ${topic} comes once`).toHaveLength(1);
  // Within the learner's first 21 moves (the moves made before each topic is first shown).
  expect(Math.max(...Object.values(walk.movesAt)), `${walk.where}: every topic within 21 moves (${JSON.stringify(walk.movesAt)})`).toBeLessThanOrEqual(21);
}

// ---- the walks ------------------------------------------------------------------------------

// The French and Polish walks ask for reduced motion (the computer's moves and the table's
// flights are not animated then), which also keeps the suite short; English walks with them.
const still = (lang) => (lang === 'en' ? {} : { reducedMotion: 'reduce' });
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const LAPTOP = { viewport: { width: 1024, height: 768 } };

for (const lang of ['en', 'fr', 'pl']) {
  test(`390×844 by touch (${lang}): the guided game taught by doing what each step asks`, async ({ browser }) => {
    const context = await browser.newContext({ ...PHONE, ...still(lang) });
    const page = await context.newPage();
    const walk = await walkLesson(page, { lang, input: 'touch', shots: process.env.LESSON_SHOTS === '1' && lang === 'fr' });
    expectOrder(walk);
    await expectRealGame(page, walk.where, walk.press);
    console.log(`${walk.where}: ${walk.seen.length} steps, ${walk.moves} moves, ${walk.turnsAtPlay} turns at play, result closed by ${walk.closedResult}`);
    await context.close();
  });
}

for (const lang of ['en', 'fr', 'pl']) {
  test(`1024×768 by mouse (${lang}): the guided game taught by doing what each step asks${lang === 'en' ? ', left and resumed' : ''}`, async ({ browser }) => {
    const context = await browser.newContext({ ...LAPTOP, ...still(lang) });
    const page = await context.newPage();
    const hooks = {};
    if (lang === 'en') {
      hooks.first = async (step, walk) => {
        if (step !== 'income') return;
        const before = await page.evaluate(readState);
        const squares = await page.getByTestId('quilt-1').locator('[data-testid=quilt-square][data-patch]').count();
        // Leave: the new-game screen; learn: the same step, the same moves.
        await page.getByTestId('tutorial-leave').click();
        await expect(page.getByTestId('new-game')).toBeVisible();
        await expect(page.getByTestId('tutorial')).toHaveCount(0);
        await page.getByTestId('learn').click();
        await expect(page.getByTestId('tutorial-step')).toHaveAttribute('data-step', 'income');
        await expect.poll(() => page.evaluate(readState), { message: 'resumed at the same move' }).toEqual(before);
        expect(await page.getByTestId('quilt-1').locator('[data-testid=quilt-square][data-patch]').count()).toBe(squares);
        // Leave, reload, learn: the same again.
        await page.getByTestId('tutorial-leave').click();
        await expect(page.getByTestId('new-game')).toBeVisible();
        await page.reload();
        await expect(page.getByTestId('new-game')).toBeVisible();
        await page.getByTestId('learn').click();
        await expect(page.getByTestId('tutorial-step')).toHaveAttribute('data-step', 'income');
        await expect.poll(() => page.evaluate(readState), { message: 'resumed after a reload at the same move' }).toEqual(before);
        await watchToasts(page);
        walk.resumed = true;
      };
    }
    const walk = await walkLesson(page, { lang, input: 'mouse', hooks, shots: process.env.LESSON_SHOTS === '1' && lang === 'pl' });
    expectOrder(walk);
    if (lang === 'en') expect(walk.resumed, 'left and resumed at income').toBe(true);
    await expectRealGame(page, walk.where, walk.press);
    console.log(`${walk.where}: ${walk.seen.length} steps, ${walk.moves} moves, ${walk.turnsAtPlay} turns at play, result closed by ${walk.closedResult}`);
    await context.close();
  });
}

test('1366×768 by the keyboard alone (en): the guided game taught', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  const walk = await walkLesson(page, { lang: 'en', input: 'keyboard' });
  expectOrder(walk);
  await expectRealGame(page, walk.where, walk.press);
  console.log(`${walk.where}: ${walk.seen.length} steps, ${walk.moves} moves, ${walk.keyPresses} presses of Tab/Enter, result closed by ${walk.closedResult}, at end ${JSON.stringify(walk.atEnd)}`);
  await context.close();
});

// ---- axe ------------------------------------------------------------------------------------

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const SERIOUS = new Set(['moderate', 'serious', 'critical']);

async function axeViolations(page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE });
  const found = await page.evaluate(async () => (await window.axe.run(document, { resultTypes: ['violations'] })).violations);
  return found.filter((v) => SERIOUS.has(v.impact)).flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')}`));
}

test('axe finds nothing on the lesson: the card at circle, a patch held at place', async ({ browser }) => {
  const context = await browser.newContext({ ...LAPTOP, bypassCSP: true });
  const page = await context.newPage();
  await walkLesson(page, {
    lang: 'en',
    input: 'mouse',
    until: 'place',
    checks: false,
    hooks: {
      first: async (step) => {
        if (step !== 'circle' && step !== 'place') return;
        if (step === 'place') await expect(page.getByTestId('held-patch')).toBeVisible();
        const found = await axeViolations(page);
        console.log(`axe lesson at ${step}: ${found.length} violations`);
        expect(found, `axe on the lesson at ${step}`).toEqual([]);
      },
    },
  });
  await context.close();
});
