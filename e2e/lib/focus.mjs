// Focus checks shared by the specs: a dialog keeps the focus, and opens and closes by keyboard.
import { expect } from '@playwright/test';

/** Whether the focus is inside the element with `testid`. */
const focusInside = (page, testid) =>
  page.evaluate((id) => !!document.querySelector(`[data-testid="${id}"]`)?.contains(document.activeElement), testid);

/** Presses Tab, then Shift+Tab, `times` each, checking after each press that the focus stayed in `testid`. */
export async function expectFocusKept(page, testid, times = 6) {
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < times; i += 1) {
      await page.keyboard.press(key);
      expect(await focusInside(page, testid), `${key} ×${i + 1} left ${testid}`).toBe(true);
    }
  }
}

/**
 * Opens the dialog `dialog` with Enter on the control `opener` (a locator) and checks that its
 * control `first` has the focus and that the focus stays inside; then closes it with Escape and
 * checks that the focus is back on the opener.
 */
export async function expectDialogRoundTrip(page, { opener, dialog, first }) {
  await opener.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId(dialog)).toBeVisible();
  await expect(page.getByTestId(first)).toBeFocused();
  await expectFocusKept(page, dialog);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId(dialog)).toHaveCount(0);
  await expect(opener).toBeFocused();
}
