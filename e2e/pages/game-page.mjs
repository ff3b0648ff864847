// Page object for the playable page: a player's intents (advance, take a patch and lay it on the
// quilt, place or discard a leather patch) carried out with real pointer, touch and keyboard
// input, and what the page shows read back as plain numbers. Selectors are the data-testid and
// data-* attributes of e2e/README.md only.
import { expect } from '@playwright/test';
import { FirstPage } from './first-page.mjs';
import { replay } from '../lib/cli.mjs';
import { patch, GAMES } from '../lib/patches.mjs';
import { anchorOf, keysTo, mirrored, orientationsFor, rotated, sortCells } from '../lib/orientation.mjs';
import { tableStill } from '../lib/fit.mjs';
import { hitPointIn } from '../lib/hit.mjs';

/** Real mouse input: press, move in small steps (so pointermove events fire), release. */
export function mouseDriver(page) {
  return {
    async down({ x, y }) {
      await page.mouse.move(x, y);
      await page.mouse.down();
    },
    async move({ x, y }) {
      await page.mouse.move(x, y, { steps: 4 });
    },
    async up() {
      await page.mouse.up();
    },
  };
}

/**
 * Real touch input through the DevTools protocol (page.touchscreen can only tap): one finger
 * that goes down, moves in small steps and lifts.
 */
export async function touchDriver(page) {
  const cdp = await page.context().newCDPSession(page);
  let at = null;
  const send = (type, points) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points });
  return {
    async down({ x, y }) {
      at = { x, y };
      await send('touchStart', [{ x, y, id: 1 }]);
    },
    async move({ x, y }) {
      const steps = 4;
      for (let i = 1; i <= steps; i += 1) {
        const p = { x: at.x + ((x - at.x) * i) / steps, y: at.y + ((y - at.y) * i) / steps };
        await send('touchMove', [{ ...p, id: 1 }]);
      }
      at = { x, y };
    },
    async up() {
      await send('touchEnd', []);
      at = null;
    },
  };
}

/** Each player's buttons, space and empty squares, read in the page (see `GamePage.numbers`). */
function readNumbers() {
  return [1, 2].map((player) => {
    const one = (testid) => document.querySelector(`[data-testid=${testid}]`);
    return {
      buttons: Number(one(`buttons-${player}`)?.textContent.trim()),
      position: Number(one(`time-token-${player}`)?.getAttribute('data-space')),
      empty: Number(one(`quilt-${player}`)?.getAttribute('data-empty')),
    };
  });
}

/** The first page's reading of the board, plus a player's intents. */
export class GamePage extends FirstPage {
  /** @param {import('@playwright/test').Page} page */
  constructor(page) {
    super(page);
    this.heldPatch = page.getByTestId('held-patch');
    this.advanceButton = page.getByTestId('advance');
    this.message = page.getByTestId('message');
    this.turnBanner = page.getByTestId('turn-banner');
    this.leatherPrompt = page.getByTestId('leather-prompt');
    this.gameOver = page.getByTestId('game-over');
    this.mouse = mouseDriver(page);
    this.game = 'classic';
  }

  // ---- starting ---------------------------------------------------------------------------

  /** Opens `/?seed=N&game=…&board=…` and waits until the game can be played. */
  async open({ seed, game = 'classic', board } = {}) {
    this.game = game;
    const params = new URLSearchParams({ seed: String(seed), game });
    if (board) params.set('board', board);
    await this.page.goto(`./?${params}`);
    await expect(this.circle).toBeVisible();
    await expect(this.turnBanner).toBeVisible();
  }

  get size() {
    return GAMES[this.game].size;
  }

  // ---- reading the page -------------------------------------------------------------------

  /** The player to move (1 or 2), from the turn banner. */
  async playerToMove() {
    return Number(await this.turnBanner.getAttribute('data-player'));
  }

  circlePatch(id) {
    return this.circle.locator(`[data-testid=circle-patch][data-patch="${id}"]`);
  }

  square(player, [row, col]) {
    return this.quilt(player).locator(`[data-testid=quilt-square][data-row="${row}"][data-col="${col}"]`);
  }

  /** Every covered square of a quilt as `{ row, col, patch }`, row-major. */
  async coveredSquares(player) {
    const covered = await this.quilt(player)
      .locator('[data-testid=quilt-square][data-patch]')
      .evaluateAll((squares) =>
        squares.map((s) => ({
          row: Number(s.getAttribute('data-row')),
          col: Number(s.getAttribute('data-col')),
          patch: s.getAttribute('data-patch'),
        })),
      );
    return covered.sort((a, b) => a.row - b.row || a.col - b.col);
  }

  /** The squares of a quilt covered by one patch (`c17`, `leather`), as sorted [row, col]. */
  async squaresOf(player, id) {
    return (await this.coveredSquares(player)).filter((s) => s.patch === id).map((s) => [s.row, s.col]);
  }

  /**
   * The squares marked as the last patch sewn on (`data-last-move="true"`), as
   * `{ 1: [[row, col], …], 2: […] }`, each list sorted.
   */
  async lastMoveSquares() {
    // One look at the page for both quilts (as `numbers`).
    const marked = await this.page.evaluate(() =>
      [1, 2].map((player) =>
        [...document.querySelectorAll(`[data-testid=quilt-${player}] [data-testid=quilt-square][data-last-move=true]`)].map((s) => [
          Number(s.getAttribute('data-row')),
          Number(s.getAttribute('data-col')),
        ]),
      ),
    );
    return { 1: sortCells(marked[0]), 2: sortCells(marked[1]) };
  }

  /** Buttons, token space and empty squares of each player, as the page shows them. */
  async numbers() {
    // One look at the page, not one round trip per number: whole games ask this after every
    // action.
    return this.page.evaluate(readNumbers);
  }

  /**
   * From now on, the page keeps in `window.__shown` each state of `numbers()` it shows, with
   * the time (`Date.now()`) it first showed it: how soon something reached it, by its own clock.
   */
  async watchNumbers() {
    await this.page.evaluate(`(() => {
      const read = () => JSON.stringify((${readNumbers})());
      window.__shown = [[Date.now(), read()]];
      new MutationObserver(() => {
        const now = read();
        if (now !== window.__shown.at(-1)[1]) window.__shown.push([Date.now(), now]);
      }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    })()`);
  }

  /** When (`Date.now()`, at or after `since`) the page first showed `numbers` (see `watchNumbers`). */
  async shownAt(numbers, since) {
    const want = JSON.stringify(numbers);
    return this.page.evaluate(([want, since]) => window.__shown.find(([t, s]) => t >= since && s === want)?.[0] ?? null, [want, since]);
  }

  /** Everything a refused move must leave alone: numbers, circle, offer and both quilts. */
  async snapshot() {
    return {
      numbers: await this.numbers(),
      circle: await this.circleOrder(),
      offered: await this.offeredPatches(),
      quilts: [await this.coveredSquares(1), await this.coveredSquares(2)],
      toMove: await this.playerToMove(),
    };
  }

  /** The held patch if it is patch `id` (`c17`, `leather`). */
  heldPatchOf(id) {
    return this.page.locator(`[data-testid=held-patch][data-patch="${id}"]`);
  }

  /** The held patch's orientation (0–7) and anchor, or null while nothing is held. */
  async held() {
    // One look at the page, not one round trip per attribute: the arrow-key and tap loops ask
    // this after every step.
    // A patch just picked up is in the page a moment before the page has put it in place and
    // written its anchor and fit (after the drawing): read it once it has, at most a second on.
    return this.page.evaluate(async () => {
      const until = performance.now() + 1_000;
      let held = document.querySelector('[data-testid=held-patch]');
      while (held && !held.hasAttribute('data-anchor-row') && performance.now() < until) {
        await new Promise((resolve) => requestAnimationFrame(resolve));
        held = document.querySelector('[data-testid=held-patch]');
      }
      if (!held) return null;
      const number = (v) => (v === null || v === '' ? null : Number(v));
      return {
        patch: held.getAttribute('data-patch'),
        orientation: number(held.getAttribute('data-orientation')),
        row: number(held.getAttribute('data-anchor-row')),
        col: number(held.getAttribute('data-anchor-col')),
        legal: held.getAttribute('data-legal') === 'true',
      };
    });
  }

  /**
   * `held()` for a step that needs a held patch: a key that picks one up (Enter on a card) is
   * handled a frame or more after the press, so this first waits for it to be in the page.
   */
  async holding() {
    await expect(this.heldPatch).toBeAttached();
    return this.held();
  }

  /** The focused control's `data-testid`, with " takeable" after a card that can be taken. */
  async focused() {
    return this.page.evaluate(() => {
      const el = document.activeElement;
      return el?.getAttribute('data-testid') + (el?.getAttribute('data-takeable') === 'true' ? ' takeable' : '');
    });
  }

  /** Waits until the page has handled the input so far and drawn a frame. */
  async settle() {
    await this.page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
    );
  }

  // ---- geometry ---------------------------------------------------------------------------

  /** The centre of a quilt square in viewport pixels. */
  async squareCentre(player, cell) {
    const box = await this.square(player, cell).boundingBox();
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  }

  /** The side of a quilt square in pixels (from the distance between two squares' boxes). */
  async squareSize(player) {
    const a = await this.square(player, [0, 0]).boundingBox();
    const b = await this.square(player, [1, 1]).boundingBox();
    return { x: b.x - a.x, y: b.y - a.y };
  }

  /** A point inside an element that actually hits it (not a gap in a patch's shape). */
  async hitPoint(locator) {
    // Where it lies once the table stops moving (a card slides to its new place after a take).
    await tableStill(this.page);
    const point = await hitPointIn(locator);
    if (!point) throw new Error('no visible point of the element can be hit by the pointer');
    return point;
  }

  // ---- playing ----------------------------------------------------------------------------

  /** Action A: the advance button, after checking it offers `spaces` spaces and buttons. */
  async advance(spaces) {
    if (spaces !== undefined) await expect(this.advanceButton).toContainText(advanceText(spaces));
    await this.advanceButton.click();
  }

  /** Presses on a circle patch with `driver` and moves a little so that a drag begins. */
  async startDragging(id, driver = this.mouse) {
    const start = await this.hitPoint(this.circlePatch(id));
    await driver.down(start);
    await driver.move({ x: start.x + 12, y: start.y + 12 });
    await expect(this.heldPatch).toHaveAttribute('data-patch', id);
    return start;
  }

  /** Turns the held patch with the R and F keys until its orientation is one of `targets`. */
  async turnHeldTo(targets) {
    let o = (await this.holding()).orientation;
    for (const key of keysTo(o, targets)) {
      await this.page.keyboard.press(key === 'R' ? 'r' : 'f');
      o = key === 'R' ? rotated(o) : mirrored(o);
      await expect(this.heldPatch).toHaveAttribute('data-orientation', String(o));
    }
    return o;
  }

  /** Presses a turning key (`R` or `F`) and checks the orientation the engine's maths gives. */
  async pressTurn(key) {
    const before = (await this.holding()).orientation;
    await this.page.keyboard.press(key === 'R' ? 'r' : 'f');
    const after = key === 'R' ? rotated(before) : mirrored(before);
    await expect(this.heldPatch).toHaveAttribute('data-orientation', String(after));
    return after;
  }

  /**
   * Moves the dragging pointer until the held patch's top-left corner lies on `anchor` of
   * `player`'s quilt: first to the anchor square's centre, then corrected by the difference
   * between the anchor shown and the one wanted, times the square size. The snapping edges
   * depend on where the patch was grabbed, so a pointer may sit right on one: when a correction
   * overshoots, the step on that axis is halved (a bisection onto the wanted square).
   */
  async dragHeldTo(player, [row, col], driver = this.mouse) {
    const step = await this.squareSize(player);
    let at = await this.squareCentre(player, [row, col]);
    let last = null;
    await driver.move(at);
    for (let tries = 0; tries < 16; tries += 1) {
      await this.settle();
      const held = await this.held();
      if (process.env.DEBUG_DRAG) console.log('drag', JSON.stringify({ at, held, want: [row, col] }));
      if (held.row === row && held.col === col) return at;
      if (held.row === null || held.col === null) {
        // Off the quilt: start again from the middle of it.
        const middle = Math.floor(this.size / 2);
        at = await this.squareCentre(player, [middle, middle]);
        last = null;
      } else {
        const error = { y: row - held.row, x: col - held.col };
        for (const axis of ['x', 'y']) {
          if (last && last[axis] !== 0 && Math.sign(error[axis]) === -Math.sign(last[axis])) step[axis] /= 2;
        }
        at = { x: at.x + error.x * step.x, y: at.y + error.y * step.y };
        last = error;
      }
      await driver.move(at);
    }
    const held = await this.held();
    throw new Error(`could not bring the held patch to (${row}, ${col}); it is at (${held.row}, ${held.col})`);
  }

  /**
   * Action B with a real drag: picks up patch `id`, turns it (while dragging) so that it
   * covers the shape of `cells`, drags it so that it covers exactly `cells` on `player`'s quilt
   * and drops it; then checks it lies there (unless `kept` is false: a puzzle takes the
   * position back at once).
   */
  async takePatch(player, id, cells, driver = this.mouse, kept = true) {
    const targets = orientationsFor(patch(id).cells, cells);
    expect(targets.length, `cells ${JSON.stringify(cells)} are an orientation of ${id}`).toBeGreaterThan(0);
    await this.startDragging(id, driver);
    await this.turnHeldTo(targets);
    await this.dragHeldTo(player, anchorOf(cells), driver);
    await expect(this.heldPatch).toHaveAttribute('data-legal', 'true');
    await driver.up();
    // (A leather patch won by the time moved is held next: only this patch must be gone.)
    await expect(this.heldPatchOf(id)).toHaveCount(0);
    if (kept) await expect.poll(() => this.squaresOf(player, id)).toEqual(sortCells(cells));
  }

  /** Drags patch `id` as it comes and drops it with its top-left corner on `anchor`. */
  async dropPatchAt(player, id, anchor, driver = this.mouse) {
    await this.startDragging(id, driver);
    await this.dragHeldTo(player, anchor, driver);
    await driver.up();
  }

  /** Drags patch `id` over the middle of `player`'s quilt and drops it there. */
  async dropPatchOverQuilt(player, id, driver = this.mouse) {
    await this.startDragging(id, driver);
    const middle = Math.floor(this.size / 2);
    await driver.move(await this.squareCentre(player, [middle, middle]));
    await this.settle();
    await driver.up();
  }

  /** Taps a square of a quilt (pointer down and up on the spot). */
  async tapSquare(player, cell) {
    const { x, y } = await this.squareCentre(player, cell);
    // A toast that is still fading out may lie over the square for a moment: wait until the
    // pointer would reach the quilt there, as a player would.
    await expect
      .poll(() =>
        this.page.evaluate(
          ([px, py, testId]) => !!document.elementFromPoint(px, py)?.closest(`[data-testid=${testId}]`),
          [x, y, `quilt-${player}`],
        ),
        { timeout: 3_000 },
      )
      .toBe(true)
      .catch(() => {}); // the held patch itself may be drawn there; the tap goes through anyway
    await this.page.mouse.click(x, y);
  }

  /** Places the leather patch just won with a tap on `cell` of `player`'s quilt (and checks it
   * lies there, unless `kept` is false). */
  async placeLeather(player, cell, kept = true) {
    await expect(this.leatherPrompt).toBeVisible();
    await expect(this.heldPatch).toHaveAttribute('data-patch', 'leather');
    await this.tapSquare(player, cell);
    if (!kept) return;
    await expect(this.square(player, cell)).toHaveAttribute('data-patch', 'leather');
    await expect(this.leatherPrompt).toHaveCount(0);
  }

  /** Express: puts the leather patch just won out of the game. */
  async discardLeather() {
    await expect(this.leatherPrompt).toBeVisible();
    await this.page.getByTestId('discard-leather').click();
    await expect(this.leatherPrompt).toHaveCount(0);
  }

  // ---- keyboard ---------------------------------------------------------------------------

  /** Presses Tab until a takeable offered circle patch has the focus; returns its label. */
  async tabToTakeablePatch(maxPresses = 60) {
    for (let i = 0; i < maxPresses; i += 1) {
      await this.page.keyboard.press('Tab');
      const label = await this.page.evaluate(() => {
        const card = document.activeElement?.closest('[data-testid=circle-patch]');
        return card && card.getAttribute('data-takeable') === 'true' ? card.getAttribute('data-patch') : null;
      });
      if (label) return label;
    }
    throw new Error(`no takeable circle patch got the focus after ${maxPresses} Tab presses`);
  }

  /** Moves the held patch with the arrow keys until its top-left corner is on `anchor`. */
  async arrowHeldTo([row, col]) {
    for (let i = 0; i < 40; i += 1) {
      const held = await this.holding();
      if (held.row === row && held.col === col) return;
      let key;
      if (held.row < row) key = 'ArrowDown';
      else if (held.row > row) key = 'ArrowUp';
      else if (held.col < col) key = 'ArrowRight';
      else key = 'ArrowLeft';
      await this.page.keyboard.press(key);
      await this.settle();
    }
    throw new Error(`arrow keys did not bring the held patch to (${row}, ${col})`);
  }

  // ---- whole games --------------------------------------------------------------------------

  /**
   * Plays every action of a game record through the page, checking before each action that
   * the page agrees with the engine on whose turn it is, and after it on each player's buttons,
   * token space and empty squares.
   */
  async playRecord(record, { upTo = record.actions.length, driver = this.mouse } = {}) {
    const final = GAMES[record.game].final;
    let engine = replay(record, 0);
    const putAside = { 1: 0, 2: 0 };
    for (let i = 0; i < upTo; i += 1) {
      const action = record.actions[i];
      const player = engine.to_move;
      const where = `action ${i} (${JSON.stringify(action)}) by player ${player}`;
      await expect(this.turnBanner, where).toHaveAttribute('data-player', String(player));
      await this.playAction(action, engine, { final, driver });
      engine = replay(record, i + 1);
      // The patch just sewn on (leather too) is marked on its quilt for the next player; after
      // an advance or a patch put aside nothing is.
      await expect.poll(() => this.lastMoveSquares(), { message: `marks after ${where}` }).toEqual(marksAfter(action, player));
      // A leather patch put aside stays shown in its player's panel.
      if (action.type === 'discard_leather') {
        putAside[player] += 1;
        await expect(this.page.getByTestId(`put-aside-${player}`), where).toHaveAttribute('data-count', String(putAside[player]));
      }
      const expected = engine.players.map((p) => ({ buttons: p.buttons, position: p.position, empty: p.empty }));
      await expect.poll(() => this.numbers(), { message: `numbers after ${where}` }).toEqual(expected);
      await this.afterAction(where, engine);
    }
    return engine;
  }

  /**
   * Plays one action of a record (as `patchwork-cli` writes it) for the player to move in
   * `engine` (the engine's view before it); `final` is the time board's last space; with
   * `kept` false, the patch placed is not looked for afterwards.
   */
  async playAction(action, engine, { final = GAMES[this.game].final, driver = this.mouse, kept = true } = {}) {
    const player = engine.to_move;
    if (action.type === 'advance') {
      const me = engine.players[player - 1].position;
      const other = engine.players[2 - player].position;
      await this.advance(Math.min(other + 1, final) - me);
    } else if (action.type === 'take') {
      await this.takePatch(player, action.patch, action.cells, driver, kept);
    } else if (action.type === 'leather') {
      await this.placeLeather(player, action.cell, kept);
    } else if (action.type === 'discard_leather') {
      await this.discardLeather();
    } else {
      throw new Error(`unknown action ${JSON.stringify(action)}`);
    }
  }

  /** Called after each action of `playRecord` once the page agrees with the engine: a page
   * object that checks more through a whole game overrides it. */
  async afterAction(_where, _engine) {}

  /** The final numbers of the game-over screen, per player, and the winner. */
  async finalResult() {
    await expect(this.gameOver).toBeVisible();
    const of = async (player) => {
      const card = this.page.getByTestId(`final-${player}`);
      const attr = async (name) => card.getAttribute(`data-${name}`);
      return {
        buttons: Number(await attr('buttons')),
        // data-bonus: the tile's points or a flag; either way "held or not".
        bonus: ['true', '7'].includes(await attr('bonus')),
        empty: Number(await attr('empty')),
        score: Number(await attr('score')),
      };
    };
    return {
      players: [await of(1), await of(2)],
      winner: Number(await this.page.getByTestId('winner').getAttribute('data-player')),
    };
  }
}

/**
 * The squares `lastMoveSquares()` shows after `player` played `action` (a record's action): a
 * patch's or leather patch's, sorted, on their quilt; none after an advance or a patch put aside.
 */
export function marksAfter(action, player) {
  const placed = action.type === 'take' ? action.cells : action.type === 'leather' ? [action.cell] : [];
  const marks = { 1: [], 2: [] };
  marks[player] = sortCells(placed);
  return marks;
}

/** The advance button's words for `n` spaces: `Move 4 spaces, take 4 buttons`. */
export function advanceText(n) {
  return n === 1 ? 'Move 1 space, take 1 button' : `Move ${n} spaces, take ${n} buttons`;
}
