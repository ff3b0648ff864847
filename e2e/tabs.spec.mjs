// One saved game open in two tabs: a move in one reaches the other within a second; a tab that
// missed the other's move does not write over it — its own move is refused with a notice and it
// shows the game as saved; after reloading both, every move made is there or was refused with a
// notice. The menu says whether the browser keeps saved games for good.
import { test, expect } from '@playwright/test';
import { GAME_KEY, SavesPage } from './pages/saves-page.mjs';

/** Both tabs on one game: `a` starts it from a seed, `b` opens it by its id. */
async function twoTabs(context) {
  const a = new SavesPage(await context.newPage());
  await a.open({ seed: 5 });
  await a.advanceOnce();
  await a.waitSaved(1);
  const b = new SavesPage(await context.newPage());
  await b.page.goto(`./?id=${a.saveId()}`);
  await b.waitForGame();
  return [a, b];
}

/**
 * What both tabs must agree on: each player's buttons, space and empty squares. With `since`
 * (`Date.now()` before `a` was told to act), `b` must have shown them within a second of `a`
 * showing them, by the pages' own clocks: the test's own clicks and questions take longer than
 * that in a tab in the background.
 */
async function expectSame(a, b, message, since) {
  const want = await a.numbers();
  await expect.poll(async () => JSON.stringify(await b.numbers()), { message, timeout: 10_000 }).toBe(JSON.stringify(want));
  if (since === undefined) return;
  const [acted, arrived] = [await a.shownAt(want, since), await b.shownAt(want, since)];
  expect(acted, `${message}: the acting tab seen changing to it`).not.toBeNull();
  expect(arrived, `${message}: seen changing to it`).not.toBeNull();
  expect(arrived - acted, `${message} within a second`).toBeLessThan(1_000);
}

test('a move in one tab reaches the other within a second, both ways', async ({ context }) => {
  const [a, b] = await twoTabs(context);
  await expectSame(a, b, 'b opened the game as a saved it');
  await a.watchNumbers();
  await b.watchNumbers();
  await a.page.bringToFront();
  let since = Date.now();
  await a.advanceOnce();
  await expectSame(a, b, "a's move shown in b", since);
  await expect(b.message).toContainText('another tab');
  await b.page.bringToFront();
  since = Date.now();
  await b.advanceOnce();
  await expectSame(b, a, "b's move shown in a", since);
  since = Date.now();
  await a.undo();
  await expectSame(a, b, "a's undo shown in b", since);
  expect((await a.storedRecord()).actions.length).toBe(2);
  a.expectNoPanic();
  b.expectNoPanic();
});

test('a tab that missed the other tab’s move cannot write over it: its move is refused with a notice', async ({ context }) => {
  let [a, b] = await twoTabs(context);
  // A move saved where b does not hear of it (as when b's own move comes before the other tab's
  // news): a tab hears no storage event for its own writes, so with a closed, a move written
  // from b's page is another tab's move that b missed.
  const id = a.saveId();
  await a.page.close();
  const before = await b.storedRecord();
  const moved = { ...before, actions: [...before.actions, { type: 'advance' }] };
  await b.writeStorage({ [GAME_KEY + id]: JSON.stringify(moved) });
  // b still shows the game before that move and plays another move on it: a patch, picked up
  // where it fits and sewn on with Enter.
  const card = b.circle.locator('[data-testid=circle-patch][data-takeable=true]').first();
  await card.focus();
  await b.page.keyboard.press('Enter');
  await expect(b.heldPatch).toHaveAttribute('data-legal', 'true');
  await b.page.keyboard.press('Enter');
  await expect(b.notice).toBeVisible();
  await expect(b.notice).toContainText('not saved');
  expect(await b.storedRecord()).toEqual(moved);
  // After reloading b, and in a new tab, the saved move is there, b's refused one is not.
  a = new SavesPage(await context.newPage());
  await a.page.goto(`./?id=${id}`);
  await a.waitForGame();
  await expectSame(a, b, 'b now shows the game as saved, like a new tab');
  await b.reload();
  expect(await a.storedRecord()).toEqual(moved);
  await expectSame(a, b, 'after reloading');
  a.expectNoPanic();
  b.expectNoPanic();
});

test('the menu says whether the browser keeps saved games', async ({ page }) => {
  const play = new SavesPage(page);
  await play.open({ seed: 2 });
  await page.getByTestId('menu').click();
  const kept = page.getByTestId('storage-kept');
  await expect(kept).toBeVisible();
  expect(['true', 'false']).toContain(await kept.getAttribute('data-kept'));
  await expect(kept).toHaveText(/\w{4,}/);
});
