// A whole classic game played through the page: the engine's random game for a seed, every
// action done as a player would (advance button, patches dragged and turned, leather tapped),
// ends on the game-over screen with the engine's final scores and winner. The same game checks
// that the page names a patch by its look and numbers, never by its id (`lib/no-ids.mjs`).
import { test } from '@playwright/test';
import { playWholeGame } from './lib/full-game.mjs';
import { expectNoIdsThroughout } from './lib/no-ids.mjs';

test('a seeded classic game played with real drags ends with the engine’s scores and names no patch by its id', async ({ page }) => {
  test.setTimeout(360_000);
  await expectNoIdsThroughout(page, (play) => playWholeGame(page, { game: 'classic', seed: 1 }, play));
});
