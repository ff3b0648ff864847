// No word hidden, none cut: at each of the five sizes, in each of the three languages, with the
// longest names (32 characters), the turn's recap and an event toast on screen, every visible
// line of text lies inside its box and the viewport and under nothing else
// (`e2e/lib/text-fit.mjs`); then again with a patch held, for the labels of rotate, mirror,
// place and cancel. The page's clock is held (Playwright's `clock`), so the toasts stay
// while the three languages are checked; a hot-seat game by seed plays until an action that
// brings a toast passes the turn to the other player.
import { test, expect } from '@playwright/test';
import { SavesPage } from './pages/saves-page.mjs';
import { randomRecord } from './lib/cli.mjs';
import { reveal } from './lib/menu.mjs';
import { panelMisfits, textMisfits } from './lib/text-fit.mjs';
import { SCREENS as SIZES } from './lib/screens.mjs';

const NAMES = ['Wolfgang Amadeus Mozart-Barthold', 'Marie-Antoinette de Habsbourg-Lo'];

test.describe.configure({ timeout: 120_000 });

for (const { width, height, touch } of SIZES) {
  test(`${width}×${height}: every line of text readable in English, French and Polish, with the longest names`, async ({
    browser,
  }) => {
    expect(NAMES.every((name) => name.length === 32)).toBe(true);
    // Reduced motion: a toast drawn again (a language chosen) would otherwise slide in from
    // 6 px below its place for 0.24 s, and a line measured meanwhile leaves its box.
    const context = await browser.newContext({ viewport: { width, height }, hasTouch: touch, reducedMotion: 'reduce' });
    const page = await context.newPage();
    const play = new SavesPage(page);
    await page.clock.install();
    const [p1, p2] = NAMES.map(encodeURIComponent);
    await page.goto(`./?seed=7&p1=${p1}&p2=${p2}`);
    await expect(play.turnBanner).toBeVisible();
    // From here the page's time moves only when the test moves it.
    await page.clock.pauseAt(Date.now() + 1_000);
    const toasts = page.getByTestId('event-toast');
    const recap = page.getByTestId('turn-recap');
    for (let step = 0; step < 40; step += 1) {
      if ((await play.leatherPrompt.count()) > 0) await play.placeLeatherAnywhere();
      else if (step % 3 === 2 || !(await play.takeFirstTakeable())) await play.advanceOnce();
      await page.clock.runFor(50);
      if ((await toasts.count()) > 0 && (await recap.count()) > 0) break;
    }
    await expect(toasts.first(), 'an event toast is shown').toBeVisible();
    await expect(recap, "the turn's recap is shown").toBeVisible();
    for (const lang of ['en', 'fr', 'pl']) {
      await (await reveal(page, 'language')).selectOption(lang);
      await page.keyboard.press('Escape');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(toasts.first()).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`text-fit-${width}x${height}-${lang}.png`) });
      expect(await textMisfits(page), `${width}×${height} in ${lang}: every line of text in its box`).toEqual([]);
      expect(await panelMisfits(page), `${width}×${height} in ${lang}: the panels' figures apart`).toEqual([]);
    }
    // A patch held: rotate, mirror, place and cancel stand where the recap stood, and "how to
    // play" beside the turn's switch; their labels fit in each language too.
    const takeable = page.locator('[data-testid=circle-patch][data-takeable=true]');
    for (let step = 0; step < 10 && (await takeable.count()) === 0; step += 1) {
      if ((await play.leatherPrompt.count()) > 0) await play.placeLeatherAnywhere();
      else await play.advanceOnce();
      await page.clock.runFor(50);
    }
    await takeable.first().focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('held-patch')).toBeVisible();
    for (const lang of ['en', 'fr', 'pl']) {
      await (await reveal(page, 'language')).selectOption(lang);
      await page.keyboard.press('Escape');
      if ((await page.getByTestId('held-patch').count()) === 0) {
        // Escape closed the menu and, the menu being closed already, put the patch back.
        await takeable.first().focus();
        await page.keyboard.press('Enter');
      }
      await expect(page.getByTestId('place')).toBeVisible();
      await expect(page.getByTestId('how-to-open')).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`text-fit-held-${width}x${height}-${lang}.png`) });
      expect(await textMisfits(page), `${width}×${height} in ${lang}, a patch held: every label in its box`).toEqual([]);
      // With a patch held, the change it would make beside each projection.
      expect(await panelMisfits(page), `${width}×${height} in ${lang}, a patch held: the panels' figures apart`).toEqual([]);
    }
    play.expectNoPanic();
    await context.close();
  });
}

// Toasts stacked up (the page's clock held, so none fades: as after a computer's turn of several
// actions, or a game's last moves) give way whole, the oldest first: none is cut by the message
// box and the newest is always in sight, to the game's end.
for (const [width, height] of [
  [1366, 768],
  [390, 844],
]) {
  test(`${width}×${height}: stacked toasts give way whole, the newest always in sight`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width, height }, hasTouch: width < 600, reducedMotion: 'reduce' });
    const page = await context.newPage();
    const play = new SavesPage(page);
    await page.clock.install();
    await page.goto('./?seed=7');
    await expect(play.turnBanner).toBeVisible();
    await page.clock.pauseAt(Date.now() + 1_000);
    const toasts = page.getByTestId('message').getByTestId('event-toast');
    let most = 0;
    while ((await page.getByTestId('game-over').count()) === 0) {
      if ((await play.leatherPrompt.count()) > 0) await play.placeLeatherAnywhere();
      else await play.advanceOnce();
      await page.clock.runFor(50);
      const count = await toasts.count();
      most = Math.max(most, count);
      if (count < 2) continue;
      await expect(toasts.last(), 'the newest toast is in sight').toBeVisible();
      const cut = (await textMisfits(page)).filter((fault) => fault.includes('event-toast'));
      expect(cut, `${count} toasts: none cut`).toEqual([]);
    }
    expect(most, 'toasts stacked up at some point').toBeGreaterThanOrEqual(4);
    await context.close();
  });
}

// The advance button's longest words (a button a space and the income paid on the way, in a
// saved game where the advance crosses an income mark with 12 income) fit the button in the
// three languages, on the smallest phone (in fewer words there: `data-short`) as on the others.
test('the advance button’s words fit it, income and all, at 360×640, 390×844 and 1024×768', async ({ browser }) => {
  const record = randomRecord('classic', 1);
  const prefix = { ...record, actions: record.actions.slice(0, 42) };
  for (const [width, height] of [
    [360, 640],
    [390, 844],
    [1024, 768],
  ]) {
    const context = await browser.newContext({ viewport: { width, height }, hasTouch: width < 600, isMobile: width < 600 });
    const page = await context.newPage();
    await new SavesPage(page).openSaved('adv', prefix);
    const advance = page.getByTestId('advance');
    await expect(advance).toContainText('+ 12 income');
    for (const lang of ['en', 'fr', 'pl']) {
      await (await reveal(page, 'language')).selectOption(lang);
      await page.keyboard.press('Escape');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      const fit = await advance.evaluate((el) => ({
        inside: el.scrollHeight <= el.clientHeight + 1 && el.scrollWidth <= el.clientWidth + 1,
        size: parseFloat(getComputedStyle(el).fontSize),
        shown: el.hasAttribute('data-shortened') ? el.dataset.short : el.textContent,
      }));
      const at = `${width}×${height} in ${lang}: "${fit.shown}"`;
      expect(fit.inside, `${at} fits the button`).toBe(true);
      expect(fit.size, `${at} in type of 11 px at least`).toBeGreaterThanOrEqual(11);
      expect(fit.shown, `${at} still tells the income`).toContain('12');
      expect((await textMisfits(page)).filter((fault) => fault.startsWith('advance')), at).toEqual([]);
    }
    await context.close();
  }
});

/** Words of the held patch's first and last parts, in each language. */
const HOLDING_WORDS = {
  en: ['holds', 'Enter to place'],
  fr: ['tient', 'Entrée pour placer'],
  pl: ['trzyma', 'Enter – położenie'],
};

// A patch just picked up on a phone: the message says who holds which patch, its price and how
// to place it, in three sentences of which the box shows what it has room for, whole; its
// `textContent` keeps them all (at the start of a game, no toast beside them). So does the
// hint for a patch (which, its price, where).
test('a patch picked up, and a hint, on a phone: the message shows whole sentences in the three languages', async ({ browser }) => {
  for (const [width, height] of [
    [360, 640],
    [390, 844],
    [412, 915],
  ]) {
    for (const lang of ['en', 'fr', 'pl']) {
      const context = await browser.newContext({ viewport: { width, height }, hasTouch: true, isMobile: true, locale: lang });
      const page = await context.newPage();
      await page.goto('./?seed=7');
      const card = page.locator('[data-testid=circle-patch][data-takeable=true]').first();
      await card.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('held-patch')).toBeVisible();
      const message = page.getByTestId('message');
      const [holds, place] = HOLDING_WORDS[lang];
      await expect(message).toContainText(holds);
      await expect(message).toContainText(place);
      const at = `${width}×${height} in ${lang}`;
      expect((await textMisfits(page)).filter((fault) => fault.startsWith('message')), at).toEqual([]);
      // The hint for a patch: which, its price and where, in as many whole sentences as fit.
      if (width === 412) {
        await context.close();
        continue;
      }
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('held-patch')).toHaveCount(0);
      await page.getByTestId('hint').click();
      await expect(message).toContainText(/^(Hint|Conseil|Podpowiedź)/, { timeout: 30_000 });
      expect((await textMisfits(page)).filter((fault) => fault.startsWith('message')), `${at}, a hint`).toEqual([]);
      await context.close();
    }
  }
});

// Where the message box has room, the parts of the held patch's sentence run on in one
// paragraph: the price begins on the line where the patch's shape ends.
test('a patch picked up on a wide screen: its message reads as one paragraph', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto('./?seed=7');
  const card = page.locator('[data-testid=circle-patch][data-takeable=true]').first();
  await card.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('held-patch')).toBeVisible();
  const parts = page.getByTestId('message').locator('.sentence');
  await expect(parts).toHaveCount(3);
  const [shapeEnd, priceStart] = await parts.evaluateAll((spans) => [
    [...spans[0].getClientRects()].pop().top,
    spans[1].getClientRects()[0].top,
  ]);
  expect(Math.abs(shapeEnd - priceStart), 'the price runs on after the shape').toBeLessThan(2);
  expect((await textMisfits(page)).filter((fault) => fault.startsWith('message'))).toEqual([]);
});
