// The turn's recap and the game's log: whenever the turn comes back to a person, `turn-recap`
// lists, first to last, exactly the actions the record gained since that person last acted (one
// `recap-item` each, with `data-index`, `data-kind` and `data-player`), and a line of a patch
// sewn on shows its squares on its quilt (`data-shown`); the log (`open-log` in the menu,
// `game-log`) lists every action, newest first. Checked against the saved record in a whole
// classic game against Hard and in a hot-seat game.
import { test, expect } from '@playwright/test';
import { ComputerPage, TURN_MS } from './lib/computer.mjs';
import { SavesPage } from './pages/saves-page.mjs';

test.describe.configure({ timeout: 600_000 });

/** The `data-kind` of a record's action. */
const KIND = { advance: 'advance', take: 'take', leather: 'leather', discard_leather: 'discard' };

/** The squares of a record's action as sorted `"row,col"` (a take's cells, a leather's cell). */
function cellsOf(action) {
  const cells = action.type === 'take' ? action.cells : action.type === 'leather' ? [action.cell] : [];
  return cells.map(([r, c]) => `${r},${c}`).sort();
}

/** What the recap shows: each line's index, kind and player. */
async function recapShown(page) {
  return page.getByTestId('recap-item').evaluateAll((items) =>
    items.map((i) => ({ index: Number(i.dataset.index), kind: i.dataset.kind, player: Number(i.dataset.player) })),
  );
}

/** The squares of `quilt-N` marked as shown, sorted `"row,col"`. */
async function shownSquares(page, player) {
  return page
    .getByTestId(`quilt-${player}`)
    .locator('[data-testid=quilt-square][data-shown=true]')
    .evaluateAll((squares) => squares.map((s) => `${s.dataset.row},${s.dataset.col}`).sort());
}

/**
 * Checks the recap against the record: the actions from `from` on, made by `player`, in order;
 * each line of a sewn patch shows exactly its squares on that player's quilt, and a second
 * press shows none.
 */
async function expectRecap(page, record, from, player) {
  const expected = record.actions.slice(from).map((action, i) => ({ index: from + i, kind: KIND[action.type], player }));
  if (expected.length === 0) {
    await expect(page.getByTestId('turn-recap')).toHaveCount(0);
    return;
  }
  await expect(page.getByTestId('turn-recap')).toBeVisible();
  expect(await recapShown(page), `the recap lists actions ${from}–${record.actions.length - 1}`).toEqual(expected);
  for (const { index } of expected) {
    const cells = cellsOf(record.actions[index]);
    if (cells.length === 0) continue;
    const line = page.locator(`[data-testid=recap-item][data-index="${index}"] button`);
    await line.click();
    await expect.poll(() => shownSquares(page, player), { message: `action ${index} shown on quilt-${player}` }).toEqual(cells);
    await line.click();
    await expect.poll(() => shownSquares(page, player)).toEqual([]);
  }
}

/** The player to move advances, or places the leather patch they won. */
async function act(play) {
  if ((await play.leatherPrompt.count()) > 0) await play.placeLeatherAnywhere();
  else await play.advanceOnce();
}

test('a whole classic game against Hard: after every computer turn the recap tells exactly its actions', async ({ page }) => {
  const play = new ComputerPage(page);
  await play.startWith(['person', 'hard']);
  let mine = 0; // the record's length after the person's last action
  let turns = 0;
  while ((await play.gameOver.count()) === 0) {
    await play.waitForTurnOf(1, 2 * TURN_MS);
    if ((await play.gameOver.count()) > 0) break;
    const record = (await play.storedRecord()) ?? { actions: [] };
    await expectRecap(page, record, mine, 2);
    turns += 1;
    // Take a patch now and then (so the computer's recap is not the only one with squares),
    // otherwise advance; a leather patch won is placed.
    if ((await play.leatherPrompt.count()) > 0) await play.placeLeatherAnywhere();
    else if (turns % 3 !== 0 || !(await play.takeFirstTakeable())) await play.advanceOnce();
    await expect(page.getByTestId('turn-recap')).toHaveCount(0);
    await expect.poll(async () => (await play.storedRecord())?.actions.length ?? 0).toBeGreaterThan(record.actions.length);
    // The person's action is one action: the computer may already have answered (at once when
    // it has a single choice) by the time the record is read again.
    mine = record.actions.length + 1;
  }
  expect(turns, 'the person had turns').toBeGreaterThan(5);

  // The log: every action, newest first, and a line shows its patch on its quilt.
  const record = await play.storedRecord();
  await page.getByTestId('menu').click();
  await page.getByTestId('open-log').click();
  const log = page.getByTestId('game-log');
  await expect(log).toBeVisible();
  const listed = await log.getByTestId('log-item').evaluateAll((items) => items.map((i) => Number(i.dataset.index)));
  expect(listed).toEqual(record.actions.map((_, i) => i).reverse());
  play.expectNoPanic();
});

test('hot seat: the recap tells each player what the other did; closing it keeps it closed; the log follows undo', async ({
  page,
}) => {
  const play = new SavesPage(page);
  await play.open({ seed: 7 });
  const movers = []; // who made each action
  for (let step = 0; step < 10; step += 1) {
    const player = await play.playerToMove();
    const record = (await play.storedRecord()) ?? { actions: [] };
    const last = movers.lastIndexOf(player);
    const others = movers.slice(last + 1);
    expect(others.every((p) => p !== player)).toBe(true);
    await expectRecap(page, record, last + 1, player === 1 ? 2 : 1);
    if ((await play.leatherPrompt.count()) > 0) await play.placeLeatherAnywhere();
    else if (step % 2 !== 0 || !(await play.takeFirstTakeable())) await play.advanceOnce();
    movers.push(player);
    await play.waitSaved(movers.length);
  }
  // Closed, it stays closed until the game moves on; the next player's turn brings theirs.
  const recap = page.getByTestId('turn-recap');
  while ((await recap.count()) === 0) {
    movers.push(await play.playerToMove());
    await act(play);
  }
  await page.getByTestId('recap-close').click();
  await expect(recap).toHaveCount(0);
  await expect(page.getByTestId('rotate'), "the turn's buttons are back").toBeVisible();
  const player = await play.playerToMove();
  while ((await play.playerToMove()) === player) {
    await expect(recap).toHaveCount(0);
    movers.push(player);
    await act(play);
  }
  await expect(recap).toBeVisible();
  // The log keeps step with undo.
  await play.undo();
  await page.getByTestId('menu').click();
  await page.getByTestId('open-log').click();
  await expect(page.getByTestId('log-item')).toHaveCount(movers.length - 1);
  await page.getByTestId('log-close').click();
  await expect(page.getByTestId('game-log')).toHaveCount(0);
  play.expectNoPanic();
});
