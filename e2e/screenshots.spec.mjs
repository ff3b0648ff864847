// A game in progress fits a 1024×768 (landscape) and a 768×1024 (portrait) screen without
// scrolling; the screenshots go to test-results/screens/ for a person to look at.
import { test, expect } from '@playwright/test';
import { GamePage } from './pages/game-page.mjs';
import { REPO, randomRecord } from './lib/cli.mjs';

const SEED = 1;

for (const [width, height] of [
  [1024, 768],
  [768, 1024],
]) {
  test(`a game in progress fits ${width}×${height} without scrolling`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height });
    const record = randomRecord('classic', SEED);
    const play = new GamePage(page);
    await play.open({ seed: SEED });
    await play.playRecord(record, { upTo: 12 });

    const fit = await page.evaluate(() => ({
      scrollHeight: document.documentElement.scrollHeight,
      scrollWidth: document.documentElement.scrollWidth,
      innerHeight: window.innerHeight,
      innerWidth: window.innerWidth,
    }));
    await page.screenshot({ path: `${REPO}/test-results/screens/game-${width}x${height}.png` });
    expect(fit.scrollHeight).toBeLessThanOrEqual(fit.innerHeight);
    expect(fit.scrollWidth).toBeLessThanOrEqual(fit.innerWidth);
  });
}
