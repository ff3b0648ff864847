// The console stays quiet while a player scrolls the wheel over the board and drags patches with
// a finger on a phone and a tablet: no "Unable to preventDefault inside passive event listener"
// (every listener that cancels an event is registered as not passive) and no error.
import { test, expect } from '@playwright/test';

/** Console messages that are errors, or warnings about passive listeners. */
function watchConsole(page) {
  const bad = [];
  page.on('console', (msg) => {
    const text = msg.text();
    if (msg.type() === 'error' || /passive event listener/i.test(text)) bad.push(`${msg.type()}: ${text}`);
  });
  page.on('pageerror', (err) => bad.push(`uncaught: ${err.message}`));
  return bad;
}

for (const [width, height, mobile] of [
  [390, 844, true],
  [768, 1024, false],
]) {
  test.describe(`${width}×${height}`, () => {
    test.use({ viewport: { width, height }, hasTouch: true, isMobile: mobile });

    test('wheel and finger drags leave the console quiet', async ({ page, context }) => {
      const bad = watchConsole(page);
      await page.goto('./?seed=3');
      await expect(page.getByTestId('quilt-1')).toBeVisible();
      const board = await page.getByTestId('page').boundingBox();
      await page.mouse.move(board.x + board.width / 2, board.y + board.height / 2);
      await page.mouse.wheel(0, 300);
      await page.mouse.wheel(0, -300);
      const card = page.locator('[data-testid=circle-patch][data-takeable=true]').first();
      const box = await card.boundingBox();
      const cdp = await context.newCDPSession(page);
      const touch = (type, x, y) =>
        cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y, id: 1 }] });
      const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
      await touch('touchStart', x, y);
      for (let i = 1; i <= 12; i += 1) await touch('touchMove', x, y + i * 25);
      await touch('touchEnd');
      await expect(page.getByTestId('held-patch')).toBeVisible();
      expect(bad).toEqual([]);
    });
  });
}

// A normal visit says nothing at all in the console: no warning (the wasm preload once warned
// that it ignores `integrity`) and no error, from the first load (service worker included)
// through a few turns, a reload and the new-game screen.
test('a normal load and a few turns leave the console empty of warnings and errors', async ({ page }) => {
  const said = [];
  page.on('console', (msg) => {
    if (msg.type() === 'warning' || msg.type() === 'error') said.push(`${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (err) => said.push(`uncaught: ${err.message}`));
  await page.goto('./?seed=5');
  await expect(page.getByTestId('quilt-1')).toBeVisible();
  for (let turn = 0; turn < 4; turn += 1) {
    await page.getByTestId('advance').click();
    await expect(page.getByTestId('turn-banner')).toHaveAttribute('data-player', turn % 2 === 0 ? '2' : '1');
  }
  const card = page.locator('[data-testid=circle-patch][data-takeable=true]').first();
  await card.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('held-patch')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(page.getByTestId('quilt-1')).toBeVisible();
  await page.goto('./');
  await expect(page.getByTestId('new-game')).toBeVisible();
  expect(said).toEqual([]);
});
