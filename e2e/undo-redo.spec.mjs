// Undo and redo: the toolbar's buttons and Ctrl+Z / Ctrl+Shift+Z / Ctrl+Y take actions back
// and play them again, down to the start of the game, across a leather patch (which is held
// again when its placement is taken back) and across the 7×7 bonus tile (which goes back beside
// the board). What the page shows is checked against `patchwork-cli replay` of the saved record.
import { readFileSync } from 'node:fs';
import { test, expect } from '@playwright/test';
import { SavesPage } from './pages/saves-page.mjs';
import { replay } from './lib/cli.mjs';

// The CLI (built by cargo on first use in a worker) and many polls: more than 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 });

test('undo and redo with the buttons and the keys bring back each earlier state exactly', async ({ page }) => {
  const play = new SavesPage(page);
  await play.open({ seed: 3 });
  const states = [await play.fullState()];
  expect(states[0].canUndo).toBe(false);
  expect(states[0].canRedo).toBe(false);

  // Advance, take a patch, advance, advance: four actions, a state after each.
  await play.advanceOnce();
  states.push(await play.fullState());
  expect(await play.takeFirstTakeable()).not.toBeNull();
  states.push(await play.fullState());
  await play.advanceOnce();
  states.push(await play.fullState());
  await play.advanceOnce();
  states.push(await play.fullState());
  await play.waitSaved(4, 0);
  const record = await play.storedRecord();
  await play.expectShowsRecord(record);

  const shows = (i, how) => expect.poll(() => play.fullState(), { message: `state after ${i} actions (${how})` });

  await play.undo();
  await shows(3, 'undo button').toEqual({ ...states[3], canRedo: true });
  await play.undoKey();
  await shows(2, 'Ctrl+Z').toEqual({ ...states[2], canRedo: true });
  await play.waitSaved(2, 2);
  await play.expectShowsRecord({ ...record, actions: record.actions.slice(0, 2) });
  await play.redo();
  await shows(3, 'redo button').toEqual({ ...states[3], canRedo: true });
  await play.redoKey('Control+Shift+z');
  await shows(4, 'Ctrl+Shift+Z').toEqual(states[4]);
  await expect(play.redoButton).toBeDisabled();
  await play.undoKey();
  await shows(3, 'Ctrl+Z').toEqual({ ...states[3], canRedo: true });
  await play.redoKey('Control+y');
  await shows(4, 'Ctrl+Y').toEqual(states[4]);

  // All the way back to the start: undo is then disabled, and one more Ctrl+Z changes nothing.
  for (let i = 3; i >= 0; i -= 1) {
    await play.undoKey();
    await shows(i, 'Ctrl+Z').toEqual({ ...states[i], canRedo: true });
  }
  await expect(play.undoButton).toBeDisabled();
  await expect(play.redoButton).toBeEnabled();
  await play.undoKey();
  await play.settle();
  expect(await play.fullState()).toEqual({ ...states[0], canRedo: true });
  // The save keeps no action played and all four to redo.
  await play.waitSaved(0, 4);

  // Redo all four again with the button.
  for (let i = 1; i <= 4; i += 1) {
    await play.redo();
    await shows(i, 'redo button').toEqual(i === 4 ? states[4] : { ...states[i], canRedo: true });
  }
  await play.waitSaved(4, 0);
  expect(await play.storedRecord()).toEqual(record);
  play.expectNoPanic();
});

test('playing a different action after undo drops what could be redone; the same one keeps it', async ({ page }) => {
  const play = new SavesPage(page);
  await play.open({ seed: 4 });
  await play.advanceTimes(3);
  await play.waitSaved(3, 0);
  const record = await play.storedRecord();

  // Undo two, advance again (what was played second): the last action stays redoable.
  await play.undo();
  await play.undo();
  await play.waitSaved(1, 2);
  await play.advanceOnce();
  await expect(play.redoButton).toBeEnabled();
  await play.waitSaved(2, 1);
  await play.redo();
  await play.waitSaved(3, 0);
  expect(await play.storedRecord()).toEqual(record);

  // Undo one, take a patch instead: nothing to redo any more.
  await play.undoKey();
  await expect(play.redoButton).toBeEnabled();
  expect(await play.takeFirstTakeable()).not.toBeNull();
  await expect(play.redoButton).toBeDisabled();
  await play.waitSaved(3, 0);
  const changed = await play.storedRecord();
  expect(changed.actions.slice(0, 2)).toEqual(record.actions.slice(0, 2));
  expect(changed.actions[2].type).toBe('take');
  await play.expectShowsRecord(changed);
  play.expectNoPanic();
});

// Both players always advancing on the revised board with seed 11: player 2 reaches space 26
// on the 26th advance and wins the first leather patch (see leather.spec.mjs).
test('undoing a leather placement holds the leather patch again; redo sews it back on', async ({ page }) => {
  const play = new SavesPage(page);
  await play.open({ seed: 11 });
  await play.advanceTimes(26);
  await expect(play.leatherPrompt).toBeVisible();
  await expect(play.heldPatch).toHaveAttribute('data-patch', 'leather');
  await expect(play.turnBanner).toHaveAttribute('data-player', '2');
  const waiting = await play.fullState();
  await play.waitSaved(26);
  await play.placeLeather(2, [4, 4]);
  const placed = await play.fullState();
  await play.waitSaved(27, 0);
  const record = await play.storedRecord();
  expect(record.actions.at(-1)).toEqual({ type: 'leather', cell: [4, 4] });
  await play.expectShowsRecord(record);

  // Undo: the leather patch is held again and the square is empty.
  await play.undo();
  await expect(play.leatherPrompt).toBeVisible();
  await expect(play.heldPatch).toHaveAttribute('data-patch', 'leather');
  await expect(play.square(2, [4, 4])).not.toHaveAttribute('data-patch', /.*/);
  await expect.poll(() => play.fullState()).toEqual({ ...waiting, canRedo: true });
  await play.expectShowsRecord({ ...record, actions: record.actions.slice(0, 26) });

  // Undo again: the advance that won it is taken back; no leather patch waits.
  await play.undoKey();
  await expect(play.leatherPrompt).toHaveCount(0);
  await expect(play.heldPatch).toHaveCount(0);
  await expect(play.timeToken(2)).toHaveAttribute('data-space', '24');
  await expect(play.turnBanner).toHaveAttribute('data-player', '2');
  await play.expectShowsRecord({ ...record, actions: record.actions.slice(0, 25) });
  await play.waitSaved(25, 2);

  // Redo twice: the advance, then the leather patch on the same square.
  await play.redo();
  await expect(play.leatherPrompt).toBeVisible();
  await play.redoKey();
  await expect(play.square(2, [4, 4])).toHaveAttribute('data-patch', 'leather');
  await expect(play.leatherPrompt).toHaveCount(0);
  await expect.poll(() => play.fullState()).toEqual(placed);
  await play.waitSaved(27, 0);
  expect(await play.storedRecord()).toEqual(record);
  play.expectNoPanic();
});

// e2e/fixtures/bonus.json: seed 5 (classic, revised) played by the greedy player
// (`patchwork-cli move --level greedy`) until a quilt holds a 7×7 square; its last action, a
// take by player 1, wins the bonus tile.
test('undoing the move that won the bonus tile puts the tile back; redo gives it again, flying to its badge', async ({ page }) => {
  const text = readFileSync(new URL('./fixtures/bonus.json', import.meta.url), 'utf8');
  const record = JSON.parse(text);
  const before = replay(record, record.actions.length - 1);
  const after = replay(record);
  expect(before.players.map((p) => p.bonus)).toEqual([false, false]);
  expect(after.players.map((p) => p.bonus)).toEqual([true, false]);
  const last = record.actions.at(-1);
  expect(last.type).toBe('take');

  const play = new SavesPage(page);
  await play.openNewGame();
  await play.importWithInput('bonus.json', text);
  await play.waitForGame();
  await play.expectShowsRecord(record);
  await expect(play.bonusTile).toHaveCount(0);
  await expect(page.getByTestId('bonus-held-1')).toBeVisible();
  const won = await play.fullState();

  await play.undo();
  await expect(play.bonusTile).toBeVisible();
  await expect(page.getByTestId('bonus-held-1')).toHaveCount(0);
  await expect(page.getByTestId('bonus-held-2')).toHaveCount(0);
  await expect.poll(() => play.squaresOf(1, last.patch)).toEqual([]);
  await play.expectShowsRecord({ ...record, actions: record.actions.slice(0, -1) });

  await play.redo();
  await expect(play.bonusTile).toHaveCount(0);
  await expect(page.getByTestId('bonus-held-1')).toBeVisible();
  // The tile just won flies to its badge, and the square that won it is outlined on the quilt.
  expect(await motionOf(page, 'bonus-held-1')).toEqual(['travel']);
  expect(await outlined(page, 1)).toEqual({ squares: 49, covered: 49, rows: 7, cols: 7 });
  await expect.poll(() => play.fullState()).toEqual(won);
  await play.expectShowsRecord(record);
  expect(Number(await page.getByTestId('score-1').textContent())).toBe(after.players[0].score);
  // For a reader who asks for less motion the badge stands in its place at once.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await play.undo();
  await expect(page.getByTestId('bonus-square')).toHaveCount(0);
  await play.redo();
  await expect(page.getByTestId('bonus-held-1')).toBeVisible();
  expect(await motionOf(page, 'bonus-held-1')).toEqual([]);
  expect((await outlined(page, 1)).squares).toBe(49);
  play.expectNoPanic();
});

/**
 * The names of the CSS animations the element `testid` is set to run (its computed style's; a
 * running animation may be over before a loaded machine gets to look, and leaves nothing
 * behind once it is).
 */
const motionOf = (page, testid) =>
  page.evaluate(
    (testid) =>
      getComputedStyle(document.querySelector(`[data-testid=${testid}]`))
        .animationName.split(',')
        .map((name) => name.trim())
        .filter((name) => name !== 'none'),
    testid,
  );

/**
 * The squares of `player`'s quilt inside its `bonus-square` outline: how many, how many are
 * covered, and over how many rows and columns.
 */
const outlined = (page, player) =>
  page.evaluate((player) => {
    const quilt = document.querySelector(`[data-testid=quilt-${player}]`);
    const outline = quilt.querySelectorAll('[data-testid=bonus-square]');
    if (outline.length !== 1) return { outlines: outline.length };
    const box = outline[0].getBoundingClientRect();
    const inside = [...quilt.querySelectorAll('[data-testid=quilt-square]')].filter((sq) => {
      const r = sq.getBoundingClientRect();
      const [x, y] = [r.left + r.width / 2, r.top + r.height / 2];
      return x > box.left && x < box.right && y > box.top && y < box.bottom;
    });
    return {
      squares: inside.length,
      covered: inside.filter((sq) => sq.hasAttribute('data-patch')).length,
      rows: new Set(inside.map((sq) => sq.dataset.row)).size,
      cols: new Set(inside.map((sq) => sq.dataset.col)).size,
    };
  }, player);
