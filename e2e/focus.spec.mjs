// Focus that goes somewhere: the how-to dialog and the menu take the focus when they open, keep
// Tab and Shift+Tab inside, close with Escape and give the focus back to the control that opened
// them. (Game over: a11y.spec.mjs.) With reduced motion asked for, nothing travels or fades.
// Against the computer the focus goes to no card while it plays, and to the person's first
// choice once their turn comes.
import { test, expect } from '@playwright/test';
import { GamePage } from './pages/game-page.mjs';
import { expectDialogRoundTrip } from './lib/focus.mjs';

test('the how-to dialog takes the focus, keeps it and gives it back', async ({ page }) => {
  await page.goto('./');
  const opener = page.getByTestId('how-to-open').first();
  await expectDialogRoundTrip(page, { opener, dialog: 'how-to', first: 'how-to-close' });
});

test('the menu takes the focus, keeps it, closes with Escape and gives it back', async ({ page }) => {
  const play = new GamePage(page);
  await play.open({ seed: 7 });
  await expectDialogRoundTrip(page, { opener: page.getByTestId('menu'), dialog: 'game-menu', first: 'games' });
  // The game's keys still work once the menu has closed.
  await expect(play.turnBanner).toHaveAttribute('data-player', '1');
});

test('with reduced motion asked for, the computer’s patch does not travel and toasts do not fade', async ({ page }) => {
  // Up to twelve rounds against Hard, which thinks a second or two each time: more than the
  // default 30 s when it goes on advancing (its search, bounded by time, differs on a loaded
  // machine).
  test.setTimeout(120_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('./');
  await page.getByTestId('seat-2').selectOption('hard');
  await page.getByTestId('start-game').click();
  // A toast as the page draws them, in the message box (where toasts stand): it stands still.
  const toastMotion = await page.evaluate(() => {
    const toast = Object.assign(document.createElement('div'), { className: 'toast', textContent: '+1' });
    document.querySelector('[data-testid=message]').prepend(toast);
    const name = getComputedStyle(toast).animationName;
    toast.remove();
    return name;
  });
  expect(toastMotion).toBe('none');
  // The person advances until the computer takes a patch: it is shown where it goes, without
  // the journey. Every travelling patch drawn is seen, however briefly.
  await page.evaluate(() => {
    window.motions = [];
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('.travel')) window.motions.push(getComputedStyle(el).animationName);
    }).observe(document.body, { childList: true, subtree: true });
  });
  const banner = page.getByTestId('turn-banner');
  const motions = () => page.evaluate(() => window.motions);
  for (let round = 0; round < 12 && (await motions()).length === 0; round += 1) {
    await page.getByTestId('advance').click();
    await expect(banner).toHaveAttribute('data-player', '2');
    await expect(banner).toHaveAttribute('data-player', '1', { timeout: 30_000 });
  }
  const seen = await motions();
  expect(seen.length, 'the computer took a patch within twelve rounds').toBeGreaterThan(0);
  expect(new Set(seen)).toEqual(new Set(['none']));
});

test('against the computer the focus waits for the person’s turn, then goes to its first choice', async ({ page }) => {
  const play = new GamePage(page);
  await page.goto('./');
  await page.getByTestId('seat-2').selectOption('easy');
  await page.getByTestId('start-game').click();
  const banner = page.getByTestId('turn-banner');
  await expect(banner).toHaveAttribute('data-player', '1');
  // Every control that takes the focus, with whose turn the banner says it is.
  await page.evaluate(() => {
    window.focused = [];
    addEventListener('focusin', (event) => {
      const turn = document.querySelector('[data-testid=turn-banner]')?.getAttribute('data-player');
      window.focused.push(`${event.target.getAttribute?.('data-testid')} in ${turn}'s turn`);
    });
  });
  for (let round = 0; round < 2; round += 1) {
    await page.getByTestId('advance').focus();
    await page.keyboard.press('Enter');
    await expect(banner).toHaveAttribute('data-player', '2');
    await expect(banner).toHaveAttribute('data-player', '1', { timeout: 30_000 });
    await expect.poll(() => play.focused(), `round ${round}`).toMatch(/^(circle-patch takeable|advance)$/);
  }
  // Nothing was focused for the person while the computer played: no card was taken from under
  // the focus or made unfocusable.
  const focused = await page.evaluate(() => window.focused);
  expect(focused.filter((f) => f.endsWith("2's turn") && f.startsWith('circle-patch'))).toEqual([]);
});
