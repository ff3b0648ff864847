// Practising one's mistakes: a reviewed game's result offers "Practise your mistakes", which keeps
// every mistake and blunder of the people at the table as a puzzle (`patchwork:puzzles`) and
// shows the first; the new-game screen offers the unsolved ones, newest first. A puzzle made from
// a blunder is solved by playing the computer's suggested move, and not by playing the move made
// again: after two such answers the computer's move is shown. Puzzles survive a reload.
import { test, expect } from '@playwright/test';
import { SavesPage, GAME_KEY, META_KEY } from './pages/saves-page.mjs';
import { randomRecord, replay } from './lib/cli.mjs';
import { GAMES } from './lib/patches.mjs';

const PUZZLES_KEY = 'patchwork:puzzles';

/** A kept puzzle's fields, in the order the page keeps them (e2e/README.md). */
const fields = ([record, names, made, better, after, blunder, iterations, solved]) => ({
  record: JSON.parse(record),
  names,
  made,
  better,
  after,
  blunder,
  iterations,
  solved,
});

/** The puzzles kept in the page's storage. */
async function kept(play) {
  const text = (await play.storage())[PUZZLES_KEY];
  return text ? JSON.parse(text) : [];
}

/** Plays `action` (as a record writes it) in the puzzle shown, whose game is `record`; `kept`
 * false where the answer is taken back at once (the computer's move is then shown). */
async function answer(play, record, action, kept = true) {
  await play.playAction(action, replay(record), { final: GAMES[record.game].final, kept });
}

test('a reviewed game gives puzzles; a blunder is solved by the better move, not by the move made', async ({ page }) => {
  test.setTimeout(120_000);
  const play = new SavesPage(page);
  const record = randomRecord('express', 5);
  await play.openNewGame();
  const meta = { names: ['Ada', 'Bo'], seats: ['person', 'person'], seed: 1, updated: 1, redo: [] };
  await play.writeStorage({ [GAME_KEY + 'rv']: JSON.stringify(record), [META_KEY + 'rv']: JSON.stringify(meta) });
  await page.goto('./?id=rv');
  await expect(play.gameOver).toBeVisible();
  // Not before the game is reviewed.
  await expect(page.getByTestId('review-practise')).toHaveCount(0);
  await page.getByTestId('review-open').click();
  await expect(page.getByTestId('review-progress')).toHaveCount(0, { timeout: 60_000 });
  const wrong = await page.locator('[data-testid=review-point]:is([data-verdict=mistake], [data-verdict=blunder])').count();
  expect(wrong).toBeGreaterThan(0);
  await page.getByTestId('review-close').click();
  await page.getByTestId('review-practise').click();

  // The first puzzle is shown: the position before the first mistake, nothing saved for it.
  const puzzle = page.getByTestId('puzzle');
  await expect(puzzle).toHaveAttribute('data-state', 'trying');
  const puzzles = (await kept(play)).map(fields);
  expect(puzzles).toHaveLength(wrong);
  const first = puzzles[0];
  await expect(play.turnBanner).toHaveAttribute('data-player', String(replay(first.record).to_move));
  await expect.poll(() => play.numbers()).toEqual(replay(first.record).players.map((p) => ({ buttons: p.buttons, position: p.position, empty: p.empty })));
  expect(page.url()).not.toContain('id=');
  await expect(page.getByTestId('undo')).toHaveCount(0);

  // Kept across a reload, offered on the new-game screen newest first.
  await page.reload();
  await expect(page.getByTestId('puzzles-open')).toHaveAttribute('data-count', String(wrong));
  const blunder = (await kept(play)).find((p) => fields(p).blunder);
  expect(blunder, 'random play blunders').toBeTruthy();
  const { record: before, made, better } = fields(blunder);

  // Only the blunder: answered with the computer's move, it is solved, and kept so.
  await play.writeStorage({ [PUZZLES_KEY]: JSON.stringify([blunder]) });
  await page.reload();
  await page.getByTestId('puzzles-open').click();
  await expect(puzzle).toHaveAttribute('data-state', 'trying');
  await answer(play, before, better);
  await expect(page.getByTestId('puzzle-solved')).toBeVisible();
  await expect(puzzle).toHaveAttribute('data-state', 'solved');
  await expect.poll(async () => (await kept(play)).map((p) => fields(p).solved)).toEqual([true]);
  // Nothing more is played on it.
  await expect(page.getByTestId('hint')).toHaveCount(0);
  await page.getByTestId('puzzle-leave').click();
  await expect(page.getByTestId('new-game')).toBeVisible();
  await expect(page.getByTestId('puzzles-open')).toHaveCount(0);

  // Answered with the move made: not solved; again: the computer's move is shown.
  await play.writeStorage({ [PUZZLES_KEY]: JSON.stringify([blunder]) });
  await page.reload();
  await page.getByTestId('puzzles-open').click();
  await answer(play, before, made);
  await expect(puzzle).toHaveAttribute('data-state', 'wrong');
  await expect(puzzle).toHaveAttribute('data-tries', '1');
  await page.getByTestId('puzzle-retry').click();
  await expect(puzzle).toHaveAttribute('data-state', 'trying');
  await expect.poll(() => play.numbers()).toEqual(replay(before).players.map((p) => ({ buttons: p.buttons, position: p.position, empty: p.empty })));
  await answer(play, before, made, false);
  await expect(page.getByTestId('puzzle-answer')).toBeVisible();
  await expect(puzzle).toHaveAttribute('data-state', 'shown');
  // Back at the position, the computer's move drawn as a hint is: on the quilt, or the
  // advance button ringed.
  await expect.poll(() => play.numbers()).toEqual(replay(before).players.map((p) => ({ buttons: p.buttons, position: p.position, empty: p.empty })));
  if (better.type === 'take' || better.type === 'leather') {
    const cells = (better.type === 'take' ? better.cells : [better.cell]).map(([r, c]) => `${r},${c}`).sort();
    const drawn = await page.getByTestId('hint-ghost').getAttribute('data-cells');
    expect(drawn.split(' ').sort()).toEqual(cells);
  }
  expect((await kept(play)).map((p) => fields(p).solved)).toEqual([false]);
  expect(play.panics).toEqual([]);
});

test('a game not over, once reviewed, is practised from the game menu', async ({ page }) => {
  test.setTimeout(90_000);
  const play = new SavesPage(page);
  const full = randomRecord('express', 5);
  const record = { ...full, actions: full.actions.slice(0, 24) };
  await play.openNewGame();
  const meta = { names: ['Ada', 'Bo'], seats: ['person', 'person'], seed: 1, updated: 1, redo: [] };
  await play.writeStorage({ [GAME_KEY + 'half']: JSON.stringify(record), [META_KEY + 'half']: JSON.stringify(meta) });
  await page.goto('./?id=half');
  await page.getByTestId('menu').click();
  await expect(page.getByTestId('game-menu')).toBeVisible();
  await expect(page.getByTestId('menu-practise')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await play.openNewGame();
  await page.locator('[data-testid=saved-game][data-id=half]').getByTestId('review-game').click();
  await expect(page.getByTestId('review-progress')).toHaveCount(0, { timeout: 60_000 });
  const wrong = await page.locator('[data-testid=review-point]:is([data-verdict=mistake], [data-verdict=blunder])').count();
  expect(wrong, 'random play goes wrong in 24 moves').toBeGreaterThan(0);
  await page.keyboard.press('Escape');
  await page.getByTestId('menu').click();
  await page.getByTestId('menu-practise').click();
  await expect(page.getByTestId('puzzle')).toHaveAttribute('data-state', 'trying');
  expect(await kept(play)).toHaveLength(wrong);
  expect(play.panics).toEqual([]);
});

test('a damaged list of puzzles is set aside, and a damaged puzzle says so', async ({ page }) => {
  const play = new SavesPage(page);
  await play.openNewGame();
  await play.writeStorage({ [PUZZLES_KEY]: '{"not": "a list"' });
  await page.reload();
  await expect(page.getByTestId('new-game')).toBeVisible();
  await expect(page.getByTestId('puzzles-open')).toHaveCount(0);
  const damaged = ['{}', ['Ada', 'Bo'], { type: 'advance' }, { type: 'advance' }, 0.5, true, 8000, false];
  await play.writeStorage({ [PUZZLES_KEY]: JSON.stringify([damaged]) });
  await page.reload();
  await page.getByTestId('puzzles-open').click();
  await expect(page.getByTestId('notice')).toBeVisible();
  await expect(page.getByTestId('new-game')).toBeVisible();
  expect(play.panics).toEqual([]);
});
