// The computer player and hints: games started from the new-game screen with a computer in a
// seat (`seat-1`/`seat-2`), the computer's turn (`thinking`, its patch shown as
// `travelling-patch` on its way, then played), the person's hands off meanwhile, the Hard
// level's hint (`hint-ghost`/`hint-advance`, nothing played), undo and redo of a move together
// with the computer's reply, two computers playing a whole game, and a reload mid-game. What
// the page shows is checked against `patchwork-cli replay` of the saved record.
// The set-ups are dealt at random by the new-game screen, so every check holds for any deal.
import { test, expect } from '@playwright/test';
import { ComputerPage, heldReplies, holdComputer, parseCells, releaseComputer, TURN_MS } from './lib/computer.mjs';
import { engineView } from './pages/saves-page.mjs';
import { randomRecord, replay } from './lib/cli.mjs';
import { sortCells } from './lib/orientation.mjs';

// The computer's worker starts with the first request, a hint thinks 2 s, each computer move is
// shown for about a second, and the CLI may need a first build: generous on a busy machine.
test.describe.configure({ timeout: 120_000 });

// The CLI may need a cold debug build (without PATCHWORK_CLI): do it outside the tests' time.
test.beforeAll(() => {
  test.setTimeout(600_000);
  randomRecord('express', 1);
});

/** Polls until the saved record, replayed by the CLI, gives what the page shows; returns it. */
async function expectSavedRecordShown(play, message = 'the saved record replays to what the page shows') {
  let record = null;
  await expect
    .poll(
      async () => {
        record = await play.storedRecord();
        if (!record) return 'nothing saved';
        const expected = engineView(replay(record));
        const shown = await play.shownEngineView();
        return JSON.stringify(expected) === JSON.stringify(shown) ? 'same' : { expected, shown };
      },
      { message, timeout: 15_000 },
    )
    .toBe('same');
  return record;
}

/** Who played each action of a record (1 or 2), from the CLI's replay of each prefix. */
function movers(record) {
  const who = [];
  for (let i = 0; i < record.actions.length; i += 1) who.push(replay(record, i).to_move);
  return who;
}

/** The person (to move) advances; a leather patch won on the way is placed at once. */
async function personAdvances(play) {
  await play.advanceOnce();
  if ((await play.leatherPrompt.count()) > 0) await play.placeLeatherAnywhere();
}

/** A quilt's covered squares as a set of `"row,col"`. */
function coveredOf(state, player) {
  return state.players[player - 1].quilt.filter((s) => !s.endsWith('=')).map((s) => s.split('=')[0]);
}

test('the easy computer answers a move by itself, and the saved record replays to the page', async ({ page }) => {
  const play = new ComputerPage(page);
  await play.startWith(['person', 'easy']);
  await expect(play.turnBanner).toHaveAttribute('data-player', '1');
  await expect(play.thinking).toHaveCount(0);
  const before = await play.fullState();

  await personAdvances(play);
  await play.waitForTurnOf(1);
  const after = await play.fullState();

  // The computer really moved: its token went on or its quilt got a patch.
  const moved = after.players[1].space !== before.players[1].space || coveredOf(after, 2).length > 0;
  expect(moved, 'the computer (player 2) moved').toBe(true);
  // Its turn was shown: thinking, then "moves ahead" or its patch on the way.
  const seen = await play.seen();
  expect(seen.thinking.length + seen.travelling.length, 'the computer was seen thinking or moving').toBeGreaterThan(0);

  const record = await expectSavedRecordShown(play);
  expect(record.actions.length).toBeGreaterThanOrEqual(2);
  expect(record.actions[0]).toEqual({ type: 'advance' });
  const who = movers(record);
  expect(who[0]).toBe(1);
  expect(who.slice(1).every((p) => p === 2), `every later action is the computer's: ${who}`).toBe(true);
  expect((await play.storedMeta()).seats).toEqual(['person', 'easy']);
  play.expectNoPanic();
});

test("the person's clicks and keys are ignored while the computer (medium) thinks", async ({ page }) => {
  // The computer's reply is held back until the test lets it through: it is surely still
  // thinking meanwhile.
  await holdComputer(page);
  const play = new ComputerPage(page);
  await play.startWith(['person', 'medium']);
  await personAdvances(play);
  await expect(play.thinking).toBeVisible({ timeout: TURN_MS });
  await expect(play.thinking).toContainText('is thinking');
  const before = await play.fullState();
  const saved = await play.playedCount();
  const watched = await play.seen();

  // The hint cannot be asked for on the computer's turn.
  await expect(play.hintButton).toBeDisabled();
  // Nothing on the computer's side looks pressable: no advance, rotate, mirror, place or
  // cancel is drawn. A real click where the advance button was (the thinking box stands
  // there), an offered patch card picked with Enter, and the place key.
  for (const id of ['advance', 'rotate', 'mirror', 'place', 'cancel']) await expect(page.getByTestId(id)).toHaveCount(0);
  const box = await play.thinking.boundingBox();
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await play.circle.locator('[data-testid=circle-patch][data-offered=true]').first().focus();
  await page.keyboard.press('Enter');
  await play.blur();
  await page.keyboard.press('Enter');
  await play.settle();

  // Still the same thinking (nothing came or went in between), and nothing changed.
  await expect(play.thinking).toContainText('is thinking');
  expect(await play.seen(), 'the computer thought all along').toEqual(watched);
  expect(await play.fullState(), 'nothing changed while the computer thinks').toEqual(before);
  await expect(play.heldPatch).toHaveCount(0);
  expect(await play.playedCount()).toBe(saved);
  // Its answer is there, held back: only now does it reach the page.
  await expect.poll(() => heldReplies(page), { timeout: TURN_MS }).toBe(1);

  // Then the computer plays its own move(s); each was shown before it was played (an advance
  // as "moves ahead", a patch travelling), so none came from the person's input.
  await releaseComputer(page);
  await play.waitForTurnOf(1);
  const record = await expectSavedRecordShown(play);
  const who = movers(record);
  expect(who[0]).toBe(1);
  expect(who.slice(1).every((p) => p === 2), `every later action is the computer's: ${who}`).toBe(true);
  const computerActions = record.actions.slice(1);
  expect(computerActions.length).toBeGreaterThan(0);
  const shown = await play.seen();
  const advancesShown = shown.thinking.filter((t) => /moves ahead/.test(t.words)).length;
  const advances = computerActions.filter((a) => a.type === 'advance').length;
  expect(advancesShown, 'each computer advance was shown').toBe(advances);
  expect(shown.travelling.length, 'each computer patch was shown travelling').toBe(
    computerActions.filter((a) => a.type !== 'advance').length,
  );
  expect((await play.storedMeta()).seats).toEqual(['person', 'medium']);
  play.expectNoPanic();
});

test("undo while the computer thinks takes the person's move back; the late answer is dropped", async ({ page }) => {
  await holdComputer(page);
  const play = new ComputerPage(page);
  await play.startWith(['person', 'easy']);
  const start = await play.fullState();
  await personAdvances(play);
  await expect(play.thinking).toBeVisible({ timeout: TURN_MS });
  // The computer has answered (easy answers at once), but its answer is held back.
  await expect.poll(() => heldReplies(page), { timeout: TURN_MS }).toBe(1);
  await expect(play.undoButton).toBeEnabled();
  await play.undo();
  await expect(play.thinking).toHaveCount(0);
  await expect.poll(() => play.fullState()).toEqual({ ...start, canRedo: true });
  await play.waitSaved(0, 1);

  // The answer to the question no longer asked arrives and is ignored.
  await releaseComputer(page);
  await play.settle();
  await page.waitForTimeout(1_500); // longer than a move is shown before it is played
  await expect(play.travelling).toHaveCount(0);
  await expect(play.thinking).toHaveCount(0);
  expect(await play.fullState()).toEqual({ ...start, canRedo: true });
  expect((await play.seen()).travelling).toEqual([]);
  expect(await play.playedCount()).toBe(0);

  // Redo plays the person's move again, and the computer is asked anew.
  await play.redo();
  await play.waitForTurnOf(1);
  const record = await expectSavedRecordShown(play);
  expect(record.actions[0]).toEqual({ type: 'advance' });
  expect(record.actions.length).toBeGreaterThanOrEqual(2);
  play.expectNoPanic();
});

test("the computer's patch travels to its place on the quilt before it is played", async ({ page }) => {
  const play = new ComputerPage(page);
  await play.startWith(['person', 'easy']);
  let travelled = null;
  for (let round = 0; round < 10 && !travelled; round += 1) {
    await personAdvances(play);
    await play.waitForTurnOf(1);
    if ((await play.gameOver.count()) > 0) break;
    travelled = (await play.seen()).travelling.find((t) => t.patch !== 'leather') ?? null;
  }
  expect(travelled, 'the computer took a patch within ten rounds').not.toBeNull();
  expect(travelled.player).toBe(2);
  expect(travelled.emptyThen, 'its squares were still empty while it travelled').toBe(true);

  // Afterwards those squares of quilt-2, and only those, hold that patch.
  const cells = parseCells(travelled.cells);
  await expect.poll(() => play.squaresOf(2, travelled.patch)).toEqual(cells);
  expect(await play.squaresOf(1, travelled.patch)).toEqual([]);
  const record = await expectSavedRecordShown(play);
  const take = record.actions.find((a) => a.type === 'take' && a.patch === travelled.patch);
  expect(take, `the record has the take of ${travelled.patch}`).toBeTruthy();
  expect(sortCells(take.cells)).toEqual(cells);
  // The computer's last move stays marked for the person until they play.
  const last = record.actions[record.actions.length - 1];
  if (last.type === 'take') {
    const marked = { 1: [], 2: sortCells(last.cells) };
    expect(await play.lastMoveSquares()).toEqual(marked);
    await page.waitForTimeout(3_000);
    expect(await play.lastMoveSquares(), 'still marked a while later').toEqual(marked);
    await personAdvances(play);
    await expect.poll(async () => (await play.lastMoveSquares())[2]).not.toEqual(marked[2]);
  }
  play.expectNoPanic();
});

test('a hint shows the Hard move without playing it; playing a move removes it', async ({ page }) => {
  // The answer is held back until the thinking state has been seen: a quick answer on a busy
  // machine could come between two checks.
  await holdComputer(page);
  const play = new ComputerPage(page);
  await play.startWith(['person', 'easy']);
  await expect(play.turnBanner).toHaveAttribute('data-player', '1');
  const before = await play.fullState();

  await play.hintButton.click();
  // While the computer thinks about it, the button says so and cannot be pressed again.
  await expect(play.hintButton).toBeDisabled();
  await expect(play.hintButton).toContainText('Wait…');
  // Its word fits the button where the toolbar is narrowest, a tablet's landscape and a phone.
  const size = page.viewportSize();
  for (const [width, height] of [[1024, 768], [390, 844]]) {
    await page.setViewportSize({ width, height });
    await expect(play.hintButton).toContainText('Wait…');
    const fits = await play.hintButton.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return range.getBoundingClientRect().width <= el.getBoundingClientRect().width;
    });
    expect(fits, `the hint button's word fits it at ${width}×${height}`).toBe(true);
  }
  await page.setViewportSize(size);
  await releaseComputer(page);
  await expect(play.hintGhost.or(play.hintAdvance)).toBeVisible({ timeout: 15_000 });
  await expect(play.message).toHaveText(/^Hint:/);
  await expect(play.hintButton).toBeEnabled();
  await expect(play.hintButton).not.toContainText('Wait');
  const hint = await play.shownHint();
  expect(hint).not.toBeNull();

  // Nothing was played: the boards, tokens, circle and turn are as they were, nothing saved.
  expect(await play.fullState()).toEqual(before);
  expect(await play.playedCount()).toBe(0);
  await expect(play.thinking).toHaveCount(0);
  if (hint.kind === 'patch') {
    // Dashed on the person's own quilt, on empty squares.
    for (const cell of hint.cells) await expect(play.square(1, cell)).not.toHaveAttribute('data-patch', /.*/);
  }

  // Play the hinted move itself: the hint goes, and the record has exactly that move.
  if (hint.kind === 'advance') await play.advanceOnce();
  else await play.takePatch(1, hint.patch, hint.cells);
  await expect(play.hintGhost).toHaveCount(0);
  await expect(play.hintAdvance).toHaveCount(0);
  await expect(play.message).not.toHaveText(/^Hint:/);
  await expect.poll(() => play.playedCount(), { message: 'the hinted move saved' }).toBeGreaterThan(0);
  const first = (await play.storedRecord()).actions[0];
  const played = first.type === 'take' ? { ...first, cells: sortCells(first.cells) } : first;
  const hinted = hint.kind === 'advance' ? { type: 'advance' } : { type: 'take', patch: hint.patch, cells: hint.cells };
  expect(played, 'the move played is the hinted one').toEqual(hinted);
  if ((await play.leatherPrompt.count()) > 0) await play.placeLeatherAnywhere();
  await play.waitForTurnOf(1);
  await expectSavedRecordShown(play);
  play.expectNoPanic();
});

test("undo takes back the person's move with the computer's reply; redo plays both again", async ({ page }) => {
  const play = new ComputerPage(page);
  await play.startWith(['person', 'easy']);
  const start = await play.fullState();
  expect(start.canUndo).toBe(false);

  await personAdvances(play);
  await play.waitForTurnOf(1);
  const replied = await play.fullState();
  const record = await expectSavedRecordShown(play);
  const n = record.actions.length;
  expect(n, 'the person moved and the computer replied').toBeGreaterThanOrEqual(2);
  expect(replied.canUndo).toBe(true);

  // One undo: back before the person's move (the computer's reply went too), person to move.
  await play.undo();
  await expect.poll(() => play.fullState(), { message: 'the start again' }).toEqual({ ...start, canRedo: true });
  await play.waitSaved(0, n);
  await expect(play.undoButton).toBeDisabled();
  // It stays the person's turn: the computer does not play again by itself.
  await page.waitForTimeout(500);
  await expect(play.thinking).toHaveCount(0);
  expect(await play.fullState()).toEqual({ ...start, canRedo: true });

  // One redo: both moves again, exactly as before.
  await play.redo();
  await expect.poll(() => play.fullState(), { message: 'after the reply again' }).toEqual(replied);
  await play.waitSaved(n, 0);
  expect(await play.storedRecord()).toEqual(record);
  await expect(play.thinking).toHaveCount(0);

  // A hint is removed by undo as well.
  await play.hintButton.click();
  await expect(play.hintGhost.or(play.hintAdvance)).toBeVisible({ timeout: 15_000 });
  await play.undo();
  await expect(play.hintGhost).toHaveCount(0);
  await expect(play.hintAdvance).toHaveCount(0);
  await expect.poll(() => play.fullState()).toEqual({ ...start, canRedo: true });
  play.expectNoPanic();
});

test('two computers (easy, Express) play a whole game by themselves', async ({ page }) => {
  test.setTimeout(240_000);
  const play = new ComputerPage(page);
  await play.startWith(['easy', 'easy'], { express: true });
  await expect(page.getByTestId('page')).toHaveAttribute('data-variant', 'Express');
  await expect(play.gameOver).toBeVisible({ timeout: 180_000 });
  const winner = page.getByTestId('winner');
  await expect(winner).toBeVisible();
  expect(['1', '2']).toContain(await winner.getAttribute('data-player'));
  await expect(play.thinking).toHaveCount(0);

  const record = await expectSavedRecordShown(play, 'the finished record replays to the final page');
  expect(record.game).toBe('express');
  const engine = replay(record);
  expect(engine.finished).toBe(true);
  const result = await play.finalResult();
  expect(result.players.map((p) => p.score)).toEqual(engine.players.map((p) => p.score));
  expect((await play.storedMeta()).seats).toEqual(['easy', 'easy']);
  // Every move was shown before it was played: each patch or leather patch travelling, each
  // advance as "moves ahead" (an Express leather patch put aside is not shown).
  const seen = await play.seen();
  const count = (type) => record.actions.filter((a) => a.type === type).length;
  expect(seen.travelling.length, 'patches and leather patches shown travelling').toBe(count('take') + count('leather'));
  expect(seen.thinking.filter((t) => /moves ahead/.test(t.words)).length, 'advances shown').toBe(count('advance'));
  play.expectNoPanic();
});

test('a computer in seat 1 starts by itself; undo cannot take back its moves alone', async ({ page }) => {
  const play = new ComputerPage(page);
  await play.openNewGame();
  await page.getByTestId('name-1').fill('Ann');
  await page.getByTestId('name-2').fill('Bot');
  await page.getByTestId('seat-2').selectOption('easy');
  await page.getByTestId('starter-2').check();
  await play.startGame.click();
  await play.waitForGame();
  await play.watch();
  // Bot starts, so Bot is player 1 and plays by itself.
  await play.waitForTurnOf(2);
  await expect(play.turnBanner).toContainText('Ann');
  const meta = await play.storedMeta();
  expect(meta.names).toEqual(['Bot', 'Ann']);
  expect(meta.seats).toEqual(['easy', 'person']);
  const first = await expectSavedRecordShown(play);
  expect(first.actions.length).toBeGreaterThan(0);
  expect(movers(first).every((p) => p === 1)).toBe(true);
  // Only the computer has moved: there is nothing of the person's to take back.
  await expect(play.undoButton).toBeDisabled();
  const ready = await play.fullState();

  // Ann moves, Bot replies; undo goes back to Ann's turn before her move, not further.
  await personAdvances(play);
  await play.waitForTurnOf(2);
  await expectSavedRecordShown(play);
  await play.undo();
  await expect.poll(() => play.fullState()).toEqual({ ...ready, canRedo: true });
  await play.waitSaved(first.actions.length);
  await expect(play.undoButton).toBeDisabled();
  play.expectNoPanic();
});

test('a game against the computer survives a reload, also while the computer is to move', async ({ page }) => {
  const play = new ComputerPage(page);
  await play.startWith(['person', 'easy']);
  await personAdvances(play);
  await play.waitForTurnOf(1);
  const record = await expectSavedRecordShown(play);
  const state = await play.fullState();
  const id = play.saveId();

  // A reload on the person's turn: the same position, seats kept, the computer stays quiet.
  await play.reload();
  await play.watch();
  expect(play.saveId()).toBe(id);
  await expect.poll(() => play.fullState()).toEqual(state);
  expect((await play.storedMeta()).seats).toEqual(['person', 'easy']);
  await page.waitForTimeout(300);
  await expect(play.thinking).toHaveCount(0);

  // The person moves; a reload at once, while the computer is to move: it moves after the reload.
  await personAdvances(play);
  await expect
    .poll(() => play.playedCount(), { message: "the person's move saved" })
    .toBeGreaterThan(record.actions.length);
  await play.reload();
  await play.watch();
  expect(play.saveId()).toBe(id);
  await play.waitForTurnOf(1);
  const after = await expectSavedRecordShown(play);
  expect(after.actions.length).toBeGreaterThan(record.actions.length + 1);
  expect(after.actions.slice(0, record.actions.length)).toEqual(record.actions);
  const who = movers(after).slice(record.actions.length).join('');
  expect(who, "the person's move, then the computer's replies").toMatch(/^1+2+$/);
  expect((await play.storedMeta()).seats).toEqual(['person', 'easy']);
  play.expectNoPanic();
});
