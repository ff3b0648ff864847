// Facing mode faces both players (a tablet lying flat between two people, hot-seat): each card
// of the circle has its numbers at both edges, one line turned to each side; player 2's message
// and recap read upright for player 2 on their turn; the result is there twice, one turned for
// each side; against the computer, nothing on its side looks pressable while it has the turn.
// Screenshots at 768×1024 and 1024×768, in English and French, go to
// test-results/facing/. Selectors: the data-testid and data-* attributes of e2e/README.md.
import { test, expect } from '@playwright/test';
import { SavesPage, GAME_KEY, META_KEY } from './pages/saves-page.mjs';
import { randomRecord, replay, REPO } from './lib/cli.mjs';
import { ComputerPage, holdComputer, releaseComputer, TURN_MS } from './lib/computer.mjs';

// Each test plays a few turns at two sizes and opens a finished game: more than the default 30 s
// on a busy machine.
test.describe.configure({ timeout: 90_000 });

const shot = (name) => `${REPO}/test-results/facing/${name}.png`;
const ID = 'facing-ended';

/** Whether the element's computed transform is half a turn (a matrix of −1, 0, 0, −1). */
async function halfTurn(locator) {
  return locator.evaluate((el) => {
    const m = new DOMMatrix(getComputedStyle(el).transform === 'none' ? undefined : getComputedStyle(el).transform);
    return Math.abs(m.a + 1) < 1e-6 && Math.abs(m.d + 1) < 1e-6 && Math.abs(m.b) < 1e-6;
  });
}

/**
 * For every card of the circle: its cost and time as written at its foot (upright) and at its
 * top (in the group turned half a turn about the card's middle), and where each line lies.
 */
async function cardNumbers(page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('[data-testid=circle-patch]')].map((card) => {
      const group = card.parentElement;
      const line = (turned) => {
        const g = group.querySelector(`[data-turned=${turned}]`);
        if (!g) return null;
        const box = g.getBoundingClientRect();
        return {
          cost: g.querySelector('[data-testid=patch-cost] text')?.textContent,
          time: g.querySelector('[data-testid=patch-time] text')?.textContent,
          transform: g.getAttribute('transform'),
          middle: box.top + box.height / 2,
        };
      };
      const box = card.getBoundingClientRect();
      return {
        patch: card.dataset.patch,
        cost: card.dataset.cost,
        time: card.dataset.time,
        middle: box.top + box.height / 2,
        upright: line(false),
        turned: line(true),
      };
    }),
  );
}

test.describe.serial('facing mode at 768×1024', () => {
  test.use({ viewport: { width: 768, height: 1024 } });

  test('hot-seat: the circle reads from both sides; each player’s message and recap read upright for them', async ({ page }) => {
    const play = new SavesPage(page);
    await page.goto('./?seed=7&face=1&p1=Ada&p2=Bob');
    await expect(play.turnBanner).toHaveAttribute('data-player', '1');

    // Every card's cost and time, once at its foot upright and once at its top turned.
    const cards = await cardNumbers(page);
    expect(cards.length).toBeGreaterThan(30);
    for (const card of cards) {
      const at = `card ${card.patch}`;
      expect(card.upright, at).toMatchObject({ cost: card.cost, time: card.time, transform: null });
      expect(card.turned, at).toMatchObject({ cost: card.cost, time: card.time });
      expect(card.turned.transform, at).toMatch(/^rotate\(180 /);
      expect(card.turned.middle, `${at}: the turned line at the top`).toBeLessThan(card.middle);
      expect(card.upright.middle, `${at}: the upright line at the foot`).toBeGreaterThan(card.middle);
    }
    // Player 1's turn: their message reads upright for them.
    await expect(play.message).toHaveAttribute('data-turned', 'false');
    await expect(page.getByTestId('time-board')).toHaveAttribute('data-turned', 'false');
    await page.screenshot({ path: shot('player-1-768x1024-en') });

    // Player 2's turn: the banner, the message and the recap of Ada's move face Bob.
    await play.advance();
    await expect(play.turnBanner).toHaveAttribute('data-player', '2');
    const recap = page.getByTestId('turn-recap');
    await expect(recap).toBeVisible();
    for (const part of [play.turnBanner, play.message, recap]) {
      await expect(part).toHaveAttribute('data-turned', 'true');
      expect(await halfTurn(part)).toBe(true);
    }
    await expect(recap.getByTestId('recap-item')).toHaveAttribute('data-player', '1');
    // On Bob's side of the table (the top half), as his quilt is.
    const box = await recap.boundingBox();
    expect(box.y + box.height).toBeLessThan(512);
    // The time board's numbers face Bob too.
    await expect(page.getByTestId('time-board')).toHaveAttribute('data-turned', 'true');
    expect(await halfTurn(page.locator('[data-testid=time-space][data-space="1"] .space-number'))).toBe(true);
    await page.screenshot({ path: shot('player-2-768x1024-en') });

    // Back to Ada's turn: upright again.
    await play.advance();
    await expect(play.turnBanner).toHaveAttribute('data-player', '1');
    await expect(play.message).toHaveAttribute('data-turned', 'false');
    await expect(page.getByTestId('turn-recap')).toHaveAttribute('data-turned', 'false');
  });

  test('hot-seat: the result is there twice, one read from each side', async ({ page }) => {
    const record = randomRecord('classic', 12);
    const ended = replay(record);
    expect(ended.finished).toBe(true);
    const play = new SavesPage(page);
    await play.openNewGame();
    const meta = { names: ['Ada', 'Bob'], seats: ['person', 'person'], seed: 12, updated: 1, redo: [] };
    await play.writeStorage({ [GAME_KEY + ID]: JSON.stringify(record), [META_KEY + ID]: JSON.stringify(meta) });
    const results = page.getByTestId('game-over');
    const shots = [
      [768, 1024, 'en'],
      [768, 1024, 'fr'],
      [1024, 768, 'en'],
      [1024, 768, 'fr'],
    ];
    for (const [width, height, lang] of shots) {
      await page.setViewportSize({ width, height });
      await page.goto(`./?id=${ID}&face=1&lang=${lang}`);
      await expect(results).toHaveCount(2);
      const upright = page.locator('[data-testid=game-over][data-turned=false]');
      const turned = page.locator('[data-testid=game-over][data-turned=true]');
      expect(await halfTurn(upright)).toBe(false);
      expect(await halfTurn(turned)).toBe(true);
      for (const panel of [upright, turned]) {
        await expect(panel).toBeVisible();
        await expect(panel.getByTestId('winner')).toHaveAttribute('data-player', String(ended.winner));
        for (const player of [1, 2]) {
          await expect(panel.getByTestId(`final-${player}`)).toHaveAttribute(
            'data-score',
            String(ended.players[player - 1].score),
          );
        }
      }
      // Apart, each whole on the screen; Undo still in reach beside them.
      const [a, b] = [await upright.boundingBox(), await turned.boundingBox()];
      const apart = a.x >= b.x + b.width || b.x >= a.x + a.width || a.y >= b.y + b.height || b.y >= a.y + a.height;
      expect(apart, `${width}×${height}: the two results do not cross`).toBe(true);
      for (const r of [a, b]) {
        expect(r.x >= 0 && r.y >= 0 && r.x + r.width <= width && r.y + r.height <= height).toBe(true);
      }
      await expect(page.getByTestId('undo')).toBeVisible();
      await page.screenshot({ path: shot(`result-${width}x${height}-${lang}`) });
    }
    // Closing either closes both; the button brings them back.
    await page.locator('[data-testid=game-over][data-turned=true]').getByTestId('game-over-close').click();
    await expect(results).toHaveCount(0);
    await page.getByTestId('game-over-open').click();
    await expect(results).toHaveCount(2);
  });

  test('against the computer in seat 2, its side has nothing to press and its note faces it', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('patchwork-face', '1'));
    await holdComputer(page);
    const play = new ComputerPage(page);
    await play.startWith(['person', 'easy']);
    await play.advanceOnce();
    await expect(play.thinking).toBeVisible({ timeout: TURN_MS });
    await expect(play.thinking).toHaveAttribute('data-turned', 'true');
    for (const id of ['advance', 'rotate', 'mirror', 'place', 'cancel']) await expect(page.getByTestId(id)).toHaveCount(0);
    // The facing switch waits on the person's side (the bottom half), upright.
    const face = await page.getByTestId('face-opponent').boundingBox();
    expect(face.y).toBeGreaterThan(512);
    await page.screenshot({ path: shot('computer-thinking-768x1024-en') });
    await releaseComputer(page);
    await expect(play.advanceButton).toBeVisible({ timeout: TURN_MS });
    await expect(play.turnBanner).toHaveAttribute('data-player', '1');
  });
});
