// Page object for the first page: the circle of patches, the time board and both quilts.
// Methods are named for what a player sees; selectors are the data-testid attributes that
// the Yew components put on their SVG groups.
import { expect } from '@playwright/test';

export class FirstPage {
  /** @param {import('@playwright/test').Page} page */
  constructor(page) {
    this.page = page;
    this.svg = page.getByTestId('page');
    this.circle = page.getByTestId('patch-circle');
    this.circlePatches = this.circle.getByTestId('circle-patch');
    this.timeBoard = page.getByTestId('time-board');
  }

  /** Opens `/?seed=…&game=…&board=…` (each part optional) and waits for the drawing. */
  async open({ seed, game, board } = {}) {
    const params = new URLSearchParams();
    if (seed !== undefined) params.set('seed', String(seed));
    if (game) params.set('game', game);
    if (board) params.set('board', board);
    const query = params.toString();
    await this.page.goto(query ? `./?${query}` : './');
    await this.waitUntilDrawn();
  }

  async waitUntilDrawn() {
    await expect(this.circle).toBeVisible();
    await expect(this.timeBoard).toBeVisible();
  }

  /** Labels of the circle's patches in buying order (first after the neutral token first). */
  async circleOrder() {
    return this.circlePatches.evaluateAll((cards) => cards.map((c) => c.getAttribute('data-patch')));
  }

  /** Labels of the (up to) three patches a player may choose from. */
  async offeredPatches() {
    return this.circle
      .locator('[data-testid=circle-patch][data-offered=true]')
      .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-patch')));
  }

  /** Cost, time and income shown for a patch of the circle. */
  async numbersOf(label) {
    const card = this.circle.locator(`[data-testid=circle-patch][data-patch="${label}"]`);
    // The numbers lie over the card, beside the control (whose only text is its name).
    const numbers = card.locator('xpath=..');
    return {
      cost: Number(await card.getAttribute('data-cost')),
      time: Number(await card.getAttribute('data-time')),
      income: Number(await card.getAttribute('data-income')),
      costText: (await numbers.getByTestId('patch-cost').textContent()).trim(),
      timeText: (await numbers.getByTestId('patch-time').textContent()).trim(),
    };
  }

  quilt(player) {
    return this.page.getByTestId(`quilt-${player}`);
  }

  quiltSquares(player) {
    return this.quilt(player).getByTestId('quilt-square');
  }

  timeSpaces() {
    return this.timeBoard.getByTestId('time-space');
  }

  /** Spaces of the time board that carry a given mark (`income` or `leather`). */
  async spacesWith(mark) {
    return this.timeBoard
      .locator(`[data-testid=time-space][data-${mark}=true]`)
      .evaluateAll((spaces) => spaces.map((s) => Number(s.getAttribute('data-space'))));
  }

  timeToken(player) {
    return this.page.getByTestId(`time-token-${player}`);
  }

  /** Buttons, income and score shown in a player's panel, as numbers. */
  async panelOf(player) {
    const value = async (what) => Number((await this.page.getByTestId(`${what}-${player}`).textContent()).trim());
    return { buttons: await value('buttons'), income: await value('income'), score: await value('score') };
  }
}
