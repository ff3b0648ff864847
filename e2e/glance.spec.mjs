// What an experienced player reads at a glance: before each action of a classic game the move
// preview (`move-preview`) says what the action then does (the token's space, the buttons, who
// moves next), and after it each player's projection (`projection-N`) holds the engine's
// figures (`patchwork-cli replay --projection`). Every patch of the circle shows its income.
// Choosing an offered patch (the mouse over it, the keyboard's focus, a finger held on it, or
// holding it) marks the three that would be offered next (`data-next-offer`), which the page
// then offers once it is taken. A tap or click on a projection (`projection-open-N`) shows it in
// detail (`projection-details-N`), figure for figure its `projection-N`'s, on a phone and a
// laptop; a second tap, a tap elsewhere or Escape closes it. The guide explains it in the
// panel's own words.
import { test, expect } from '@playwright/test';
import { GamePage, touchDriver } from './pages/game-page.mjs';
import { SavesPage } from './pages/saves-page.mjs';
import { reveal } from './lib/menu.mjs';
import { randomRecord, replay } from './lib/cli.mjs';
import { anchorOf, orientationsFor } from './lib/orientation.mjs';
import { patch } from './lib/patches.mjs';

const SEED = 2;
// The first 11 actions: five patches sewn on, and two advances that pay income.
const ACTIONS = 11;

test('the preview says what each action does, and the projections follow the engine', async ({ page }) => {
  // Up to 1.6 min on a busy machine.
  test.setTimeout(150_000);
  const record = randomRecord('classic', SEED);
  const play = new GamePage(page);
  await play.open({ seed: SEED });
  const preview = page.getByTestId('move-preview');
  const attrs = (locator, names) =>
    locator.evaluate((el, names) => Object.fromEntries(names.map((n) => [n, el.getAttribute(`data-${n}`)])), names);
  const projection = (n) =>
    attrs(page.getByTestId(`projection-${n}`), ['projected', 'to-income', 'to-leather', 'bonus-covered', 'tie-break']);
  const expected = (engine, n) => {
    const p = engine.players[n - 1];
    const text = (v) => (v === null ? '' : String(v));
    const tie = engine.tie_break === null ? '' : String(engine.tie_break === n);
    return {
      projected: String(p.projected),
      'to-income': text(p.to_income),
      'to-leather': text(p.to_leather),
      'bonus-covered': text(p.bonus_covered),
      'tie-break': tie,
    };
  };

  // Every card shows its income, as its data-income says.
  const incomes = await page.getByTestId('circle-patch').evaluateAll((cards) =>
    cards.map((card) => [`+${card.dataset.income}`, card.parentElement.querySelector('[data-testid=patch-income]')?.textContent]),
  );
  expect(incomes.length).toBeGreaterThan(30);
  for (const [income, shown] of incomes) expect(shown).toBe(income);

  let engine = replay(record, 0, { projection: true });
  let seen = { income: false, take: false };
  for (let i = 0; i < ACTIONS; i += 1) {
    const action = record.actions[i];
    const player = engine.to_move;
    const where = `action ${i} (${action.type}) by player ${player}`;
    for (const n of [1, 2]) expect(await projection(n), `before ${where}`).toEqual(expected(engine, n));
    let cost = 0;
    if (action.type === 'take') {
      // Held where it will be sewn on, by the keyboard: the preview is of that placement.
      await play.circlePatch(action.patch).focus();
      await page.keyboard.press('Enter');
      await play.turnHeldTo(orientationsFor(patch(action.patch).cells, action.cells));
      await play.arrowHeldTo(anchorOf(action.cells));
      await expect(play.heldPatch).toHaveAttribute('data-legal', 'true');
      cost = Number(await play.circlePatch(action.patch).getAttribute('data-cost'));
      seen.take = true;
    }
    const shown = action.type === 'leather' ? null : await attrs(preview, ['land', 'buttons', 'income', 'leather', 'next-player', 'projected-change']);
    if (shown && action.type === 'advance' && Number(shown.income) > 0) {
      // The advance button never leaves out the income it pays.
      await expect(play.advanceButton).toContainText(`+ ${shown.income} income`);
      seen.income = true;
    }
    if (action.type === 'take') await page.keyboard.press('Enter');
    else await play.playAction(action, engine);
    const after = replay(record, i + 1, { projection: true });
    if (shown) {
      const me = after.players[player - 1];
      expect(Number(shown.land), `land, ${where}`).toBe(me.position);
      expect(Number(shown.buttons) - cost, `buttons, ${where}`).toBe(me.buttons - engine.players[player - 1].buttons);
      expect(shown['next-player'], `next, ${where}`).toBe(after.to_move === null ? '' : String(after.to_move));
      expect(Number(shown['projected-change']), `projected change, ${where}`).toBe(
        me.projected - engine.players[player - 1].projected,
      );
      // What the page shows after it: the token's space and the buttons.
      await expect(page.getByTestId(`time-token-${player}`)).toHaveAttribute('data-space', shown.land);
      await expect(page.getByTestId(`buttons-${player}`)).toHaveText(String(me.buttons));
      if (Number(shown.leather) > 0) await expect(play.leatherPrompt).toBeVisible();
    }
    engine = after;
    for (const n of [1, 2]) await expect.poll(() => projection(n), `after ${where}`).toEqual(expected(engine, n));
  }
  expect(seen).toEqual({ income: true, take: true });
});

/** The cards marked as the next offer, in its order (`data-next-offer` 1, 2, 3). */
async function nextOffer(page) {
  const marked = await page
    .locator('[data-testid=circle-patch][data-next-offer]')
    .evaluateAll((cards) => cards.map((c) => [Number(c.dataset.nextOffer), c.dataset.patch]));
  return marked.sort((a, b) => a[0] - b[0]).map(([n, patch], i) => (n === i + 1 ? patch : `${patch} marked ${n}`));
}

/** The circle's patches in buying order and the offered ones. */
async function circleOrder(page) {
  const cards = await page
    .getByTestId('circle-patch')
    .evaluateAll((all) => all.map((c) => [Number(c.dataset.position), c.dataset.patch, c.dataset.offered === 'true']));
  cards.sort((a, b) => a[0] - b[0]);
  return { circle: cards.map(([, patch]) => patch), offered: cards.filter(([, , o]) => o).map(([, patch]) => patch) };
}

test('choosing a patch marks the three offered after it, which are offered once it is taken', async ({ browser }) => {
  test.setTimeout(60_000);
  const context = await browser.newContext({ hasTouch: true, viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  const play = new GamePage(page);
  // Seed 7 offers two patches too dear for the 5 starting buttons and one that is not.
  await play.open({ seed: 7 });
  const { circle, offered } = await circleOrder(page);
  // The patches after the k-th in the circle, past the neutral token to its start, leaving it out.
  const after = (k) => [1, 2, 3].map((i) => circle[(k + i) % circle.length]);
  expect(await nextOffer(page)).toEqual([]);
  for (const [k, id] of offered.entries()) {
    // The mouse over it, then away.
    await play.circlePatch(id).hover();
    await expect.poll(() => nextOffer(page), `hovering ${id}`).toEqual(after(k));
    await page.mouse.move(1, 1);
    await expect.poll(() => nextOffer(page), `the mouse away from ${id}`).toEqual([]);
    // The keyboard's focus, and its words for a screen reader.
    await play.circlePatch(id).focus();
    await expect.poll(() => nextOffer(page), `focusing ${id}`).toEqual(after(k));
    await expect(play.circlePatch(id)).toHaveAttribute('aria-label', /\. If taken, offered next: the .*; the .*; the /);
    await play.circlePatch(id).blur();
    await expect.poll(() => nextOffer(page), `leaving ${id}`).toEqual([]);
  }
  // A finger held on a card too dear to take marks them while it stays.
  const dear = page.locator('[data-testid=circle-patch][data-offered=true][data-takeable=false]').first();
  await expect(dear, 'an offered patch too dear at the start').toHaveCount(1);
  const finger = await touchDriver(page);
  const k = offered.indexOf(await dear.getAttribute('data-patch'));
  await finger.down(await play.hitPoint(dear));
  await page.waitForTimeout(600);
  await expect.poll(() => nextOffer(page), 'a long press').toEqual(after(k));
  await finger.up();
  await expect.poll(() => nextOffer(page), 'the finger lifted').toEqual([]);
  // Held (a finger's tap on a takeable card picks it up), then sewn on where it first fits with
  // Enter: the patches marked are those the engine offers next.
  const id = await page.locator('[data-testid=circle-patch][data-takeable=true]').first().getAttribute('data-patch');
  const at = offered.indexOf(id);
  await finger.down(await play.hitPoint(play.circlePatch(id)));
  await finger.up();
  await expect(play.heldPatch).toHaveAttribute('data-patch', id);
  const marked = await nextOffer(page);
  expect(marked, `holding ${id}`).toEqual(after(at));
  await page.keyboard.press('Enter');
  await expect(play.heldPatch).toHaveCount(0);
  await expect.poll(async () => (await circleOrder(page)).offered, `after ${id} is taken`).toEqual(marked);
  await context.close();
});

/** A projection in detail: its figures by name (`data-part`) and its lines (`data-line`). */
async function detailsShown(details) {
  return details.evaluate((el) => ({
    parts: Object.fromEntries([...el.querySelectorAll('[data-part]')].map((b) => [b.dataset.part, b.textContent])),
    lines: [...el.querySelectorAll('[data-line]')].map((li) => li.dataset.line),
  }));
}

/** Checks player `n`'s projection in detail, open, against its panel: figure for figure. */
async function expectDetailsAsPanel(page, n, where) {
  const details = page.getByTestId(`projection-details-${n}`);
  await expect(details, where).toBeVisible();
  const projection = page.getByTestId(`projection-${n}`);
  const data = await projection.evaluate((el) => ({ ...el.dataset }));
  const { parts, lines } = await detailsShown(details);
  expect(parts.projected, `${where}: the projected score`).toBe(data.projected);
  const number = (name) => Number(parts[name]);
  expect(number('buttons') + number('income') * number('marks') + number('bonus') - 2 * number('empty'), where).toBe(
    Number(data.projected),
  );
  // The parts are the panel's figures and the quilt's.
  await expect(page.getByTestId(`buttons-${n}`)).toHaveText(parts.buttons);
  await expect(page.getByTestId(`income-${n}`)).toHaveText(parts.income);
  await expect(page.getByTestId(`quilt-${n}`)).toHaveAttribute('data-empty', parts.empty);
  // The way ahead, shown when there is one, and the tie-break for its holder.
  for (const name of ['to-income', 'to-leather', 'bonus-covered']) {
    const key = name.replace(/-(.)/g, (_, c) => c.toUpperCase());
    expect(parts[name] ?? '', `${where}: ${name}`).toBe(data[key]);
  }
  expect(lines.includes('tie-break'), `${where}: the tie-break`).toBe(data.tieBreak === 'true');
  expect(lines[0]).toBe('score');
  return data;
}

/** The boxes of two elements cross. */
function crossing(a, b) {
  return Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x) > 1 && Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y) > 1;
}

for (const { name, viewport, touch } of [
  { name: 'a phone, by touch', viewport: { width: 390, height: 844 }, touch: true },
  { name: 'a laptop, by mouse', viewport: { width: 1366, height: 768 }, touch: false },
]) {
  test(`on ${name}, a projection opens in detail and closes by a second tap, a tap elsewhere or Escape`, async ({ browser }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext({ viewport, hasTouch: touch, isMobile: touch });
    const page = await context.newPage();
    const play = new SavesPage(page);
    const press = (locator) => (touch ? locator.tap() : locator.click());
    const button = (n) => page.getByTestId(`projection-open-${n}`);
    const details = (n) => page.getByTestId(`projection-details-${n}`);

    // A game as it starts: the way ahead is all there, nobody holds the tie-break.
    await play.open({ seed: SEED });
    const seen = [];
    for (const n of [1, 2]) {
      if (!(await button(n).isVisible())) continue;
      await expect(button(n)).toHaveAttribute('aria-expanded', 'false');
      await expect(button(n)).toHaveAttribute('aria-controls', `projection-details-${n}`);
      await expect(details(n)).toHaveCount(0);
      await press(button(n));
      await expect(button(n)).toHaveAttribute('aria-expanded', 'true');
      await expect(page.locator(`#projection-details-${n}`)).toBeVisible();
      const data = await expectDetailsAsPanel(page, n, `player ${n} at the start`);
      expect([data.toIncome, data.toLeather, data.bonusCovered, data.tieBreak]).toEqual([data.toIncome, data.toLeather, '0', '']);
      expect(data.toIncome && data.toLeather, 'the way ahead at the start').toBeTruthy();
      // It lies on screen, clear of its button, the quilt played on and the circle's offer.
      const box = await details(n).boundingBox();
      expect(box.x >= 0 && box.y >= 0 && box.x + box.width <= viewport.width && box.y + box.height <= viewport.height).toBe(true);
      const mover = await play.playerToMove();
      for (const other of [button(n), page.getByTestId(`quilt-${mover}`), ...(await page.locator('[data-testid=circle-patch][data-offered=true]').all())]) {
        expect(crossing(box, await other.boundingBox()), `player ${n}'s details on ${await other.getAttribute('data-testid')}`).toBe(false);
      }
      // A second tap closes it.
      await press(button(n));
      await expect(details(n)).toHaveCount(0);
      await expect(button(n)).toHaveAttribute('aria-expanded', 'false');
      seen.push(n);
    }
    // On a phone the other player's panel is always in sight (the mover's may lie under the recap).
    expect(seen).toContain(2);

    // Later in a game: one player has reached the last space first and holds the tie-break.
    const { record, first } = lateRecord();
    expect(first, 'someone has reached the last space').not.toBeNull();
    await play.importWithInput('late.json', JSON.stringify(record));
    await expect(page.getByTestId(`projection-${first}`)).toHaveAttribute('data-tie-break', 'true');
    const other = 3 - first;
    await expect(page.getByTestId(`projection-${other}`)).toHaveAttribute('data-tie-break', 'false');
    // The one who finished first waits: their panel is the smaller one on a phone, in sight.
    await press(button(first));
    await expectDetailsAsPanel(page, first, `player ${first}, finished first`);
    // A tap elsewhere (on the turn's banner) closes it.
    await press(play.turnBanner);
    await expect(details(first)).toHaveCount(0);
    // Escape closes it, the keyboard's focus staying on its button; Enter opens it.
    await button(first).focus();
    await page.keyboard.press('Enter');
    await expect(details(first)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(details(first)).toHaveCount(0);
    await expect(button(first)).toBeFocused();
    await expect(button(first)).toHaveAttribute('aria-expanded', 'false');
    // One at a time: opening the other's (where both are in sight) closes the first's.
    if (await button(other).isVisible()) {
      await press(button(first));
      await press(button(other));
      await expect(details(first)).toHaveCount(0);
      await expectDetailsAsPanel(page, other, `player ${other}, after player ${first}`);
    }
    await context.close();
  });
}

/** A classic game of seed `SEED` where player `first` has reached the last space and the other has not. */
function lateRecord() {
  const record = randomRecord('classic', SEED);
  let at = record.actions.length;
  while (replay(record, at, { projection: true }).to_move === null) at -= 1;
  return { record: { ...record, actions: record.actions.slice(0, at) }, first: replay(record, at, { projection: true }).tie_break };
}

test('the guide explains the projection in the words of the panel and its details', async ({ page }) => {
  test.setTimeout(60_000);
  const play = new SavesPage(page);
  const late = lateRecord();
  const lineWords = (n, lines) =>
    page
      .getByTestId(`projection-details-${n}`)
      .locator(lines)
      .evaluateAll((all) => all.map((li) => li.textContent.split(':')[0].trim()));
  for (const lang of ['en', 'fr', 'pl']) {
    await page.goto(`./?seed=${SEED}&lang=${lang}`);
    await expect(play.turnBanner).toBeVisible();
    // The panel's label, and each line's words before its figure (`Spaces to the next income
    // mark: 4.`): at the start, then late in a game for the tie-break.
    const label = (await page.locator('[data-testid=projection-1] text.panel-label').textContent()).trim();
    await page.getByTestId('projection-open-1').click();
    const words = await lineWords(1, '[data-line]:not([data-line=score])');
    expect(words.length, lang).toBe(3);
    await play.importWithInput('late.json', JSON.stringify(late.record));
    await expect(page.getByTestId(`projection-${late.first}`)).toHaveAttribute('data-tie-break', 'true');
    await page.getByTestId(`projection-open-${late.first}`).click();
    words.push(...(await lineWords(late.first, '[data-line=tie-break]')));
    expect(words.length, lang).toBe(4);
    await page.keyboard.press('Escape');
    await (await reveal(page, 'how-to-open')).click();
    const passage = page.getByTestId('how-to-projection');
    await expect(passage).toBeVisible();
    await expect(passage.locator('xpath=ancestor::*[@data-testid="how-to-step"]')).toHaveAttribute('data-step', '6');
    const text = await passage.textContent();
    for (const said of [label, ...words]) expect(text, `${lang}: the guide says "${said}"`).toContain(said);
    // Its sum, as the details add it up: buttons + income × marks − 2 per empty square.
    expect(text, lang).toMatch(/\+.*×.*−\s?2/);
    await page.keyboard.press('Escape');
  }
});
