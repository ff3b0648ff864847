// Reviewing a game: from the result, the saved-games list and an imported game. The computer
// analyses every position in its worker (a progress bar while it does), the graph gets one point
// per action, the buttons, the arrow keys and the slider step through the game showing each
// position as the engine has it; a move the computer would not have played is shown on the
// position before it, drawn beside the better move and both told in words; the summary and the
// verdicts are `patchwork-cli analyse`'s; the analysis is saved with the game so a second review
// is instant, and "Play on from here" starts a copy from the position shown.
import { test, expect } from '@playwright/test';
import { SavesPage, GAME_KEY, META_KEY, engineView } from './pages/saves-page.mjs';
import { cli, randomRecord, replay } from './lib/cli.mjs';

const REVIEW_KEY = 'patchwork:review:';

/** Stores `record` as the finished game `id` and opens it (its result shows). */
async function openFinished(page, record, id) {
  const play = new SavesPage(page);
  await play.openNewGame();
  const meta = { names: ['Ada', 'Bo'], seats: ['person', 'person'], seed: 1, updated: 1, redo: [] };
  await play.writeStorage({ [GAME_KEY + id]: JSON.stringify(record), [META_KEY + id]: JSON.stringify(meta) });
  await page.goto(`./?id=${id}`);
  await expect(play.gameOver).toBeVisible();
  return play;
}

/** Waits until the analysis is complete: no progress bar, one point per action. */
async function analysed(page, actions) {
  await expect(page.getByTestId('review-progress')).toHaveCount(0, { timeout: 60_000 });
  await expect(page.getByTestId('review-point')).toHaveCount(actions);
}

/** The position shown: after how many actions. */
async function shownAt(page) {
  return Number(await page.getByTestId('review').getAttribute('data-at'));
}

/** `patchwork-cli analyse` of `record` at the page's budget: each move's line, and the accuracy. */
function analyse(record) {
  const lines = cli(['analyse', '-'], JSON.stringify(record)).trim().split('\n').map((l) => JSON.parse(l));
  return { moves: lines.slice(0, -1), accuracy: lines.at(-1).accuracy };
}

/** The squares an action of a record covers, as `data-cells` writes them, in order. */
function cellsOf(action) {
  const cells = action.type === 'take' ? action.cells : action.type === 'leather' ? [action.cell] : [];
  return cells.map(([r, c]) => `${r},${c}`).sort();
}

/** A group's `data-cells`, in order. */
async function drawnCells(page, testid) {
  const text = await page.getByTestId(testid).getAttribute('data-cells');
  return text ? text.split(' ').sort() : [];
}

/**
 * Checks that move `at` is shown: after it, or before it where the computer prefers another
 * move (`compared`, by move: a verdict other than best on a move the computer would not play),
 * with the board the engine's position there.
 */
async function expectPosition(play, record, at, compared) {
  await expect.poll(() => shownAt(play.page)).toBe(at);
  const board = at > 0 && compared && compared[at - 1] ? at - 1 : at;
  await expect(play.page.getByTestId('review')).toHaveAttribute('data-board', String(board));
  const expected = engineView(replay(record, board)).players;
  await expect.poll(() => play.shownPlayers(), { message: `the position after ${board} actions` }).toEqual(expected);
}

for (const [game, seed] of [
  ['classic', 12],
  ['express', 5],
]) {
  test(`a finished ${game} game is reviewed, stepped through and played on from a position`, async ({ page }) => {
    test.setTimeout(180_000);
    const record = randomRecord(game, seed);
    const n = record.actions.length;
    const id = `review-${game}`;
    const play = await openFinished(page, record, id);
    await page.getByTestId('review-open').click();
    const review = page.getByTestId('review');
    await expect(review).toBeVisible();
    await expect(review).toHaveAttribute('data-end', String(n));
    // The table is only looked at: no controls, no toolbar.
    await expect(page.getByTestId('turn-banner')).toHaveCount(0);
    await expect(page.getByTestId('undo')).toHaveCount(0);
    await analysed(page, n);
    await expect(page.getByTestId('review-midline')).toHaveCount(1);
    const points = await page.getByTestId('review-point').evaluateAll((ps) =>
      ps.map((p) => ({ index: Number(p.dataset.index), verdict: p.dataset.verdict, player: p.dataset.player })),
    );
    expect(points.map((p) => p.index)).toEqual([...Array(n).keys()].map((i) => i + 1));
    const verdicts = points.map((p) => p.verdict);
    // The verdicts and the summary are those of `patchwork-cli analyse` (same playouts and seed).
    const analysis = analyse(record);
    expect(verdicts).toEqual(analysis.moves.map((m) => m.verdict));
    // Where the computer would have played another move, the board shows the position before.
    const compared = analysis.moves.map(
      (m, i) => m.verdict !== 'best' && JSON.stringify(m.best) !== JSON.stringify(record.actions[i]),
    );
    for (const player of [1, 2]) {
      const mine = analysis.moves.filter((m) => m.player === player);
      const line = page.locator(`[data-testid=review] [data-testid=review-summary] [data-player="${player}"]`);
      await expect(line).toHaveAttribute('data-accuracy', String(analysis.accuracy[player - 1]));
      await expect(line).toHaveAttribute('data-mistakes', String(mine.filter((m) => m.verdict === 'mistake').length));
      await expect(line).toHaveAttribute('data-blunders', String(mine.filter((m) => m.verdict === 'blunder').length));
    }
    // The last position is the game's end.
    await expectPosition(play, record, n, compared);

    // Stepping: buttons, arrow keys, the slider and the graph's points.
    await page.getByTestId('review-previous').click();
    await expectPosition(play, record, n - 1, compared);
    await page.keyboard.press('ArrowLeft');
    await expectPosition(play, record, n - 2, compared);
    await page.keyboard.press('ArrowRight');
    await expectPosition(play, record, n - 1, compared);
    await page.getByTestId('review-slider').fill('3');
    await expectPosition(play, record, 3, compared);
    await page.getByTestId('review-next').click();
    await expectPosition(play, record, 4, compared);
    await page.getByTestId('review-point').nth(6).click();
    await expectPosition(play, record, 7, compared);

    // Every mistake and blunder (in classic; the first few in express): the position before
    // it, with the move made and the better move drawn apart (solid and dashed) on empty
    // squares of the mover's quilt, their squares the record's and the analysis's, and both
    // told in words.
    const wrong = points.filter((p) => p.verdict === 'mistake' || p.verdict === 'blunder');
    for (const p of game === 'classic' ? wrong : wrong.slice(0, 4)) {
      await page.locator(`[data-testid=review-point][data-index="${p.index}"]`).click();
      await expect.poll(() => shownAt(page)).toBe(p.index);
      await expect(review).toHaveAttribute('data-board', String(p.index - 1));
      await expect(page.getByTestId('review-verdict')).toHaveAttribute('data-verdict', p.verdict);
      const made = record.actions[p.index - 1];
      const better = analysis.moves[p.index - 1].best;
      expect(await drawnCells(page, 'review-made')).toEqual(cellsOf(made));
      expect(await drawnCells(page, 'review-better')).toEqual(cellsOf(better));
      const empty = await page
        .getByTestId(`quilt-${p.player}`)
        .locator('[data-testid=quilt-square]:not([data-patch])')
        .evaluateAll((squares) => squares.map((s) => `${s.dataset.row},${s.dataset.col}`));
      for (const cell of [...cellsOf(made), ...cellsOf(better)]) expect(empty).toContain(cell);
      const style = (id) => page.getByTestId(id).getAttribute('stroke-dasharray');
      expect(await style('review-made')).not.toEqual(await style('review-better'));
      for (const [id, action] of [['review-made', made], ['review-better', better]]) {
        if (action.type === 'advance' || action.type === 'discard') {
          await expect(page.getByTestId(id)).toHaveAttribute('data-space', /^\d+$/);
        }
      }
      await expect(page.getByTestId('review-made-words')).not.toBeEmpty();
      await expect(page.getByTestId('review-better-words')).toContainText('would have');
      await expect(page.getByTestId('hint-ghost')).toHaveCount(0);
    }
    if (wrong.length > 0) {
      // The switch: the move made alone, the better move alone, both again.
      await page.getByTestId('review-show-made').click();
      await expect(page.getByTestId('review-better')).toHaveCount(0);
      await expect(page.getByTestId('review-made')).toHaveCount(1);
      await page.getByTestId('review-show-better').click();
      await expect(page.getByTestId('review-made')).toHaveCount(0);
      await expect(page.getByTestId('review-better')).toHaveCount(1);
      await page.getByTestId('review-show-both').click();
      await expect(page.getByTestId('review-made')).toHaveCount(1);
    }
    // The review fits every screen: at a mistake (the fullest panel) every control lies inside
    // the panel, the words of both moves are in sight, and the graph is a third of the width or more (the whole width on a phone).
    if (game === 'classic' && wrong.length > 0) {
      await page.locator(`[data-testid=review-point][data-index="${wrong[0].index}"]`).click();
      for (const [width, height] of [[390, 844], [768, 1024], [1024, 768], [1366, 768], [1920, 1080]]) {
        await page.setViewportSize({ width, height });
        await expect.poll(() => page.evaluate(() => {
          const panel = document.querySelector('[data-testid=review]').getBoundingClientRect();
          const out = [...document.querySelectorAll('[data-testid=review] button, [data-testid=review] input')]
            .map((el) => [el.dataset.testid, el.getBoundingClientRect()])
            .filter(([, r]) => r.left < panel.left - 1 || r.top < panel.top - 1 || r.right > panel.right + 1 || r.bottom > panel.bottom + 1)
            .map(([id]) => id);
          // The words of both moves are read without scrolling them.
          const words = document.querySelector('.review-words');
          const box = words.getBoundingClientRect();
          for (const testid of ['review-made-words', 'review-better-words']) {
            const r = document.querySelector(`[data-testid=${testid}]`)?.getBoundingClientRect();
            if (!r || words.scrollTop > 0 || r.top < box.top - 1 || r.bottom > box.bottom + 1) out.push(`${testid} cut`);
          }
          const graph = document.querySelector('[data-testid=review-graph]').getBoundingClientRect();
          if (graph.width < innerWidth * (innerWidth < 600 ? 0.95 : 1 / 3)) out.push(`graph ${graph.width}`);
          return out;
        }), { message: `${width}×${height}` }).toEqual([]);
      }
      await page.setViewportSize({ width: 1280, height: 720 });
    }
    // The computer's own moves show no better move: the position after them, as played.
    const best = points.find((p) => p.verdict === 'best');
    if (best) {
      await page.locator(`[data-testid=review-point][data-index="${best.index}"]`).click();
      await expectPosition(play, record, best.index, compared);
      await expect(page.getByTestId('review-better')).toHaveCount(0);
      await expect(page.getByTestId('review-made')).toHaveCount(0);
    }

    // Saved with the game: after a reload the review is complete at once.
    const saved = await play.storage();
    expect(Object.keys(saved)).toContain(REVIEW_KEY + id);
    await page.reload();
    await expect(play.gameOver).toBeVisible();
    // The result shows the summary once the game was reviewed.
    const summary = play.gameOver.getByTestId('review-summary');
    await expect(summary.locator('[data-player="1"]')).toHaveAttribute('data-accuracy', String(analysis.accuracy[0]));
    await page.getByTestId('review-open').click();
    await expect(page.getByTestId('review-point')).toHaveCount(n, { timeout: 2_000 });
    await expect(page.getByTestId('review-progress')).toHaveCount(0);

    // Play on from position 5: a new game (a copy) from there; the original stays.
    await page.getByTestId('review-slider').fill('5');
    await expectPosition(play, record, 5, compared);
    await page.getByTestId('review-play-on').click();
    await expect(review).toHaveCount(0);
    await play.waitForGame();
    await expect.poll(() => play.saveId()).not.toBe(id);
    const copy = play.saveId();
    await play.expectShowsRecord({ ...record, actions: record.actions.slice(0, 5) });
    await play.waitSaved(5);
    expect((await play.storedRecord(copy)).actions).toEqual(record.actions.slice(0, 5));
    expect((await play.storedRecord(id)).actions).toHaveLength(n);
    expect(play.panics).toEqual([]);
  });
}

test('a saved game is reviewed from the list, and Escape goes back to it', async ({ page }) => {
  const record = randomRecord('express', 9);
  const n = record.actions.length;
  const play = await openFinished(page, record, 'listed');
  await play.openNewGame();
  const item = page.locator('[data-testid=saved-game][data-id=listed]');
  await item.getByTestId('review-game').click();
  await expect(page.getByTestId('review')).toBeVisible();
  await analysed(page, n);
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => shownAt(page)).toBe(n - 1);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('review')).toHaveCount(0);
  // Back at the game as it was: its end, its result.
  await expect(play.gameOver).toBeVisible();
  await play.expectShowsRecord(record);
  expect(play.panics).toEqual([]);
});

test('an imported game is reviewed', async ({ page }) => {
  const record = randomRecord('classic', 3);
  const play = new SavesPage(page);
  await play.openNewGame();
  await play.importWithButton('game.json', JSON.stringify(record));
  await expect(play.gameOver).toBeVisible();
  await page.getByTestId('review-open').click();
  await analysed(page, record.actions.length);
  expect(play.panics).toEqual([]);
});
