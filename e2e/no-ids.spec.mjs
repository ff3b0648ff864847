// The page names a patch by its look and numbers, never by its id: through a whole seeded game
// of each kind, played with real drags, no text, aria-label or title on the page — on screen
// after each action, or shown for a moment in between — matches a patch id (`c14`, `e05`).
import { test, expect } from '@playwright/test';
import { playWholeGame } from './lib/full-game.mjs';
import { reveal } from './lib/menu.mjs';
import { NoIdsGamePage, PATCH_WORDS, idsOnScreen, watchForIds } from './lib/no-ids.mjs';

/** Checks the first turn too: the cards say what each patch looks like and costs, and so does a hint. */
class FirstTurnChecked extends NoIdsGamePage {
  async open(where) {
    await super.open(where);
    const labels = await this.circlePatches.evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label')));
    expect(labels.length).toBeGreaterThan(0);
    for (const label of labels) expect(label).toMatch(PATCH_WORDS.card);
    // What the computer would do, asked before any move (nothing is played).
    await (await reveal(this.page, 'hint')).click();
    await expect(this.message).toHaveText(PATCH_WORDS.hint, { timeout: 30_000 });
    await this.expectNoIds('the hint');
  }
}

for (const { game, seed } of [
  { game: 'classic', seed: 1 },
  { game: 'express', seed: 1 },
]) {
  test(`a whole ${game} game names no patch by its id`, async ({ page }) => {
    test.setTimeout(360_000);
    await watchForIds(page);
    const play = new FirstTurnChecked(page);
    const record = await playWholeGame(page, { game, seed }, play);
    // One check after the hint and after every action, and none failed.
    expect(play.checks).toBe(record.actions.length + 1);
    expect(await idsOnScreen(page)).toEqual([]);
  });
}
