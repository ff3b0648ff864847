// One complete seeded game played through the page, shared by the classic and Express specs.
import { expect } from '@playwright/test';
import { randomRecord, replay } from './cli.mjs';
import { GamePage } from '../pages/game-page.mjs';

/**
 * Plays the engine's random game for `seed` through the page with real drags and checks that
 * the game-over screen shows the engine's final numbers and winner. `play` may be a page
 * object that checks more after each action.
 */
export async function playWholeGame(page, { game, seed, board }, play = new GamePage(page)) {
  const record = randomRecord(game, seed, board);
  const engine = replay(record);
  expect(engine.finished).toBe(true);

  await play.open({ seed, game, board });
  expect(await play.circleOrder()).toEqual(record.circle);
  await play.playRecord(record);

  const shown = await play.finalResult();
  expect(shown.players).toEqual(
    engine.players.map((p) => ({ buttons: p.buttons, bonus: p.bonus, empty: p.empty, score: p.score })),
  );
  expect(shown.winner).toBe(engine.winner);
  return record;
}
