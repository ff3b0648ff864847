// Languages: the page follows the browser's language, can be switched, remembers the choice,
// and leaves no English on screen in Polish or French.
import { reveal } from './lib/menu.mjs';
import { test, expect } from '@playwright/test';

const SEED = 5;

/** Every text node of the page's body and every aria-label and title, trimmed, once each. */
async function textsOnScreen(page) {
  return page.evaluate(() => {
    const out = new Set();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      // <style> is not text; <option>s name each language in its own words.
      if (node.parentElement?.closest('style, script, option')) continue;
      const text = node.textContent.trim();
      if (text) out.add(text);
    }
    for (const el of document.querySelectorAll('[aria-label], [title]')) {
      for (const attr of ['aria-label', 'title']) {
        const value = el.getAttribute(attr)?.trim();
        if (value) out.add(value);
      }
    }
    return [...out];
  });
}

/**
 * The texts of the screens a player meets, in `lang` (chosen by the address): the new-game
 * screen and its guide, a game as it starts, after advancing, a projection in detail, with a
 * patch held, and its guide.
 */
async function allTexts(page, lang) {
  const seen = new Set();
  const take = async () => (await textsOnScreen(page)).forEach((t) => seen.add(t));
  await page.goto(`/?lang=${lang}`);
  await expect(page.getByTestId('new-game')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await take();
  await (await reveal(page, 'how-to-open')).click();
  await expect(page.getByTestId('how-to-step')).toHaveCount(6);
  await take();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('how-to')).toHaveCount(0);
  await page.getByTestId('start-game').click();
  await expect(page.getByTestId('turn-banner')).toBeVisible();
  await take();
  await page.goto(`/?seed=${SEED}&lang=${lang}`);
  await expect(page.getByTestId('turn-banner')).toBeVisible();
  await take();
  await page.getByTestId('advance').click();
  await expect(page.getByTestId('message')).not.toHaveText('');
  await take();
  // A projection in detail.
  await page.getByTestId('projection-open-2').click();
  await expect(page.getByTestId('projection-details-2')).toBeVisible();
  await take();
  await page.keyboard.press('Escape');
  await page.locator('[data-testid=circle-patch][data-takeable=true]').first().click();
  await expect(page.getByTestId('held-patch')).toBeVisible();
  await take();
  await page.getByTestId('rotate').click();
  await take();
  await (await reveal(page, 'how-to-open')).click();
  await expect(page.getByTestId('how-to')).toBeVisible();
  await take();
  await page.getByTestId('how-to-close').click();
  return [...seen];
}

/** Texts that are the same in every language: names, numbers, signs, the games' names. */
function languageNeutral(text) {
  return (
    /^(Patchwork|Patchwork Express|English|Polski|Français|OK|Menu|Import)$/.test(text) ||
    /^[\d\s+\-−×=·.,:()?⟳⇋✓✕→]*$/.test(text) ||
    /^c\d\d$/.test(text)
  );
}

test('the page starts in the browser\'s language and can be switched', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'pl-PL' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await expect(page.getByTestId('start-game')).toHaveText('Rozpocznij grę');
  await expect(page.getByTestId('name-1')).toHaveValue('Gracz 1');
  await expect(await reveal(page, 'language')).toHaveValue('pl');

  await page.goto(`/?seed=${SEED}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await expect(page.getByTestId('advance')).toContainText(/^Przesuń się o \d+ (pole|pola|pól) i weź/);
  await expect(page.getByTestId('turn-banner')).toHaveText('Teraz gra Gracz 1');
  await page.getByTestId('advance').click();
  await expect(page.getByTestId('message')).toContainText('Gracz 1 przesuwa się i bierze');

  // Switching re-words what is on screen now, the message included.
  await (await reveal(page, 'language')).selectOption('fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByTestId('message')).toContainText('Joueur 1 avance et reçoit');
  await expect(page.getByTestId('advance')).toContainText(/^Avancer de \d+ cases?, prendre/);
  // The turn's recap (what player 1 did) stands in the four buttons' place until closed.
  await expect(page.getByTestId('turn-recap')).toContainText('Joueur 1 avance de');
  await page.getByTestId('recap-close').click();
  await expect(page.getByTestId('rotate')).toHaveText('⟳ Tourner');

  // The choice survives a reload (the game is in the address).
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(await reveal(page, 'language')).toHaveValue('fr');
  await expect(page.getByTestId('advance')).toContainText('Avancer de');

  await (await reveal(page, 'language')).selectOption('pl');
  await expect(page.getByTestId('advance')).toContainText('Przesuń się o');
  await page.reload();
  await expect(await reveal(page, 'language')).toHaveValue('pl');

  // The guide opens, in Polish, and Escape closes it.
  await (await reveal(page, 'how-to-open')).click();
  await expect(page.getByTestId('how-to')).toContainText('Jak grać');
  await expect(page.getByTestId('how-to-step')).toHaveCount(6);
  await expect(page.getByTestId('how-to').locator('svg').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('how-to')).toHaveCount(0);
  await context.close();
});

test('the address chooses the language, and English is the default', async ({ page }) => {
  await page.goto(`/?seed=${SEED}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('advance')).toContainText(/^Move \d+ spaces?, take/);
  await page.goto(`/?seed=${SEED}&lang=fr`);
  await expect(page.getByTestId('advance')).toContainText('Avancer de');
  await expect(page.getByTestId('turn-banner')).toHaveText('À Joueur 1 de jouer');
  // The score explains itself to whoever points at it, in the page's language.
  const hint = page.locator('[data-testid=player-panel-1] g:has([data-testid=score-1]) > title');
  await expect(hint).toHaveText('Points actuels : vos boutons moins 2 par case vide (plus 7 avec la tuile Bonus)');
});

test('no English is left on screen in Polish or French', async ({ page }) => {
  test.setTimeout(60_000);
  const english = (await allTexts(page, 'en')).filter((t) => !languageNeutral(t));
  expect(english.length).toBeGreaterThan(40);
  expect(english).toContain('Start the game');
  for (const lang of ['pl', 'fr']) {
    const texts = await allTexts(page, lang);
    const left = texts.filter(
      // Symbols alone (⇅, ↶, ☰…) are no language's words.
      (t) => /\p{L}/u.test(t) && (english.includes(t) || english.some((e) => e.length >= 12 && t.includes(e))),
    );
    expect(left, `English texts left in ${lang}`).toEqual([]);
  }
});
