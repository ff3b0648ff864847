// Help one tap away, and words for the page's language: during a game `how-to-open` is on the
// table itself (never only in the menu) at every size, a finger wide, named in the page's
// language; the guide it opens explains the controls of the device in hand (taps on a touch
// screen, the mouse and the keys elsewhere); no two controls in sight share a name; the saved
// games' dates are written as the page's language writes them.
import { test, expect } from '@playwright/test';
import { SCREENS as SIZES } from './lib/screens.mjs';

const NAMES = { en: 'How to play', fr: 'Comment jouer', pl: 'Jak grać' };
// The words of each device's controls, as the buttons and keys are named in each language.
const WORDS = {
  coarse: { en: ['tap', 'Place', 'Rotate', 'Mirror', 'drag'], fr: ['touchez', 'Placer', 'Tourner', 'Miroir', 'glisser'], pl: ['dotknij', 'Połóż', 'Obróć', 'Odbij', 'przeciągnąć'] },
  fine: { en: ['drag', 'click', 'R rotates', 'F mirrors', 'arrows', 'Enter places', 'Esc'], fr: ['glisser', 'cliquez', 'R la tourne', 'F la retourne', 'flèches', 'Entrée la place', 'Échap'], pl: ['przeciągnij', 'kliknij', 'R go obraca', 'F odbija', 'strzałki', 'Enter kładzie', 'Esc'] },
};

for (const { width, height, touch } of SIZES) {
  test(`${width}×${height}: how to play is one ${touch ? 'tap' : 'click'} away during a game, and explains the ${touch ? 'taps' : 'mouse and keys'}`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width, height }, hasTouch: touch });
    const page = await context.newPage();
    for (const lang of ['en', 'fr', 'pl']) {
      await page.goto(`./?seed=7&lang=${lang}`);
      await expect(page.getByTestId('turn-banner')).toBeVisible();
      const open = page.getByTestId('how-to-open');
      // One button, on the table, not in the (closed) menu.
      await expect(open).toHaveCount(1);
      await expect(open).toBeVisible();
      await expect(open).toHaveAccessibleName(NAMES[lang]);
      expect(await open.evaluate((el) => el.closest('[data-testid=game-menu]'))).toBeNull();
      const box = await open.boundingBox();
      expect(box.width, 'a finger wide').toBeGreaterThanOrEqual(44);
      expect(box.height, 'a finger high').toBeGreaterThanOrEqual(44);
      // The menu no longer holds a second one.
      await page.getByTestId('menu').click();
      await expect(page.getByTestId('game-menu')).toBeVisible();
      await expect(page.getByTestId('game-menu').getByTestId('how-to-open')).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('game-menu')).toHaveCount(0);

      if (touch) await open.tap();
      else await open.click();
      const guide = page.getByTestId('how-to');
      await expect(guide).toBeVisible();
      const pointer = touch ? 'coarse' : 'fine';
      const other = touch ? 'fine' : 'coarse';
      const shown = guide.locator(`[data-testid=how-to-controls][data-pointer=${pointer}]`);
      await expect(shown).toBeVisible();
      await expect(guide.locator(`[data-testid=how-to-controls][data-pointer=${other}]`)).toBeHidden();
      for (const word of WORDS[pointer][lang]) await expect(shown).toContainText(word);
      await page.getByTestId('how-to-close').click();
      await expect(guide).toHaveCount(0);

      // With a patch held (rotate, mirror, place, cancel, the turn handle, the toolbar, the
      // offered patches all in sight), no two controls share a name.
      await page.locator('[data-testid=circle-patch][data-takeable=true]').first().focus();
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('place')).toBeEnabled();
      // Each name without its icon (`↶`, `✕`): the word is what a reader tells apart.
      const names = await page.evaluate(() =>
        [...document.querySelectorAll('button, [role=button]')]
          .filter((el) => el.checkVisibility({ checkVisibilityCSS: true }))
          .map((el) => (el.getAttribute('aria-label') || el.textContent).replace(/\s+/g, ' '))
          .map((name) => name.replace(/^[^\p{L}\p{N}]+/u, '').trim().toLowerCase()),
      );
      expect(names.length).toBeGreaterThan(10);
      expect(names.filter((name, i) => names.indexOf(name) !== i), `${lang}: labels shared`).toEqual([]);
      await page.keyboard.press('Escape');
    }
    await context.close();
  });
}

test('the saved games list writes dates and times as the page\'s language does', async ({ page }) => {
  await page.goto('./?seed=7');
  await expect(page.getByTestId('turn-banner')).toBeVisible();
  await page.getByTestId('advance').click();
  await expect(page.getByTestId('undo')).toBeEnabled();
  const updated = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('patchwork:meta:'));
    return JSON.parse(localStorage.getItem(key)).updated;
  });
  for (const lang of ['en', 'fr', 'pl']) {
    await page.goto(`./?lang=${lang}`);
    const item = page.getByTestId('saved-game');
    await expect(item).toHaveCount(1);
    const expected = await page.evaluate(([ms, l]) => new Date(ms).toLocaleString(l), [updated, lang]);
    await expect(item).toContainText(expected);
    // Not the US form on the Polish and French pages.
    if (lang !== 'en') {
      const us = await page.evaluate((ms) => new Date(ms).toLocaleString('en-US'), updated);
      expect(us).not.toEqual(expected);
      await expect(item).not.toContainText(us);
    }
  }
});
