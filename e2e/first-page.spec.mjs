// The first page draws the starting position that the rules engine sets up for a seed: the
// circle of patches in buying order, the time board with its marks and both tokens, and two
// empty quilts with each player's numbers. The expected facts come from the engine itself,
// through its command-line tool (`patchwork-cli random` and `replay`).
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { test, expect } from '@playwright/test';
import { FirstPage } from './pages/first-page.mjs';
import { expectFits } from './lib/fit.mjs';

const REPO = fileURLToPath(new URL('..', import.meta.url));

// The CLI: a prebuilt binary in PATCHWORK_CLI, or `cargo run` in the repository (built once).
function cli(args, input) {
  const [command, prefix] = process.env.PATCHWORK_CLI
    ? [process.env.PATCHWORK_CLI, []]
    : ['cargo', ['run', '--quiet', '--bin', 'patchwork-cli', '--']];
  return execFileSync(command, [...prefix, ...args], { cwd: REPO, encoding: 'utf8', input, maxBuffer: 1 << 24 });
}

/** The engine's set-up for a seed: a game record whose `circle` is the buying order. */
function setUp(game, seed, board) {
  const args = ['random', '--game', game, '--seed', String(seed)];
  if (board) args.push('--time-board', board);
  return JSON.parse(cli(args));
}

/** The engine's numbers for the position before the first action. */
function startingNumbers(record) {
  return JSON.parse(cli(['replay', '-'], JSON.stringify({ ...record, actions: [] })));
}

const SEED = 42;
let classic;
let express;
let original;

test.beforeAll(() => {
  test.setTimeout(300_000); // the first `cargo run` may compile the CLI
  classic = setUp('classic', SEED);
  express = setUp('express', 7);
  original = setUp('classic', 3, 'original');
});

test.describe('classic, revised board', () => {
  test('shows all 33 patches in the engine’s buying order, the first three offered', async ({ page }) => {
    const first = new FirstPage(page);
    await first.open({ seed: SEED });

    expect(await first.circleOrder()).toEqual(classic.circle);
    await expect(first.circlePatches).toHaveCount(33);
    expect(await first.offeredPatches()).toEqual(classic.circle.slice(0, 3));
    // The starting patch c01 sits last, just counter-clockwise of the neutral token.
    expect(classic.circle.at(-1)).toBe('c01');
    await expect(page.getByTestId('neutral-token')).toBeVisible();
  });

  test('shows each patch’s cost and time as the engine has them', async ({ page }) => {
    const first = new FirstPage(page);
    await first.open({ seed: SEED });
    // c01 (the 1×2 start patch): 2 buttons, 1 time, no income (docs/RULES.md, data/patches_classic.json).
    const c01 = await first.numbersOf('c01');
    expect(c01).toMatchObject({ cost: 2, time: 1, income: 0, costText: '2', timeText: '1' });
    for (const label of classic.circle.slice(0, 3)) {
      const shown = await first.numbersOf(label);
      expect(shown.costText).toBe(String(shown.cost));
      expect(shown.timeText).toBe(String(shown.time));
    }
  });

  test('shows the time board with every space, mark, leather patch and both tokens', async ({ page }) => {
    const first = new FirstPage(page);
    await first.open({ seed: SEED });

    await expect(first.timeSpaces()).toHaveCount(54);
    expect(await first.spacesWith('income')).toEqual([5, 11, 17, 23, 29, 35, 41, 47, 53]);
    expect(await first.spacesWith('leather')).toEqual([26, 32, 38, 44, 50]);
    await expect(first.timeToken(1)).toHaveAttribute('data-space', '0');
    await expect(first.timeToken(2)).toHaveAttribute('data-space', '0');
    await expect(first.timeToken(1)).toHaveAttribute('data-on-top', 'true');
    await expect(first.timeToken(2)).toHaveAttribute('data-on-top', 'false');
    await expect(page.getByTestId('bonus-tile')).toHaveAttribute('data-points', '7');
  });

  test('shows two empty 9×9 quilts and the engine’s numbers for each player', async ({ page }) => {
    const first = new FirstPage(page);
    await first.open({ seed: SEED });
    const engine = startingNumbers(classic);

    for (const player of [1, 2]) {
      await expect(first.quiltSquares(player)).toHaveCount(81);
      const facts = engine.players[player - 1];
      await expect(first.quilt(player)).toHaveAttribute('data-empty', String(facts.empty));
      expect(await first.panelOf(player)).toEqual({
        buttons: facts.buttons,
        income: facts.income,
        score: facts.score,
      });
    }
    expect(engine.to_move).toBe(1);
    await expect(page.getByTestId('to-move-1')).toBeVisible();
    await expect(page.getByTestId('to-move-2')).toHaveCount(0);
  });
});

test('Express: 15 patches in the engine’s order and two 7×7 quilts', async ({ page }) => {
  const first = new FirstPage(page);
  await first.open({ seed: 7, game: 'express' });

  expect(await first.circleOrder()).toEqual(express.circle);
  await expect(first.circlePatches).toHaveCount(15);
  expect(express.circle.at(-1)).toBe('e01');
  for (const player of [1, 2]) await expect(first.quiltSquares(player)).toHaveCount(49);
  await expect(first.timeSpaces()).toHaveCount(30);
  expect(await first.spacesWith('leather')).toEqual([7, 11, 15, 19, 23, 27]);
  await expect(page.getByTestId('bonus-tile')).toHaveCount(0);
});

test('the original board puts its leather patches on 20, 26, 32, 44 and 50', async ({ page }) => {
  const first = new FirstPage(page);
  await first.open({ seed: 3, board: 'original' });
  expect(await first.circleOrder()).toEqual(original.circle);
  expect(await first.spacesWith('leather')).toEqual([20, 26, 32, 44, 50]);
});

test('the new-game screen shows both quilts of a finished game of the kind chosen', async ({ page }) => {
  await page.goto('./');
  const quilts = page.getByTestId('new-game-quilt');
  /** Each picture's player, size, covered squares and drawn patch squares. */
  const pictures = () =>
    quilts.evaluateAll((svgs) =>
      svgs.map((svg) => ({
        player: svg.dataset.player,
        size: Number(svg.dataset.size),
        covered: Number(svg.dataset.covered),
        // The quilt's frame and its empty squares are outlined (dashed); a patch's squares are not.
        patchSquares: [...svg.querySelectorAll('g + g > rect')].length,
        markup: svg.outerHTML,
      })),
    );
  await expect(quilts).toHaveCount(2);
  // Pictures only: the title is read as the game's name alone.
  await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName('Patchwork');
  for (const svg of await quilts.all()) await expect(svg).toHaveAttribute('aria-hidden', 'true');
  const classic = await pictures();
  expect(classic.map((q) => q.player)).toEqual(['1', '2']);
  for (const q of classic) {
    expect(q.size).toBe(9);
    expect(q.patchSquares).toBe(q.covered);
    // The end of a game: most of the quilt sewn, not all of it.
    expect(q.covered).toBeGreaterThan(81 / 2);
    expect(q.covered).toBeLessThanOrEqual(81);
  }
  await page.getByTestId('choose-express').check();
  await expect(quilts.first()).toHaveAttribute('data-size', '7');
  const express = await pictures();
  for (const q of express) {
    expect(q.size).toBe(7);
    expect(q.patchSquares).toBe(q.covered);
    expect(q.covered).toBeGreaterThan(49 / 2);
  }
  // The same game every time: the picture of a fixed deal.
  await page.getByTestId('choose-classic').check();
  await expect(quilts.first()).toHaveAttribute('data-size', '9');
  expect((await pictures()).map((q) => q.markup)).toEqual(classic.map((q) => q.markup));
});

test('a game started from the new-game screen writes its seed into the address', async ({ page }) => {
  const first = new FirstPage(page);
  await page.goto('./');
  await page.getByTestId('start-game').click();
  await first.waitUntilDrawn();
  await expect(page).toHaveURL(/[?&]seed=\d+/);
  const order = await first.circleOrder();
  await expect(first.circlePatches).toHaveCount(33);
  await page.reload();
  await first.waitUntilDrawn();
  expect(await first.circleOrder()).toEqual(order);
});

for (const [width, height, format] of [
  [1024, 768, 'landscape'],
  [768, 1024, 'portrait'],
]) {
  test(`fits ${width}×${height}: every control on screen, none on another`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height });
    const first = new FirstPage(page);
    await first.open({ seed: SEED });
    await expect(first.svg).toHaveAttribute('data-format', format);

    await expectFits(page, `the first page of seed ${SEED} at ${width}×${height}`);
    for (const part of [first.circle, first.timeBoard, first.quilt(1), first.quilt(2)]) {
      const box = await part.boundingBox();
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      expect(box.y + box.height).toBeLessThanOrEqual(height);
    }
    await testInfo.attach(`first-page-${width}x${height}`, {
      body: await page.screenshot(),
      contentType: 'image/png',
    });
  });
}

test('turning the screen switches between the landscape and portrait layouts', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  const first = new FirstPage(page);
  await first.open({ seed: SEED });
  await expect(first.svg).toHaveAttribute('data-format', 'landscape');
  await page.setViewportSize({ width: 768, height: 1024 });
  await expect(first.svg).toHaveAttribute('data-format', 'portrait');
  expect(await first.circleOrder()).toEqual(classic.circle);
});
