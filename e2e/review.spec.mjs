// Reviewing a game: from the result, the saved-games list and an imported game. The computer
// analyses every position in its worker (a progress bar while it does), the graph gets one point
// per action, the buttons, the arrow keys and the slider step through the game showing each
// position as the engine has it, a move the computer would not have played shows its better move
// (a dashed outline on the mover's quilt, or in words), the analysis is saved with the game so a
// second review is instant, and "Play on from here" starts a copy from the position shown.
import { test, expect } from '@playwright/test';
import { SavesPage, GAME_KEY, META_KEY, engineView } from './pages/saves-page.mjs';
import { randomRecord, replay } from './lib/cli.mjs';

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

/** Checks that the board shows the engine's position after the first `at` actions of `record`. */
async function expectPosition(play, record, at) {
  await expect.poll(() => shownAt(play.page)).toBe(at);
  const expected = engineView(replay(record, at)).players;
  await expect.poll(() => play.shownPlayers(), { message: `the position after ${at} actions` }).toEqual(expected);
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
    for (const p of points) expect(['best', 'good', 'mistake', 'blunder']).toContain(p.verdict);
    // The last position is the game's end.
    await expectPosition(play, record, n);

    // Stepping: buttons, arrow keys, the slider and the graph's points.
    await page.getByTestId('review-previous').click();
    await expectPosition(play, record, n - 1);
    await page.keyboard.press('ArrowLeft');
    await expectPosition(play, record, n - 2);
    await page.keyboard.press('ArrowRight');
    await expectPosition(play, record, n - 1);
    await page.getByTestId('review-slider').fill('3');
    await expectPosition(play, record, 3);
    await page.getByTestId('review-next').click();
    await expectPosition(play, record, 4);
    await page.getByTestId('review-point').nth(6).click();
    await expectPosition(play, record, 7);

    // A move the computer would not have played: its verdict, the better move in words and, when
    // that move sews a patch on, its dashed outline on the mover's quilt.
    let ghosts = 0;
    for (const p of points.filter((p) => p.verdict !== 'best').slice(0, 12)) {
      await page.locator(`[data-testid=review-point][data-index="${p.index}"]`).click();
      await expect.poll(() => shownAt(page)).toBe(p.index);
      await expect(page.getByTestId('review-verdict')).toHaveAttribute('data-verdict', p.verdict);
      await expect(page.getByTestId('review-better')).toContainText(/computer's move/);
      if ((await page.getByTestId('hint-ghost').count()) > 0) {
        ghosts += 1;
        const cells = (await page.getByTestId('hint-ghost').getAttribute('data-cells')).split(' ');
        expect(cells.length).toBeGreaterThan(0);
      }
    }
    if (points.some((p) => p.verdict !== 'best')) expect(ghosts).toBeGreaterThan(0);
    // The computer's own moves show no better move.
    const best = points.find((p) => p.verdict === 'best');
    if (best) {
      await page.locator(`[data-testid=review-point][data-index="${best.index}"]`).click();
      await expect(page.getByTestId('review-better')).toHaveCount(0);
      await expect(page.getByTestId('hint-ghost')).toHaveCount(0);
    }

    // Saved with the game: after a reload the review is complete at once.
    const saved = await play.storage();
    expect(Object.keys(saved)).toContain(REVIEW_KEY + id);
    await page.reload();
    await expect(play.gameOver).toBeVisible();
    await page.getByTestId('review-open').click();
    await expect(page.getByTestId('review-point')).toHaveCount(n, { timeout: 2_000 });
    await expect(page.getByTestId('review-progress')).toHaveCount(0);

    // Play on from position 5: a new game (a copy) from there; the original stays.
    await page.getByTestId('review-slider').fill('5');
    await expectPosition(play, record, 5);
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
