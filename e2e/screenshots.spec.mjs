// A game in progress fits a 1024×768 (landscape) and a 768×1024 (portrait) screen: every control
// lies on screen and none lies on another; the screenshots go to test-results/screens/ for a
// person to look at.
import { test } from '@playwright/test';
import { GamePage } from './pages/game-page.mjs';
import { REPO, randomRecord } from './lib/cli.mjs';
import { expectFits } from './lib/fit.mjs';

const SEED = 1;

for (const [width, height] of [
  [1024, 768],
  [768, 1024],
]) {
  test(`a game in progress fits ${width}×${height}, no control off screen or on another`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height });
    const record = randomRecord('classic', SEED);
    const play = new GamePage(page);
    await play.open({ seed: SEED });
    await play.playRecord(record, { upTo: 12 });

    await page.screenshot({ path: `${REPO}/test-results/screens/game-${width}x${height}.png` });
    await expectFits(page, `classic seed ${SEED} after 12 actions at ${width}×${height}`);
  });
}
