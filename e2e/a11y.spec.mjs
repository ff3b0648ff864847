// axe-core on the page's screens: the new-game screen, a game in progress, a projection in
// detail, a patch held, the how-to dialog, the menu, game over, the review of a game, a game
// against the computer while it thinks and a game with a friend by link. Only the injection of
// axe's own script bypasses the page's Content-Security-Policy (`bypassCSP`): the page itself
// runs as always. Every violation of impact moderate, serious or critical is printed with its
// rule and elements; the counts per screen are printed too.
import { test, expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { GamePage } from './pages/game-page.mjs';
import { GAME_KEY, SavesPage } from './pages/saves-page.mjs';
import { randomRecord } from './lib/cli.mjs';
import { expectFocusKept } from './lib/focus.mjs';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const SERIOUS = new Set(['moderate', 'serious', 'critical']);

/**
 * Faults of today's page that axe finds, excused by rule and element until fixed (then delete
 * the entry, and the check covers them again); each run that excuses one says so in the
 * test's annotations. None today.
 */
const KNOWN_FAULTS = [];

test.use({ bypassCSP: true, viewport: { width: 1024, height: 768 } });

/** The violations axe finds now, moderate and worse, as readable lines. */
async function violations(page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE });
  const found = await page.evaluate(async () => (await window.axe.run(document, { resultTypes: ['violations'] })).violations);
  return found
    .filter((v) => SERIOUS.has(v.impact))
    .flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')}`));
}

async function expectClean(page, screen) {
  const found = await violations(page);
  const excused = found.filter((line) => KNOWN_FAULTS.some((k) => k.excuses(line)));
  for (const line of excused) test.info().annotations.push({ type: 'known fault', description: `${screen}: ${line}` });
  console.log(`axe ${screen}: ${found.length} violations (${excused.length} of them known faults)`);
  expect(found.filter((line) => !excused.includes(line)), `axe on ${screen}`).toEqual([]);
}

test('the new-game screen, the how-to dialog and the saved-games list', async ({ page }) => {
  // A game played and left: the new-game screen lists it.
  const play = new GamePage(page);
  await play.open({ seed: 7 });
  await play.advance();
  await page.goto('./');
  await expect(page.getByTestId('new-game')).toBeVisible();
  await expect(page.getByTestId('saved-game')).toHaveCount(1);
  await expectClean(page, 'new game with the saved-games list');
  await page.getByTestId('how-to-open').first().click();
  await expect(page.getByTestId('how-to')).toBeVisible();
  await expectClean(page, 'how to play');
});

test('a game in progress, a patch held, the menu', async ({ page }) => {
  const play = new GamePage(page);
  await play.open({ seed: 7 });
  await play.advance();
  await expectClean(page, 'game in progress');
  await page.getByTestId('projection-open-2').click();
  await expect(page.getByTestId('projection-details-2')).toBeVisible();
  await expectClean(page, 'a projection in detail');
  await page.keyboard.press('Escape');
  await play.circlePatch('c08').focus();
  await page.keyboard.press('Enter');
  await expect(play.heldPatch).toBeVisible();
  await expectClean(page, 'patch held');
  await page.keyboard.press('Escape');
  await page.getByTestId('menu').click();
  await expectClean(page, 'menu');
});

test('game over', async ({ page }) => {
  test.setTimeout(120_000);
  // Both players only advance (Express, a leather patch put aside): a whole game in a few
  // dozen clicks.
  await page.goto('./?seed=7&game=express');
  await expect(page.getByTestId('turn-banner')).toBeVisible();
  const [over, advance, discard] = ['game-over', 'advance', 'discard-leather'].map((id) => page.getByTestId(id));
  for (let i = 0; i < 120 && !(await over.isVisible()); i += 1) {
    if (await discard.isVisible()) await discard.click();
    else if ((await advance.isVisible()) && (await advance.isEnabled())) await advance.click();
    else await page.waitForTimeout(100);
  }
  await expect(over).toBeVisible();
  await expectClean(page, 'game over');

  // The result is a dialog: the focus goes in and stays in; no patch offers to be taken.
  await expect(page.getByTestId('play-again')).toBeFocused();
  expect(await page.locator('[data-testid=circle-patch][tabindex]').count()).toBe(0);
  await expectFocusKept(page, 'game-over');
  // Escape closes it to show the final quilts; the focus lands on a control of the page.
  await page.keyboard.press('Escape');
  await expect(over).toHaveCount(0);
  // static/boot.js gives the focus back in a task of its own, after the dialog has gone.
  await expect
    .poll(() => page.evaluate(() => document.activeElement !== document.body && !!document.activeElement.closest('main')))
    .toBe(true);
});

test('the review of a game, while the computer analyses it and after', async ({ page }) => {
  await page.goto('./');
  const record = randomRecord('classic', 12);
  await page.evaluate(([key, text]) => window.localStorage.setItem(key, text), [`${GAME_KEY}a11y`, JSON.stringify(record)]);
  await page.goto('./?id=a11y');
  await page.getByTestId('review-open').click();
  await expect(page.getByTestId('review')).toBeVisible();
  await expectClean(page, 'review, analysing');
  await expect(page.getByTestId('review-point')).toHaveCount(record.actions.length, { timeout: 60_000 });
  await page.getByTestId('review-previous').click();
  await expectClean(page, 'review, analysed');
});

test('a game against the computer while it thinks', async ({ page }) => {
  await page.goto('./');
  await page.getByTestId('seat-2').selectOption('hard');
  await page.getByTestId('start-game').click();
  // Its move is asked for at once: axe runs while it thinks and its patch travels.
  await page.getByTestId('advance').click();
  await expectClean(page, 'computer thinking');
  await expect(page.getByTestId('turn-banner')).toHaveAttribute('data-player', '1');
  await expectClean(page, 'after the computer moved');
});

test('a game with a friend by link: the link to send, a link that parts, a bad link', async ({ page }) => {
  const play = new SavesPage(page);
  await page.goto('./');
  await page.getByTestId('choose-express').check();
  await page.getByTestId('seat-2').selectOption('friend');
  await page.getByTestId('start-game').click();
  await play.advanceOnce();
  await expect(page.getByTestId('link-panel')).toBeVisible();
  await expectClean(page, 'waiting for the friend, with the link');
  const link = await page.getByTestId('link-url').inputValue();
  // Taken back and played otherwise: the link sent no longer matches the game saved here.
  await page.getByTestId('undo').click();
  const took = await play.takeFirstTakeable();
  // The take is saved (an effect after its drawing) before the link is opened over it.
  await expect.poll(async () => (await play.storedRecord())?.actions.map((a) => a.patch)).toEqual([took]);
  await page.goto(link);
  await expect(page.getByTestId('link-fork')).toBeVisible();
  await expectClean(page, 'a link that parts from the saved game');
  await page.getByTestId('fork-keep-mine').click();
  const code = link.slice(link.indexOf('#') + 1);
  await page.goto(`${link.slice(0, link.indexOf('#'))}#${code.slice(0, 10)}`);
  await expect(page.getByTestId('notice')).toBeVisible();
  await expectClean(page, 'a link cut short');
});
