// A whole Patchwork Express game played through the page, leather patches discarded where the
// engine's random game discards them, ends with the engine's final scores and winner; the page
// names no patch by its id meanwhile (`lib/no-ids.mjs`).
import { test, expect } from '@playwright/test';
import { playWholeGame } from './lib/full-game.mjs';
import { expectNoIdsThroughout } from './lib/no-ids.mjs';

test('a seeded Express game played with real drags ends with the engine’s scores and names no patch by its id', async ({ page }) => {
  test.setTimeout(360_000);
  const record = await expectNoIdsThroughout(page, (play) => playWholeGame(page, { game: 'express', seed: 1 }, play));
  // The seed was chosen so that the game discards a leather patch and places others.
  expect(record.actions.map((a) => a.type)).toEqual(expect.arrayContaining(['discard_leather', 'leather']));
});
