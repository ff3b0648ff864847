// Export and import: the toolbar's Export downloads the game as a patchwork-record/1 file that
// `patchwork-cli replay` replays to what the page shows; Import (the file picker, or a file
// dropped anywhere on the page) opens such a file as a new saved game next to the others; a
// file that is not a good record is refused with a notice that says why, and the game in
// progress is left exactly as it was.
import { test, expect } from '@playwright/test';
import { SavesPage } from './pages/saves-page.mjs';
import { randomRecord, refusal, replay } from './lib/cli.mjs';

test.describe.configure({ timeout: 120_000 });

/** Plays a few actions of seed 61 (advances and patches) and returns the page object. */
async function gameInProgress(page) {
  const play = new SavesPage(page);
  await play.open({ seed: 61 });
  await play.advanceOnce();
  expect(await play.takeFirstTakeable()).not.toBeNull();
  expect(await play.takeFirstTakeable()).not.toBeNull();
  await play.advanceOnce();
  expect(await play.takeFirstTakeable()).not.toBeNull();
  await play.waitSaved(5);
  return play;
}

test('an exported game replays with the CLI to what the page shows, and imports back the same', async ({ page }) => {
  const play = await gameInProgress(page);
  const id = play.saveId();
  const shown = await play.fullState();

  const file = await play.exportGame();
  expect(file.name).toBe(`patchwork-classic-${id}.json`);
  expect(file.record.format).toBe('patchwork-record/1');
  expect(file.record.actions).toHaveLength(5);
  // The file is the saved record with the players' names, and the engine agrees with the page.
  const { players, ...record } = file.record;
  expect(players).toEqual(['Player 1', 'Player 2']);
  expect(record).toEqual(await play.storedRecord(id));
  expect(file.record.circle).toEqual(randomRecord('classic', 61).circle);
  await play.expectShowsRecord(file.record);
  const engine = replay(file.record);
  expect(engine.finished).toBe(false);
  expect(engine.to_move).toBe(Number(shown.turn));

  // Import it back through the Import button's file chooser: a new saved game, same quilts.
  await play.importWithButton(file.name, file.text);
  await expect.poll(() => play.saveId()).not.toBe(id);
  const imported = play.saveId();
  await play.waitForGame();
  await expect.poll(() => play.fullState()).toEqual({ ...shown });
  await expect(play.notice).toHaveCount(0);
  // The file's names come back (here the default ones); the first game stays saved.
  await expect(play.turnBanner).toContainText(/Player [12]/);
  await play.advanceOnce();
  await play.waitSaved(6);
  await play.toGames();
  await expect.poll(async () => (await play.savedList()).map((s) => [s.id, s.played])).toEqual([
    [imported, 6],
    [id, 5],
  ]);
  expect(await play.storedMeta(imported)).toMatchObject({ names: ['Player 1', 'Player 2'] });
  play.expectNoPanic();
});

test("export keeps the players' names and import shows them again", async ({ page }) => {
  const play = new SavesPage(page);
  await page.goto('./?seed=63&p1=Ada%20Lovelace&p2=Zo%C3%AB');
  await play.waitForGame();
  await expect(play.turnBanner).toContainText('Ada Lovelace');
  await play.advanceOnce();
  const file = await play.exportGame();
  expect(file.record.players).toEqual(['Ada Lovelace', 'Zoë']);
  // Another game in the meantime, then the file comes back with its names.
  await page.goto('./?seed=64');
  await play.waitForGame();
  await play.importWithButton(file.name, file.text);
  await expect(play.turnBanner).toContainText('Zoë');
  await expect.poll(async () => (await play.storedMeta(play.saveId()))?.names).toEqual(['Ada Lovelace', 'Zoë']);
  play.expectNoPanic();
});

test('a finished game in the list says who won and by how much, and is played again instead of resumed', async ({
  page,
}) => {
  const full = { ...randomRecord('classic', 65), players: ['Ada', 'Bob'] };
  const engine = replay(full);
  expect(engine.finished).toBe(true);
  const play = new SavesPage(page);
  await page.goto('./?seed=66');
  await play.waitForGame();
  const dealt = play.saveId();
  await play.importWithButton('finished.json', JSON.stringify(full));
  await expect(page.getByTestId('game-over')).toBeVisible();
  // The address names the imported game's save a moment after the game is shown.
  await expect.poll(() => play.saveId()).not.toBe(dealt);
  const id = play.saveId();
  await play.toGames();
  const item = play.savedGame(id);
  const [one, two] = engine.players.map((p) => p.score);
  const winner = engine.winner === 1 ? 'Ada' : 'Bob';
  await expect(item).toContainText(new RegExp(`Finished after \\d+ moves\\. ${winner} wins! ${one} : ${two}`));
  await expect(item.getByTestId('resume-game')).toHaveCount(0);
  await expect(item.getByTestId('review-game')).toBeVisible();
  await item.getByTestId('play-again-game').click();
  await play.waitForGame();
  await expect.poll(() => play.saveId()).not.toBe(id);
  await expect(play.turnBanner).toContainText('Ada');
  expect(await play.storedRecord()).toBeNull();
  play.expectNoPanic();
});

test('a record file dropped on the page opens as a new game', async ({ page }) => {
  // The file: the engine's random game for seed 62, cut after 9 actions.
  const full = randomRecord('classic', 62);
  const record = { ...full, actions: full.actions.slice(0, 9) };
  const text = JSON.stringify(record, null, 2);

  const play = await gameInProgress(page);
  const id = play.saveId();
  await play.dropFile('dropped.json', text);
  await expect.poll(() => play.saveId()).not.toBe(id);
  await play.waitForGame();
  await play.expectShowsRecord(record);
  // The circle holds the set-up's patches less those taken (its order turns with the token).
  const taken = new Set(record.actions.filter((a) => a.type === 'take').map((a) => a.patch));
  expect(taken.size).toBeGreaterThan(0);
  expect((await play.circleOrder()).sort()).toEqual(record.circle.filter((p) => !taken.has(p)).sort());
  await expect(play.notice).toHaveCount(0);
  // It is saved as it opens: a reload brings it back.
  await play.waitSaved(9);
  const opened = await play.fullState();
  await play.reload();
  await expect.poll(() => play.fullState()).toEqual(opened);

  // A drop on the new-game screen opens it too; the drop's game is saved once it is played on.
  await play.advanceOnce();
  await play.waitSaved(10);
  await play.openNewGame();
  await play.dropFile('again.json', text);
  await play.waitForGame();
  await play.expectShowsRecord(record);
  play.expectNoPanic();
});

test('an imported Express record opens as Express', async ({ page }) => {
  const full = randomRecord('express', 63);
  const record = { ...full, actions: full.actions.slice(0, 12) };
  const play = new SavesPage(page);
  await play.openNewGame();
  await play.importWithButton('express.json', JSON.stringify(record));
  await play.waitForGame();
  expect(play.game).toBe('express');
  await expect(play.quiltSquares(1)).toHaveCount(49);
  await play.expectShowsRecord(record);
  play.expectNoPanic();
});

test('bad files are refused with a notice that says why; the game in progress is unchanged', async ({ page }) => {
  const play = await gameInProgress(page);
  const good = (await play.exportGame()).record;
  const before = await play.fullState();
  const address = page.url();
  const storage = await play.storage();

  // An illegal action: the patch just taken, taken again (it left the circle).
  const taken = good.actions.findLast((a) => a.type === 'take');
  const illegal = { ...good, actions: [...good.actions, taken] };
  const why = refusal(illegal);
  expect(why, 'the CLI refuses it too').toMatch(/^action 5: /);

  const bad = [
    { name: 'broken.json', text: JSON.stringify(good).slice(0, 200), words: [/not valid JSON/, /broken\.json/] },
    {
      name: 'future.json',
      text: JSON.stringify({ ...good, format: 'patchwork-record/9' }),
      words: [/format/, /patchwork-record\/9/],
    },
    { name: 'other.json', text: JSON.stringify({ name: 'a shopping list', items: ['eggs'] }), words: [/format/] },
    { name: 'illegal.json', text: JSON.stringify(illegal), words: [/break the rules/, /action 5/] },
  ];
  const ways = [
    ['file input', (f) => play.importWithInput(f.name, f.text)],
    ['Import button', (f) => play.importWithButton(f.name, f.text)],
    ['drop', (f) => play.dropFile(f.name, f.text)],
  ];
  for (const [way, load] of ways) {
    for (const file of bad) {
      await load(file);
      await expect(play.notice, `${file.name} by ${way}`).toHaveCount(1);
      for (const words of file.words) await expect(play.notice, `${file.name} by ${way}`).toContainText(words);
      // Nothing changed: the same game, the same turn, the same address, the same saves.
      expect(await play.fullState(), `${file.name} by ${way}`).toEqual(before);
      expect(page.url()).toBe(address);
      expect(await play.storage()).toEqual(storage);
      await play.noticeClose.click();
      await expect(play.notice).toHaveCount(0);
    }
  }
  // The game goes on.
  await play.advanceOnce();
  await play.waitSaved(6);
  await play.expectShowsRecord(await play.storedRecord());
  play.expectNoPanic();
});
