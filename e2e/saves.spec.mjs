// Saved games: every action is saved in the browser's storage, so reloading the page at any
// moment brings the game back exactly (also while a leather patch waits); the new-game screen
// lists the saves newest first, resumes and deletes them; a damaged save is named as such and
// harms no other; a browser that will not save (storage full or forbidden) says so once and
// lets the game go on.
import { test, expect } from '@playwright/test';
import { SavesPage, seededRandom, GAME_KEY, META_KEY } from './pages/saves-page.mjs';
import { randomRecord, replay } from './lib/cli.mjs';

// Each test replays records with the CLI and reloads the page several times: on a busy machine
// that takes more than the default 30 s.
test.describe.configure({ timeout: 120_000 });

/** Saves the game, reads everything the page shows, reloads and expects exactly that again. */
async function reloadAndCompare(play, played, why) {
  await play.waitSaved(played);
  const before = await play.fullState();
  const address = play.page.url();
  await play.reload();
  await expect.poll(() => play.fullState(), { message: `the same game after reloading (${why})` }).toEqual(before);
  expect(play.page.url(), 'the address still names the save').toBe(address);
}

const GAMES = [
  { title: 'a classic (revised board)', seed: 21, game: 'classic', board: 'revised', random: 1001, reloads: [1, 4, 7, 11, 14] },
  { title: 'a classic (original board)', seed: 22, game: 'classic', board: 'original', random: 1002, reloads: [2, 3, 8, 12, 16] },
  { title: 'an Express', seed: 23, game: 'express', random: 1003, reloads: [1, 5, 6, 10, 13] },
];

for (const setup of GAMES) {
  test(`${setup.title} game reloaded at chosen moments comes back exactly`, async ({ page }) => {
    const play = new SavesPage(page);
    await play.open(setup);
    const id = play.saveId();
    // Nothing is saved before the first action.
    expect(await play.storedRecord(id)).toBeNull();
    // Reloading before any action starts the same deal again under the same id.
    const fresh = await play.fullState();
    await play.reload();
    await expect.poll(() => play.fullState()).toEqual(fresh);
    expect(play.saveId()).toBe(id);

    const random = seededRandom(setup.random);
    const done = [];
    const last = Math.max(...setup.reloads);
    for (let played = 1; played <= last; played += 1) {
      done.push(await play.playRandomAction(random));
      if (setup.reloads.includes(played)) await reloadAndCompare(play, played, `after ${done.join(', ')}`);
    }
    expect(done.some((a) => a.startsWith('take')), `some patches taken: ${done}`).toBe(true);
    test.info().annotations.push({ type: 'actions', description: done.join(', ') });

    // Undo twice, reload: the undone actions can still be redone after the reload.
    await play.undo();
    await play.undoKey();
    await play.waitSaved(last - 2, 2);
    await reloadAndCompare(play, last - 2, 'after two undos');
    await expect(play.redoButton).toBeEnabled();
    await play.redo();
    await play.redo();
    await play.waitSaved(last, 0);
    await expect(play.redoButton).toBeDisabled();

    // The save is the record: the CLI replays it to what the page shows.
    const record = await play.storedRecord(id);
    expect(record.format).toBe('patchwork-record/1');
    expect(record.actions).toHaveLength(last);
    await play.expectShowsRecord(record);
    const meta = await play.storedMeta(id);
    expect(meta).toMatchObject({ names: ['Player 1', 'Player 2'], seats: ['person', 'person'], seed: setup.seed, redo: [] });
    expect(typeof meta.updated).toBe('number');
    play.expectNoPanic();
  });
}

// Seed 11, both players advancing: player 2 wins the first leather patch on the 26th advance.
test('a reload while a leather patch waits holds it again; placed, it stays placed', async ({ page }) => {
  const play = new SavesPage(page);
  await play.open({ seed: 11 });
  await play.advanceTimes(26);
  await expect(play.leatherPrompt).toBeVisible();
  await reloadAndCompare(play, 26, 'a leather patch waits');
  await expect(play.leatherPrompt).toBeVisible();
  await expect(play.heldPatch).toHaveAttribute('data-patch', 'leather');
  await expect(play.turnBanner).toHaveAttribute('data-player', '2');

  await play.placeLeather(2, [3, 5]);
  await reloadAndCompare(play, 27, 'the leather patch placed');
  await expect(play.leatherPrompt).toHaveCount(0);
  expect(await play.coveredSquares(2)).toEqual([{ row: 3, col: 5, patch: 'leather' }]);
  await play.expectShowsRecord(await play.storedRecord());
  play.expectNoPanic();
});

test('the saved-games list shows two games newest first, resumes the older and deletes one', async ({ page }) => {
  const play = new SavesPage(page);
  await play.openNewGame();
  await expect(play.savedGameItems).toHaveCount(0);

  // Game A: one advance.
  await play.open({ seed: 31 });
  const a = play.saveId();
  await play.advanceOnce();
  await play.waitSaved(1);
  const stateA = await play.fullState();
  await play.toGames();
  await expect.poll(() => play.savedList()).toEqual([{ id: a, played: 1, damaged: false }]);

  // Game B, started from the new-game screen (the seats stay "person"): two actions.
  await expect(page.getByTestId('seat-1')).toHaveValue('person');
  await expect(page.getByTestId('seat-2')).toHaveValue('person');
  await play.startGame.click();
  await play.waitForGame();
  await expect.poll(() => play.saveId()).not.toBe(a);
  const b = play.saveId();
  expect(b).not.toBeNull();
  await play.advanceOnce();
  await play.advanceOnce();
  await play.waitSaved(2);
  const stateB = await play.fullState();
  await play.toGames();
  await expect.poll(() => play.savedList()).toEqual([
    { id: b, played: 2, damaged: false },
    { id: a, played: 1, damaged: false },
  ]);
  // The list is the same when the new-game screen is opened afresh.
  await play.openNewGame();
  await expect.poll(() => play.savedList()).toEqual([
    { id: b, played: 2, damaged: false },
    { id: a, played: 1, damaged: false },
  ]);

  // Resume the older game.
  await play.resume(a);
  await expect.poll(() => play.fullState()).toEqual(stateA);
  expect(new URL(page.url()).searchParams.get('seed')).toBe('31');

  // Delete B; A's entries stay as they were.
  await play.openNewGame();
  const storedA = { game: await play.storedRecord(a), meta: await play.storedMeta(a) };
  await play.deleteSave(b);
  await expect.poll(() => play.savedList()).toEqual([{ id: a, played: 1, damaged: false }]);
  await play.openNewGame();
  await expect.poll(() => play.savedList()).toEqual([{ id: a, played: 1, damaged: false }]);
  expect(await play.storedRecord(b)).toBeNull();
  expect(await play.storedMeta(b)).toBeNull();
  expect({ game: await play.storedRecord(a), meta: await play.storedMeta(a) }).toEqual(storedA);
  // B's address now starts nothing saved; A still resumes.
  await play.resume(a);
  await expect.poll(() => play.fullState()).toEqual(stateA);
  expect(stateB).not.toEqual(stateA);
  play.expectNoPanic();
});

test('damaged saves are named on the list and refused with a notice; a good save still resumes', async ({ page }) => {
  const play = new SavesPage(page);
  const base = randomRecord('classic', 41);
  const good = { ...base, actions: base.actions.slice(0, 5) };
  const goodText = JSON.stringify(good);
  const first = base.actions[0];
  expect(first.type, 'seed 41 starts with a take').toBe('take');
  const meta = (names, updated) => JSON.stringify({ names, seats: ['person', 'person'], seed: 41, updated, redo: [] });
  const saves = {
    'good-save': [goodText, meta(['Ada', 'Bob'], 1_000)],
    'not-json': [goodText.slice(0, Math.floor(goodText.length / 2)), meta(['Cy', 'Di'], 2_000)],
    'version-nine': [JSON.stringify({ ...good, format: 'patchwork-record/9' }), meta(['Ed', 'Flo'], 3_000)],
    'other-json': [JSON.stringify({ hello: 'world', actions: [] }), meta(['Gus', 'Hal'], 4_000)],
    // The first patch taken twice: the second take breaks the rules.
    'twice-taken': [JSON.stringify({ ...good, actions: [first, first] }), meta(['Ida', 'Jo'], 5_000)],
    // A good record with a damaged meta entry: it opens, with the default names.
    'bad-meta': [JSON.stringify({ ...good, actions: good.actions.slice(0, 3) }), '{"names": ['],
  };
  const entries = {};
  for (const [id, [record, m]] of Object.entries(saves)) {
    entries[GAME_KEY + id] = record;
    entries[META_KEY + id] = m;
  }
  await play.openNewGame();
  await play.writeStorage(entries);

  const expectations = {
    'not-json': /not valid JSON/,
    'version-nine': /format.*patchwork-record\/9|patchwork-record\/9.*format/,
    'other-json': /format/,
    'twice-taken': /break the rules.*action 1|action 1.*break the rules/,
  };
  for (const [id, words] of Object.entries(expectations)) {
    await page.goto(`./?seed=5&id=${id}`);
    await expect(play.newGame, `${id}: the new-game screen`).toBeVisible();
    await expect(play.notice).toHaveCount(1);
    await expect(play.notice).toHaveAttribute('role', 'alert');
    await expect(play.notice, `${id}: the notice says why`).toContainText(words);
    await expect(play.circle).toHaveCount(0);
    await expect.poll(() => play.savedList()).toEqual([
      { id: 'twice-taken', played: 0, damaged: true },
      { id: 'other-json', played: 0, damaged: true },
      { id: 'version-nine', played: 0, damaged: true },
      { id: 'not-json', played: 0, damaged: true },
      { id: 'good-save', played: 5, damaged: false },
      { id: 'bad-meta', played: 3, damaged: false },
    ]);
    for (const bad of Object.keys(expectations)) {
      await expect(play.savedGame(bad).getByTestId('resume-game')).toHaveCount(0);
      await expect(play.savedGame(bad).getByTestId('delete-game')).toBeVisible();
    }
    await play.noticeClose.click();
    await expect(play.notice).toHaveCount(0);
  }
  // Nothing was rewritten or removed.
  expect(await play.storage()).toEqual(entries);

  // The good save resumes, with its names, to the CLI's state.
  await play.resume('good-save');
  await expect(play.turnBanner).toContainText(/Ada|Bob/);
  await play.expectShowsRecord(good);
  play.expectNoPanic();

  // The save with the damaged meta entry opens with the default names.
  await play.openNewGame();
  await play.resume('bad-meta');
  await expect(play.turnBanner).toContainText(/Player [12]/);
  await play.expectShowsRecord({ ...good, actions: good.actions.slice(0, 3) });

  // Starting anew from a damaged save's address works, under a new id.
  await page.goto('./?id=not-json');
  await expect(play.notice).toContainText(/not valid JSON/);
  await play.startGame.click();
  await play.waitForGame();
  await expect.poll(() => play.saveId()).not.toBeNull();
  const id = play.saveId();
  expect(Object.keys(saves)).not.toContain(id);
  await play.advanceOnce();
  await play.waitSaved(1);
  // The damaged saves are kept as they were; the good one holds the same game (resuming it may
  // save it again).
  const after = await play.storage();
  for (const bad of Object.keys(expectations)) {
    expect(after[GAME_KEY + bad], bad).toBe(entries[GAME_KEY + bad]);
    expect(after[META_KEY + bad], bad).toBe(entries[META_KEY + bad]);
  }
  expect(JSON.parse(after[GAME_KEY + 'good-save'])).toEqual(good);

  // A damaged save can be deleted; the rest stay.
  await play.openNewGame();
  await play.deleteSave('twice-taken');
  await play.openNewGame();
  // (The good saves were resumed, which may have saved them again: they are somewhere after the new game.)
  await expect
    .poll(async () => (await play.savedList()).map((s) => s.id).filter((s) => !['good-save', 'bad-meta'].includes(s)))
    .toEqual([id, 'other-json', 'version-nine', 'not-json']);
  expect((await play.savedList()).map((s) => s.id)).toEqual(expect.arrayContaining(['good-save', 'bad-meta']));
  play.expectNoPanic();
});

test('a full storage gives one notice and an unsaved marker; the game goes on', async ({ page }) => {
  await page.addInitScript(() => {
    Storage.prototype.setItem = function setItem() {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
  const play = new SavesPage(page);
  await play.open({ seed: 51 });
  await expect(play.unsaved).toHaveCount(0);
  await play.advanceOnce();
  await expect(play.notice).toHaveCount(1);
  await expect(play.notice).toContainText(/full/);
  await expect(play.unsaved).toBeVisible();

  // More actions: still one notice, still unsaved, the game goes on.
  expect(await play.takeFirstTakeable()).not.toBeNull();
  await play.advanceOnce();
  await play.settle();
  await expect(play.notice).toHaveCount(1);
  await play.noticeClose.click();
  await expect(play.notice).toHaveCount(0);
  await play.advanceOnce();
  await play.undo();
  await play.redo();
  await play.settle();
  await expect(play.notice).toHaveCount(0);
  await expect(play.unsaved).toBeVisible();
  expect(await play.storedRecord()).toBeNull();

  // What the page shows is the game played: replay the same actions with the CLI.
  const exported = await play.exportGame();
  expect(exported.record.actions).toHaveLength(4);
  await play.expectShowsRecord(exported.record);
  play.expectNoPanic();
});

test('forbidden storage gives a notice and the game still plays', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
  const play = new SavesPage(page);
  // The new-game screen opens, with no saved games.
  await play.openNewGame();
  await expect(play.savedGameItems).toHaveCount(0);

  await play.open({ seed: 52 });
  await play.advanceOnce();
  await expect(play.notice).toHaveCount(1);
  await expect(play.notice).toContainText(/sav/i);
  await expect(play.unsaved).toBeVisible();
  expect(await play.takeFirstTakeable()).not.toBeNull();
  await play.advanceOnce();
  await expect(play.notice).toHaveCount(1);
  const exported = await play.exportGame();
  expect(exported.record.actions).toHaveLength(3);
  await play.expectShowsRecord(exported.record);
  play.expectNoPanic();
});
