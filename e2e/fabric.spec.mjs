// Fabric: every patch of both games is drawn in a fabric of its own (`data-fabric`), the same on
// its card in the circle, in the hand and sewn on a quilt. And colours every eye can tell apart:
// under a simulated protanopia, deuteranopia and tritanopia (an SVG colour matrix over the whole
// page, the screenshots in test-results/screens/ for a person to look at), the fabrics of
// neighbouring cards in the circle still differ in their print, not only in hue, and the two
// players' colours still differ in lightness.
import { test, expect } from '@playwright/test';
import { GamePage } from './pages/game-page.mjs';
import { REPO, randomRecord } from './lib/cli.mjs';

/**
 * Machado, Oliveira and Fernandes (2009), severity 1: linear RGB to what a reader with each
 * deficiency sees (an SVG filter works in linear RGB unless told otherwise).
 */
const DEFICIENCIES = {
  protanopia: [0.152286, 1.052583, -0.204868, 0.114503, 0.786281, 0.099216, -0.003882, -0.048116, 1.051998],
  deuteranopia: [0.367322, 0.860646, -0.227968, 0.280085, 0.672501, 0.047413, -0.01182, 0.04294, 0.968881],
  tritanopia: [1.255528, -0.076749, -0.178779, -0.078411, 0.930809, 0.147602, 0.004733, 0.691367, 0.3039],
};

/** Two swatches whose centred lightness differs by more than this differ in print. */
const PRINT_APART = 0.02;

/** The fabric of each card in the circle, by patch, in the circle's order. */
async function circleFabrics(page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('[data-testid=circle-patch]')]
      .map((card) => ({
        patch: card.dataset.patch,
        position: Number(card.dataset.position),
        fabric: card.querySelector('[data-fabric]')?.dataset.fabric ?? null,
        fill: card.querySelector('[data-fabric]')?.getAttribute('fill') ?? null,
      }))
      .sort((a, b) => a.position - b.position),
  );
}

for (const game of ['classic', 'express']) {
  test(`${game}: each patch has a fabric of its own, the same in the circle, the hand and the quilt`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1024, height: 768 });
    const play = new GamePage(page);
    await play.open({ seed: 5, game });
    const cards = await circleFabrics(page);
    // Express's blue patches join the circle later.
    expect(cards.length).toBe(game === 'classic' ? 33 : 15);
    const fabricOf = new Map(cards.map((c) => [c.patch, c.fabric]));
    expect(cards.every((c) => c.fabric), 'every card names its fabric').toBe(true);
    expect(new Set(fabricOf.values()).size, 'no two patches share a fabric').toBe(cards.length);

    // In the hand: the first offered patch picked up by a click, then put back.
    const offered = page.locator('[data-testid=circle-patch][data-offered=true][data-takeable=true]').first();
    const id = await offered.getAttribute('data-patch');
    await offered.click();
    await expect(play.heldPatchOf(id)).toBeVisible();
    await expect(play.heldPatch.locator('[data-fabric]').first()).toHaveAttribute('data-fabric', fabricOf.get(id));
    await page.keyboard.press('Escape');
    await expect(play.heldPatch).toHaveCount(0);

    // On the quilts: every covered square in its patch's fabric (leather in leather's).
    const record = randomRecord(game, 5);
    await play.playRecord(record, { upTo: 10 });
    const squares = await page.evaluate(() =>
      [...document.querySelectorAll('[data-testid=quilt-square][data-patch]')].map((s) => [s.dataset.patch, s.dataset.fabric]),
    );
    expect(squares.length).toBeGreaterThan(4);
    for (const [patch, fabric] of squares) {
      expect(fabric, `a square of ${patch}`).toBe(patch === 'leather' ? 'leather' : fabricOf.get(patch));
    }
  });
}

test('neighbouring fabrics and the two players tell apart under protanopia, deuteranopia and tritanopia', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1024, height: 768 });
  const play = new GamePage(page);
  await play.open({ seed: 5, game: 'classic' });
  const cards = await circleFabrics(page);
  // Swatches of each card's fabric side by side (each 64 pixels square: four tiles of the print)
  // and a swatch of each player's colour, as the page fills them.
  await page.evaluate((fills) => {
    const ns = 'http://www.w3.org/2000/svg';
    const svg = document.createElementNS(ns, 'svg');
    svg.id = 'swatches';
    svg.setAttribute('width', String(fills.length * 64));
    svg.setAttribute('height', '128');
    svg.style.cssText = 'position:fixed;left:0;top:0;z-index:99;background:#fff';
    fills.forEach((fill, i) => {
      const rect = document.createElementNS(ns, 'rect');
      Object.entries({ x: i * 64, y: 0, width: 64, height: 64, fill }).forEach(([k, v]) => rect.setAttribute(k, v));
      svg.append(rect);
    });
    const tokens = [1, 2].map((n) => getComputedStyle(document.querySelector(`[data-testid=time-token-${n}] circle:nth-of-type(2)`)).fill);
    // Below: the players' colours, then the first card's fabric in the opposite hue (the same
    // print), which the measure below must not tell apart from it by print.
    [...tokens, fills[0]].forEach((fill, i) => {
      const rect = document.createElementNS(ns, 'rect');
      Object.entries({ x: i * 64, y: 64, width: 64, height: 64, fill }).forEach(([k, v]) => rect.setAttribute(k, v));
      if (i === 2) rect.style.filter = 'hue-rotate(180deg)';
      svg.append(rect);
    });
    document.body.append(svg);
  }, cards.map((c) => c.fill));

  for (const [name, m] of Object.entries(DEFICIENCIES)) {
    await page.evaluate(([name, m]) => {
      document.getElementById('cvd')?.remove();
      const holder = document.createElement('div');
      holder.id = 'cvd';
      holder.innerHTML = `<svg width="0" height="0" style="position:absolute"><filter id="cvd-${name}"><feColorMatrix type="matrix" values="${m[0]} ${m[1]} ${m[2]} 0 0 ${m[3]} ${m[4]} ${m[5]} 0 0 ${m[6]} ${m[7]} ${m[8]} 0 0 0 0 0 1 0"/></filter></svg>`;
      document.body.append(holder);
      document.documentElement.style.filter = `url(#cvd-${name})`;
    }, [name, m]);
    await play.settle();
    await page.locator('#swatches').evaluate((e) => (e.style.display = 'none'));
    await page.screenshot({ path: `${REPO}/test-results/screens/fabric-${name}.png` });
    await page.locator('#swatches').evaluate((e) => (e.style.display = ''));
    const png = await page.locator('#swatches').screenshot();
    // Each swatch's lightness, pixel by pixel, as the reader sees it (the screenshot is taken
    // through the filter).
    const { prints, players, twin } = await page.evaluate(async ([b64, count]) => {
      const image = new Image();
      image.src = `data:image/png;base64,${b64}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      [canvas.width, canvas.height] = [image.width, image.height];
      const g = canvas.getContext('2d');
      g.drawImage(image, 0, 0);
      const scale = image.width / (count * 64);
      const lightness = (x0, y0) => {
        const side = Math.round(64 * scale);
        const { data } = g.getImageData(Math.round(x0 * scale), Math.round(y0 * scale), side, side);
        const out = [];
        for (let i = 0; i < data.length; i += 4) out.push((0.2126 * data[i] + 0.7152 * data[i + 1] + 0.0722 * data[i + 2]) / 255);
        return out;
      };
      const prints = Array.from({ length: count }, (_, i) => lightness(i * 64, 0));
      const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
      return { prints, players: [mean(lightness(0, 64)), mean(lightness(64, 64))], twin: lightness(128, 64) };
    }, [png.toString('base64'), cards.length]);
    // How far two swatches differ in their print alone: the mean difference of their
    // lightness, pixel by pixel, once each swatch's own mean lightness is taken away (two
    // swatches of one print in two hues differ by little more than their contrast).
    const centred = (xs) => {
      const m = xs.reduce((a, b) => a + b, 0) / xs.length;
      return xs.map((x) => x - m);
    };
    const apart = (x, y) => {
      const [a, b] = [centred(x), centred(y)];
      return a.reduce((sum, v, k) => sum + Math.abs(v - b[k]), 0) / a.length;
    };
    const least = { apart: Infinity, pair: '' };
    for (let i = 0; i < cards.length; i += 1) {
      const j = (i + 1) % cards.length;
      const d = apart(prints[i], prints[j]);
      if (d < least.apart) Object.assign(least, { apart: d, pair: `${cards[i].fabric} beside ${cards[j].fabric}` });
    }
    const hueOnly = apart(prints[0], twin);
    console.log(`${name}: neighbouring prints differ by at least ${least.apart.toFixed(3)} (${least.pair}), one print in two hues by ${hueOnly.toFixed(3)}; players' lightness ${players.map((p) => p.toFixed(3)).join(' and ')}`);
    expect(hueOnly, `${name}: one print in two hues`).toBeLessThan(PRINT_APART);
    expect(least.apart, `${name}: ${least.pair}`).toBeGreaterThan(PRINT_APART);
    expect(Math.abs(players[0] - players[1]), `${name}: the players' colours`).toBeGreaterThan(0.1);
  }
});
