// A tap whose pointer-up comes before the page has set up its drag listeners (a slow tablet:
// the held patch is drawn, and its listeners registered, only after the pointer-down is
// handled) must still let go: the patch is held, never left stuck to a pointer that is up. A
// tap as quick on the held patch is still a tap on the square under it.
import { test, expect } from '@playwright/test';
import { GamePage } from './pages/game-page.mjs';

test('a tap that ends before the drag listeners exist leaves the patch held, not dragged', async ({ page }) => {
  const play = new GamePage(page);
  await play.open({ seed: 4 });
  const card = page.locator('[data-testid=circle-patch][data-takeable=true]').first();
  const id = await card.getAttribute('data-patch');
  const box = await card.boundingBox();
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  // Both events in one task: nothing of the page runs in between.
  await card.evaluate((el, { x, y }) => {
    const init = { pointerId: 7, pointerType: 'touch', isPrimary: true, bubbles: true, clientX: x, clientY: y };
    const target = el.querySelector('rect') ?? el;
    target.dispatchEvent(new PointerEvent('pointerdown', { ...init, buttons: 1 }));
    target.dispatchEvent(new PointerEvent('pointerup', { ...init, buttons: 0 }));
  }, { x, y });
  await expect(play.heldPatch).toHaveAttribute('data-patch', id);
  await expect(play.heldPatch).toHaveAttribute('data-dragging', 'false');
  // A later move of that pointer, no longer down, drags nothing.
  await page.evaluate(({ x, y }) => {
    const init = { pointerId: 7, pointerType: 'touch', isPrimary: true, bubbles: true, clientX: x + 200, clientY: y + 300 };
    window.dispatchEvent(new PointerEvent('pointermove', init));
  }, { x, y });
  await page.waitForTimeout(200);
  await expect(play.heldPatch).toHaveAttribute('data-dragging', 'false');
});

test('a tap on the held patch as quick is a tap on the square under it, and never turns it', async ({ page }) => {
  const play = new GamePage(page);
  await play.open({ seed: 4 });
  const card = page.locator('[data-testid=circle-patch][data-takeable=true]').first();
  await card.focus();
  await page.keyboard.press('Enter');
  await expect(play.heldPatch).toHaveAttribute('data-dragging', 'false');
  const before = await play.held();
  await expect(play.message).not.toContainText('Row');
  // Both events in one task, on the patch's last square.
  await play.heldPatch.evaluate((el) => {
    const rects = el.querySelectorAll('rect');
    const r = rects[rects.length - 1].getBoundingClientRect();
    const init = { pointerId: 8, pointerType: 'touch', isPrimary: true, bubbles: true, clientX: r.x + r.width / 2, clientY: r.y + r.height / 2 };
    rects[rects.length - 1].dispatchEvent(new PointerEvent('pointerdown', { ...init, buttons: 1 }));
    rects[rects.length - 1].dispatchEvent(new PointerEvent('pointerup', { ...init, buttons: 0 }));
  });
  await expect(play.message).toContainText('Row');
  const after = await play.held();
  expect(after.orientation).toBe(before.orientation);
  await expect(play.heldPatch).toHaveAttribute('data-dragging', 'false');
});
