// Playing with a friend at a distance, by link: two browser contexts (two devices, each with
// its own storage) play a whole game passing only the links the page offers; a stale link, a
// link that parts from the saved game, damaged links and a hostile name.
import { test, expect } from '@playwright/test';
import { randomRecord, replay } from './lib/cli.mjs';
import { LinkPage } from './pages/link-page.mjs';
import { marksAfter } from './pages/game-page.mjs';

/** Two devices: Ada's and Bob's, each a browser context of its own. */
async function twoDevices(browser, options = {}) {
  const devices = [];
  for (const name of ['Ada', 'Bob']) {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    page.on('dialog', (dialog) => {
      throw new Error(`${name}'s page opened a dialog: ${dialog.message()}`);
    });
    devices.push(new LinkPage(page));
  }
  return devices;
}

test('two devices play a whole Express game passing only links', async ({ browser }) => {
  test.setTimeout(300_000);
  const [ada, bob] = await twoDevices(browser);
  const seed = await ada.startWithFriend({ game: 'express' });
  const record = randomRecord('express', seed);
  let engine = replay(record, 0);
  const device = { 1: ada, 2: bob };
  let shown = 1; // whose device holds the latest game
  let links = 0;
  for (let i = 0; i < record.actions.length; i += 1) {
    const player = engine.to_move;
    const me = device[player];
    if (player !== shown) {
      // The other device waits for this player's move and offers the link to send.
      const other = device[shown];
      await expect(other.advanceButton).toBeHidden();
      await expect(other.message).toContainText(`Waiting for ${player === 1 ? 'Ada' : 'Bob'}'s move`);
      await me.openLink(await other.link(), 'express');
      // The first link introduces itself; every later one tells what the friend did first.
      if (links === 0) {
        await expect(me.message).toContainText('Ada invites you to a game of Patchwork Express. You play the blue quilt.');
      } else {
        await expect(me.message).toContainText(new RegExp(`^${player === 1 ? 'Bob' : 'Ada'} `));
        await expect(me.message).not.toContainText('Game resumed');
      }
      links += 1;
      shown = player;
      // The link shows whose turn it is and the last move marked.
      if (i > 0) {
        await expect.poll(() => me.lastMoveSquares()).toEqual(marksAfter(record.actions[i - 1], 3 - player));
      }
    }
    const where = `action ${i} by player ${player}`;
    await expect(me.turnBanner, where).toHaveAttribute('data-player', String(player));
    await me.playAction(record.actions[i], engine);
    engine = replay(record, i + 1);
    const expected = engine.players.map((p) => ({ buttons: p.buttons, position: p.position, empty: p.empty }));
    await expect.poll(() => me.numbers(), { message: `numbers after ${where}` }).toEqual(expected);
  }
  expect(links).toBeGreaterThan(4);
  // The last mover's page offers the final link; the friend opens it and sees the same end.
  const last = device[shown];
  const other = device[3 - shown];
  await other.openLink(await last.link(), 'express');
  await expect(other.message).toContainText('The game is over');
  for (const page of [last, other]) {
    // The final position, its result, and from it the review.
    await expect(page.page.getByTestId('review-open')).toBeVisible();
    const result = await page.finalResult();
    expect(result.winner).toBe(engine.winner);
    expect(result.players.map((p) => p.score)).toEqual(engine.players.map((p) => p.score));
  }
  // Each side keeps the whole game in its saved games.
  for (const page of [ada, bob]) {
    expect(Object.values(await page.savedActions())).toEqual([record.actions.length]);
  }
});

test('the link copies whole, and a stale link leaves my game as it is and says so', async ({ browser }) => {
  const [ada, bob] = await twoDevices(browser);
  await ada.startWithFriend();
  await ada.advanceOnce();
  const first = await ada.link();
  // Copied, the link is on the clipboard whole, and the message says so.
  await ada.page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await ada.page.getByTestId('link-copy').click();
  await expect(ada.message).toContainText('Link copied.');
  expect(await ada.page.evaluate(() => navigator.clipboard.readText())).toBe(first);
  // Bob has the page open already: the link changes only the address's fragment.
  await bob.page.goto('./');
  await expect(bob.page.getByTestId('new-game')).toBeVisible();
  await bob.openLink(first);
  await expect(bob.turnBanner).toHaveAttribute('data-player', '2');
  expect(new URL(bob.page.url()).hash).toBe('');
  await bob.advanceOnce();
  await ada.openLink(await bob.link());
  await expect(ada.turnBanner).toHaveAttribute('data-player', '1');
  await ada.advanceOnce();
  await expect.poll(async () => Object.values(await ada.savedActions())).toEqual([3]);
  const [saved, numbers] = [await ada.savedEntries(), await ada.numbers()];
  // The first link again: older than Ada's game, which stays, waiting for Bob.
  await ada.openLink(first);
  await expect(ada.notice).toContainText('older than your game');
  expect(await ada.savedEntries()).toEqual(saved);
  expect(await ada.numbers()).toEqual(numbers);
  await expect(ada.panel).toBeVisible();
});

test('a link that parts from my game overwrites nothing until I choose', async ({ browser }) => {
  const [ada, bob] = await twoDevices(browser);
  await ada.startWithFriend();
  await ada.advanceOnce();
  await bob.openLink(await ada.link());
  // Bob advances and sends it; then he takes it back and takes a patch instead.
  await bob.advanceOnce();
  const advanced = await bob.link();
  await bob.page.getByTestId('undo').click();
  await expect(bob.advanceButton).toBeVisible();
  await bob.takeFirstTakeable();
  // (Still behind, Bob plays on until it is Ada's turn.)
  while ((await bob.playerToMove()) === 2) await bob.advanceOnce();
  const took = await bob.link();
  await ada.openLink(advanced);
  await expect.poll(async () => Object.values(await ada.savedActions())).toEqual([2]);
  const [mine, numbers] = [await ada.savedEntries(), await ada.numbers()];
  const ids = Object.keys(await ada.savedActions());
  // The other version: both are told (where they part, how long each is); nothing is written.
  await ada.openLink(took);
  await expect(ada.fork).toContainText('part at move 2');
  expect(await ada.savedEntries()).toEqual(mine);
  expect(await ada.numbers()).toEqual(numbers);
  await ada.page.getByTestId('fork-keep-mine').click();
  await expect(ada.fork).toBeHidden();
  expect(await ada.savedEntries()).toEqual(mine);
  // Again, and this time take the link's game: it replaces Ada's under the same save.
  await ada.openLink(took);
  await ada.page.getByTestId('fork-take-theirs').click();
  await expect(ada.fork).toBeHidden();
  await expect.poll(() => ada.numbers()).toEqual(await bob.numbers());
  await expect.poll(() => ada.savedEntries()).not.toEqual(mine);
  expect(Object.keys(await ada.savedActions())).toEqual(ids);
});

test('damaged links say what is wrong in the page language and change nothing', async ({ browser }) => {
  const [ada, bob] = await twoDevices(browser, { locale: 'pl-PL' });
  await ada.startWithFriend();
  await ada.advanceOnce();
  const link = await ada.link();
  await bob.openLink(link);
  await expect.poll(async () => Object.values(await bob.savedActions())).toEqual([1]);
  const saved = await bob.savedEntries();
  const numbers = await bob.numbers();
  const code = link.slice(link.indexOf('#') + 1);
  const changed = code.slice(0, 12) + (code[12] === 'A' ? 'B' : 'A') + code.slice(13);
  const base = link.slice(0, link.indexOf('#'));
  for (const [bad, words] of [
    [`${base}#${code.slice(0, code.length - 5)}`, 'ucięty'],
    [`${base}#${changed}`, 'zmieniona'],
    [`${base}#pw2${code.slice(3)}`, 'nowszej wersji'],
    [`${base}#hello`, 'to nie jest link do gry'],
  ]) {
    await bob.page.goto(bad);
    await expect(bob.notice).toContainText(words);
    await expect(bob.notice).toContainText('Nic nie zostało zmienione');
    expect(await bob.savedEntries()).toEqual(saved);
    await bob.page.getByTestId('notice-close').click();
  }
  // The page works on: the saved game opens from the list and plays.
  await bob.openLink(link);
  expect(await bob.numbers()).toEqual(numbers);
  await bob.advanceOnce();
});

test('a hostile name from a link stays text', async ({ browser }) => {
  const [ada, bob] = await twoDevices(browser);
  const hostile = '<img src=x onerror=alert(1)>';
  await ada.startWithFriend({ names: ['Ada', hostile] });
  await ada.advanceOnce();
  await expect(ada.panel).toBeVisible();
  await expect(ada.message).toContainText(`Waiting for ${hostile}'s move`);
  await bob.openLink(await ada.link());
  await expect(bob.turnBanner).toContainText(hostile);
  await expect(bob.page.getByTestId('player-panel-2')).toContainText(hostile);
  expect(await bob.page.locator('img').count()).toBe(0);
  expect(await bob.page.evaluate(() => document.title)).not.toContain('<img');
});

for (const [width, height] of [
  [390, 844],
  [360, 640],
])
test(`on a phone (${width}×${height}) each keeps their own quilt in front, also while the friend is to move, and the link fits its place`, async ({ browser }) => {
  const phone = { viewport: { width, height }, hasTouch: true, isMobile: true };
  const [ada, bob] = await twoDevices(browser, phone);
  await ada.startWithFriend({ game: 'express' });
  /** Whether `play`'s quilt of player `n` is the large one (more than twice the other's width). */
  const inFront = async (play, n) => {
    const [mine, theirs] = await Promise.all(
      [n, 3 - n].map(async (p) => (await play.page.getByTestId(`quilt-${p}`).boundingBox()).width),
    );
    return mine > 2 * theirs;
  };
  expect(await inFront(ada, 1)).toBe(true);
  await ada.advanceOnce();
  // Bob is to move now, on his own device: Ada's phone keeps her quilt in front.
  const link = await ada.link();
  expect(await inFront(ada, 1)).toBe(true);
  // The link and its copy button inside the link's place (on the short phone a column beside
  // the quilt, the link above the button), and that place inside the screen.
  const boxes = await Promise.all(['link-panel', 'link-url', 'link-copy'].map((id) => ada.page.getByTestId(id).boundingBox()));
  const [panel, ...parts] = boxes;
  const inside = (r, o) => r.x >= o.x - 1 && r.y >= o.y - 1 && r.x + r.width <= o.x + o.width + 1 && r.y + r.height <= o.y + o.height + 1;
  expect(inside(panel, { x: 0, y: 0, width, height }), `${JSON.stringify(panel)} on the screen`).toBe(true);
  for (const part of parts) expect(inside(part, panel), `${JSON.stringify(part)} in ${JSON.stringify(panel)}`).toBe(true);
  await bob.openLink(link, 'express');
  expect(await inFront(bob, 2)).toBe(true);
  await bob.advanceOnce();
  await bob.link();
  expect(await inFront(bob, 2)).toBe(true);
});
