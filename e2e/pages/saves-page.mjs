// Page object for everything around a game rather than in it: the toolbar (undo, redo) and the
// menu's games, export and import (through e2e/lib/menu.mjs), the saved games in the browser's
// storage, the new-game screen's list of them, notices, and files dropped on the page. It
// extends GamePage, so one object plays a game and manages it. Selectors are the data-testid
// and data-* attributes of e2e/README.md only.
import { reveal } from '../lib/menu.mjs';
import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { GamePage } from './game-page.mjs';
import { replay } from '../lib/cli.mjs';

/** Prefixes of the two storage entries of a saved game. */
export const GAME_KEY = 'patchwork:game:';
export const META_KEY = 'patchwork:meta:';

/** A small seeded random number generator (mulberry32): the same seed, the same moments. */
export function seededRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The page's numbers in the shape `patchwork-cli replay` prints them (`finished`, `players`, `to_move`). */
/** The players' figures of a `fullState()`, in the shape of `engineView(…).players`. */
function shownPlayers(state) {
  return state.players.map((p) => ({
    buttons: Number(p.buttons),
    income: Number(p.income),
    empty: Number(p.empty),
    position: Number(p.space),
    bonus: p.bonus,
    score: Number(p.score),
  }));
}

export function engineView(replayed) {
  return {
    finished: replayed.finished,
    to_move: replayed.to_move,
    players: replayed.players.map((p) => ({
      buttons: p.buttons,
      income: p.income,
      empty: p.empty,
      position: p.position,
      bonus: p.bonus,
      score: p.score,
    })),
  };
}

export class SavesPage extends GamePage {
  /** @param {import('@playwright/test').Page} page */
  constructor(page) {
    super(page);
    this.app = page.getByTestId('app');
    this.undoButton = page.getByTestId('undo');
    this.redoButton = page.getByTestId('redo');
    this.importFile = page.getByTestId('import-file');
    this.notice = page.getByTestId('notice');
    this.noticeClose = page.getByTestId('notice-close');
    this.unsaved = page.getByTestId('unsaved');
    this.newGame = page.getByTestId('new-game');
    this.startGame = page.getByTestId('start-game');
    this.savedGames = page.getByTestId('saved-games');
    this.savedGameItems = page.getByTestId('saved-game');
    this.bonusTile = page.getByTestId('bonus-tile');
    // A Rust panic is logged to the console ("panicked at …"); an uncaught error is one too.
    this.panics = [];
    page.on('console', (msg) => {
      if (msg.text().includes('panicked')) this.panics.push(msg.text());
    });
    page.on('pageerror', (err) => this.panics.push(`uncaught: ${err.message}`));
  }

  // ---- opening ----------------------------------------------------------------------------

  /** Opens a seeded game; also records the game kind for the quilt size. */
  async open({ seed, game = 'classic', board } = {}) {
    await super.open({ seed, game, board });
    await expect.poll(() => this.saveId(), { message: 'the address gets the save id' }).not.toBeNull();
  }

  /** The new-game screen (`/`). */
  async openNewGame() {
    await this.page.goto('./');
    await expect(this.newGame).toBeVisible();
  }

  /**
   * Opens `record` as saved game `id` of two people, Ada and Bo (its meta entry written with
   * it), and waits for its time board.
   */
  async openSaved(id, record) {
    await this.openNewGame();
    const meta = { names: ['Ada', 'Bo'], seats: ['person', 'person'], seed: 1, updated: 1, redo: [] };
    await this.writeStorage({ [GAME_KEY + id]: JSON.stringify(record), [META_KEY + id]: JSON.stringify(meta) });
    await this.page.goto(`./?id=${id}`);
    await expect(this.page.getByTestId('time-board')).toBeVisible();
  }

  /** Reloads the page and waits until the game (or the new-game screen) is drawn again. */
  async reload() {
    await this.page.reload();
    await this.waitForGame();
  }

  /** Waits until a game can be played (after a reload, resume or import). */
  async waitForGame() {
    await expect(this.circle).toBeVisible();
    await expect(this.turnBanner).toBeVisible();
    this.game = (await this.page.getByTestId('page').getAttribute('data-variant')) === 'Express' ? 'express' : 'classic';
  }

  /** The `id` of the address (the save id), or null. */
  saveId() {
    return new URL(this.page.url()).searchParams.get('id');
  }

  // ---- storage ----------------------------------------------------------------------------

  /** The saved record of game `id` as parsed JSON, or null. */
  async storedRecord(id = this.saveId()) {
    const text = await this.page.evaluate((key) => window.localStorage.getItem(key), GAME_KEY + id);
    return text === null ? null : JSON.parse(text);
  }

  /** The saved meta entry of game `id` as parsed JSON, or null. */
  async storedMeta(id = this.saveId()) {
    const text = await this.page.evaluate((key) => window.localStorage.getItem(key), META_KEY + id);
    return text === null ? null : JSON.parse(text);
  }

  /** Every storage entry as `{ key: text }`. */
  async storage() {
    return this.page.evaluate(() => Object.fromEntries(Object.entries(window.localStorage)));
  }

  /** Writes entries (`{ key: text }`) into the page's storage (the page must be on the site). */
  async writeStorage(entries) {
    await this.page.evaluate((entries) => {
      for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
    }, entries);
  }

  /** Waits until game `id` is saved with `played` actions (and `redo` undone ones, when given). */
  async waitSaved(played, redo) {
    const id = this.saveId();
    await expect
      .poll(async () => (await this.storedRecord(id))?.actions?.length ?? 0, { message: `game ${id} saved with ${played} actions` })
      .toBe(played);
    if (redo !== undefined) {
      await expect.poll(async () => (await this.storedMeta(id))?.redo?.length, { message: 'redo saved' }).toBe(redo);
    }
  }

  // ---- reading the whole page -------------------------------------------------------------

  /**
   * Everything a player can see of the game, read in one go: every square of both quilts, both
   * tokens, the panels, whose turn, a held leather patch, the circle, the bonus tile, undo/redo.
   * (Not the message: after a reload it says "Game resumed.")
   */
  async fullState() {
    return this.page.evaluate(() => {
      const one = (id, root = document) => root.querySelector(`[data-testid="${id}"]`);
      const all = (id, root = document) => [...root.querySelectorAll(`[data-testid="${id}"]`)];
      const text = (id) => one(id)?.textContent.trim() ?? null;
      const player = (n) => {
        const quilt = one(`quilt-${n}`);
        const token = one(`time-token-${n}`);
        return {
          quilt: all('quilt-square', quilt).map(
            (s) => `${s.getAttribute('data-row')},${s.getAttribute('data-col')}=${s.getAttribute('data-patch') ?? ''}`,
          ),
          empty: quilt.getAttribute('data-empty'),
          space: token.getAttribute('data-space'),
          onTop: token.getAttribute('data-on-top'),
          buttons: text(`buttons-${n}`),
          income: text(`income-${n}`),
          score: text(`score-${n}`),
          bonus: !!one(`bonus-held-${n}`),
          toMove: !!one(`to-move-${n}`),
        };
      };
      const held = one('held-patch');
      return {
        players: [player(1), player(2)],
        turn: one('turn-banner')?.getAttribute('data-player') ?? null,
        leatherPrompt: !!one('leather-prompt'),
        held: held ? held.getAttribute('data-patch') : null,
        circle: all('circle-patch').map(
          (c) => `${c.getAttribute('data-patch')}:${c.getAttribute('data-offered')}:${c.getAttribute('data-takeable')}`,
        ),
        bonusTile: !!one('bonus-tile'),
        gameOver: !!one('game-over'),
        canUndo: one('undo') ? !one('undo').disabled : null,
        canRedo: one('redo') ? !one('redo').disabled : null,
      };
    });
  }

  /** The page's numbers in the shape of `engineView(replay(record))`. */
  async shownEngineView() {
    const state = await this.fullState();
    const finished = state.gameOver;
    return { finished, to_move: finished ? null : Number(state.turn), players: shownPlayers(state) };
  }

  /** The players' figures on the board, in the shape of `engineView(…).players` (no turn banner needed). */
  async shownPlayers() {
    return shownPlayers(await this.fullState());
  }

  /** Checks that the page shows what the engine gives for `record` (polls until it does). */
  async expectShowsRecord(record, message = 'the page shows the record replayed by patchwork-cli') {
    const expected = engineView(replay(record));
    await expect.poll(() => this.shownEngineView(), { message }).toEqual(expected);
    return expected;
  }

  // ---- playing ----------------------------------------------------------------------------

  /** Advances (action A) and waits until the token has moved. */
  async advanceOnce() {
    const player = await this.playerToMove();
    const token = this.timeToken(player);
    const before = await token.getAttribute('data-space');
    await this.advanceButton.click();
    await expect(token).not.toHaveAttribute('data-space', before);
  }

  /**
   * Takes the first takeable offered patch (in circle order) that fits as it is picked up, by
   * the keyboard path: focus on its card, Enter picks it up where it fits, Enter sews it on.
   * (No pointer: on a busy machine a quick tap on a card can leave the patch stuck to the
   * pointer, as the page may install its pointerup listener only after the pointerup.)
   * Returns its id, or null when none can be taken that way.
   */
  async takeFirstTakeable() {
    const player = await this.playerToMove();
    const ids = await this.circle
      .locator('[data-testid=circle-patch][data-takeable=true]')
      .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-patch')));
    for (const id of ids) {
      await this.circlePatch(id).focus();
      await this.page.keyboard.press('Enter');
      await expect(this.heldPatch).toHaveAttribute('data-patch', id);
      if ((await this.heldPatch.getAttribute('data-legal')) === 'true') {
        await this.page.keyboard.press('Enter');
        await expect(this.heldPatchOf(id)).toHaveCount(0);
        await expect.poll(async () => (await this.squaresOf(player, id)).length).toBeGreaterThan(0);
        return id;
      }
      await this.page.keyboard.press('Escape');
      await expect(this.heldPatchOf(id)).toHaveCount(0);
    }
    return null;
  }

  /** Takes the keyboard focus off any button or field, so that a key goes to the page. */
  async blur() {
    await this.page.evaluate(() => document.activeElement?.blur?.());
  }

  /** Places a waiting leather patch where the page holds it (the first empty square) with Enter. */
  async placeLeatherAnywhere() {
    const player = await this.playerToMove();
    await expect(this.leatherPrompt).toBeVisible();
    await expect(this.heldPatch).toHaveAttribute('data-patch', 'leather');
    const held = await this.held();
    await this.blur();
    await this.page.keyboard.press('Enter');
    await expect(this.leatherPrompt).toHaveCount(0);
    await expect(this.square(player, [held.row, held.col])).toHaveAttribute('data-patch', 'leather');
    return [held.row, held.col];
  }

  /**
   * One action chosen by `random` (a seeded generator): a waiting leather patch is placed;
   * otherwise advance or take the first takeable patch, about half each. Returns what was done.
   */
  async playRandomAction(random) {
    if ((await this.leatherPrompt.count()) > 0) {
      await this.placeLeatherAnywhere();
      return 'leather';
    }
    if (random() < 0.5) {
      const id = await this.takeFirstTakeable();
      if (id) return `take ${id}`;
    }
    await this.advanceOnce();
    return 'advance';
  }

  /** Advances `n` times (each checked). */
  async advanceTimes(n) {
    for (let i = 0; i < n; i += 1) await this.advanceOnce();
  }

  // ---- toolbar ----------------------------------------------------------------------------

  async undo() {
    await this.undoButton.click();
  }

  async redo() {
    await this.redoButton.click();
  }

  /** Ctrl+Z on the page (not in a text field). */
  async undoKey() {
    await this.page.keyboard.press('Control+z');
  }

  async redoKey(combo = 'Control+Shift+z') {
    await this.page.keyboard.press(combo);
  }

  /** Export: clicks the button and returns `{ name, text, record }` of the downloaded file. */
  async exportGame() {
    const [download] = await Promise.all([this.page.waitForEvent('download'), reveal(this.page, 'export').then((b) => b.click())]);
    const text = await readFile(await download.path(), 'utf8');
    return { name: download.suggestedFilename(), text, record: JSON.parse(text) };
  }

  /** Import through the toolbar's (or new-game screen's) button and the file chooser. */
  async importWithButton(name, text) {
    const [chooser] = await Promise.all([this.page.waitForEvent('filechooser'), reveal(this.page, 'import').then((b) => b.click())]);
    await chooser.setFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
  }

  /** Import by giving the hidden file input a file directly. */
  async importWithInput(name, text) {
    await this.importFile.setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
  }

  /** Drops a file on the page, as a file dragged from the desktop would be. */
  async dropFile(name, text) {
    const transfer = await this.page.evaluateHandle(
      ([name, text]) => {
        const data = new DataTransfer();
        data.items.add(new File([text], name, { type: 'application/json' }));
        return data;
      },
      [name, text],
    );
    await this.app.dispatchEvent('dragover', { dataTransfer: transfer });
    await this.app.dispatchEvent('drop', { dataTransfer: transfer });
    await transfer.dispose();
  }

  // ---- new-game screen and saved games ----------------------------------------------------

  /** Back to the new-game screen with the toolbar's `games` button. */
  async toGames() {
    await (await reveal(this.page, 'games')).click();
    await expect(this.newGame).toBeVisible();
  }

  savedGame(id) {
    return this.page.locator(`[data-testid=saved-game][data-id="${id}"]`);
  }

  /** The saved-games list as `{ id, played, damaged }`, in the order shown. */
  async savedList() {
    if ((await this.savedGameItems.count()) === 0) return [];
    return this.savedGameItems.evaluateAll((items) =>
      items.map((i) => ({
        id: i.getAttribute('data-id'),
        played: Number(i.getAttribute('data-played')),
        damaged: i.getAttribute('data-damaged') === 'true',
      })),
    );
  }

  async resume(id) {
    await this.savedGame(id).getByTestId('resume-game').click();
    await this.waitForGame();
    await expect.poll(() => this.saveId()).toBe(id);
  }

  async deleteSave(id) {
    await this.savedGame(id).getByTestId('delete-game').click();
    await expect(this.savedGame(id)).toHaveCount(0);
  }

  /** Fails the test if the page panicked or threw. */
  expectNoPanic() {
    expect(this.panics, 'no panic or uncaught error').toEqual([]);
  }
}
