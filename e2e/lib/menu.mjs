// During a game the page's less frequent tools (games, export, import, language, how to play)
// sit in the menu behind the toolbar's `menu` button; on the new-game screen some of them are
// on the screen itself. `reveal` gives the control wherever it is, opening the menu if needed.

/** The control `testid`, visible: the menu is opened first when it is inside it. */
export async function reveal(page, testid) {
  const target = page.getByTestId(testid).first();
  if (!(await target.isVisible())) {
    const menu = page.getByTestId('menu');
    if (await menu.isVisible()) await menu.click();
  }
  return target;
}
