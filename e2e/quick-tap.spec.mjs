// A tap whose pointer-up comes before the page has set up its drag listeners (a slow tablet:
// the held patch is drawn, and its listeners registered, only after the pointer-down is
// handled) must still let go: the patch is held, never left stuck to a pointer that is up.
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
