// A whole classic game played through the page: the engine's random game for a seed, every
// action done as a player would (advance button, patches dragged and turned, leather tapped),
// ends on the game-over screen with the engine's final scores and winner.
import { test } from '@playwright/test';
import { playWholeGame } from './lib/full-game.mjs';

test('a seeded classic game played with real drags ends with the engine’s scores', async ({ page }) => {
  test.setTimeout(300_000);
  await playWholeGame(page, { game: 'classic', seed: 1 });
});
