#!/usr/bin/env node
// The WebAssembly memory of the page and of its computer player's worker after a session of
// play in one tab (a measurement that prints numbers, not a test). In one tab, never reloaded:
// GAMES games (default 10) of Easy against Hard (seat 1 and 2, both played by the page's worker,
// one game after the other from the result's "Play again"), the first REVIEWS of them (default
// 5) reviewed from their result at the review's default budget; then each module's
// `memory.buffer.byteLength`. A WebAssembly memory never shrinks, so this is the most either
// module held at once. The figures are printed after every game too.
//
//   node scripts/memory-web.mjs [URL]      (build dist/ first: make site)
//
// Without URL it serves DIST (default dist/) with python3 -m http.server on a free port.
// GAME (classic or express), SEATS (default `easy,hard`: person, easy, medium or hard each)
// and HARD_MS choose the play. HARD_MS gives Hard another clock than the page's 2 s a move:
// a number of milliseconds, or `iterations` for Hard's fixed 16,000 iterations a move (the
// CLI's `move --level hard` without --ms: the same work on any machine, and about 0.2 s); the
// move requests the page posts to its worker are rewritten on their way. A `person` seat only
// advances (its leather patches placed in the first empty square).
//
// How the memory is read: the page keeps its module's exports from `init()` (the
// `TrunkApplicationStarted` event of static/boot.js); in the worker, the script imports the
// page's own wasm-bindgen module again — the worker already has it, so the import is the same
// instance — and its `init()` returns the exports it was started with.
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS, serveDir } from '../e2e/lib/chromium.mjs';

const REPO = fileURLToPath(new URL('..', import.meta.url));
const GAMES = Number(process.env.GAMES ?? 10);
const REVIEWS = Number(process.env.REVIEWS ?? 5);
const GAME = process.env.GAME ?? 'classic';
const SEATS = (process.env.SEATS ?? 'easy,hard').split(',');
/** Hard's time a move: `undefined` for the page's own, `null` for its fixed iterations. */
const HARD_MS = !process.env.HARD_MS ? undefined : process.env.HARD_MS === 'iterations' ? null : Number(process.env.HARD_MS);
/** The longest a game or a review may take before the run gives up. */
const GAME_TIMEOUT_MS = 20 * 60_000;

const mb = (bytes) => `${(bytes / 2 ** 20).toFixed(2)} MiB`;

/** Before the page's scripts: keep the module's exports, and give Hard its clock. */
function instrument(clock) {
  const hardMs = clock === 'page' ? undefined : clock;
  addEventListener('TrunkApplicationStarted', (event) => {
    window.__wasm = event.detail.wasm;
  });
  if (hardMs === undefined) return;
  // Every object of a request that names level "hard" and has a `budget_ms` gets `hardMs`.
  const retime = (value) => {
    if (value && typeof value === 'object') {
      if (value.level === 'hard' && 'budget_ms' in value && value.budget_ms !== null) value.budget_ms = hardMs;
      Object.values(value).forEach(retime);
    }
    return value;
  };
  const post = Worker.prototype.postMessage;
  Worker.prototype.postMessage = function postMessage(message, ...rest) {
    if (typeof message === 'string') {
      try {
        message = JSON.stringify(retime(JSON.parse(message)));
      } catch {
        // not JSON: sent as it is
      }
    }
    return post.call(this, message, ...rest);
  };
}

/** `{ page, worker }`: each module's memory in bytes (`worker` null before it starts). */
async function memory(page) {
  const pageBytes = await page.evaluate(() => window.__wasm.memory.buffer.byteLength);
  const js = await page.evaluate(
    () => new URL(document.querySelector('meta[name="patchwork-js"]').content, document.baseURI).href,
  );
  const workers = page.workers().filter((w) => w.url().endsWith('/ai-worker.js'));
  if (workers.length > 1) throw new Error(`${workers.length} computer workers in one tab`);
  const workerBytes = workers.length
    ? await workers[0].evaluate(async (url) => (await (await import(url)).default()).memory.buffer.byteLength, js)
    : null;
  return { page: pageBytes, worker: workerBytes };
}

/** Plays one game from the new-game screen to its result; returns its number of actions. */
async function playGame(page) {
  await page.getByTestId('new-game').waitFor();
  if (GAME === 'express') await page.getByTestId('choose-express').check();
  await page.getByTestId('seat-1').selectOption(SEATS[0]);
  await page.getByTestId('seat-2').selectOption(SEATS[1]);
  await page.getByTestId('start-game').click();
  const over = page.getByTestId('game-over');
  const start = Date.now();
  while (!(await over.isVisible())) {
    if (Date.now() - start > GAME_TIMEOUT_MS) throw new Error('the game did not end in time');
    if (await personToMove(page)) {
      const leather = page.getByTestId('leather-prompt');
      if (await leather.count()) {
        await page.locator('[data-testid=quilt-square]:not([data-patch])').first().click();
      } else {
        await page.getByTestId('advance').click();
      }
    }
    await page.waitForTimeout(250);
  }
  return page.evaluate(() => {
    const id = new URL(location.href).searchParams.get('id');
    return JSON.parse(localStorage.getItem(`patchwork:game:${id}`)).actions.length;
  });
}

/** Whether a person's seat is to move and its controls can be used. */
async function personToMove(page) {
  const player = await page.getByTestId('turn-banner').getAttribute('data-player', { timeout: 1_000 }).catch(() => null);
  if (!player || SEATS[Number(player) - 1] !== 'person') return false;
  const busy = (await page.getByTestId('thinking').count()) + (await page.getByTestId('travelling-patch').count());
  return busy === 0 && (await page.getByTestId('advance').isEnabled().catch(() => false));
}

/** Reviews the game whose result is shown, until the graph has a point per action. */
async function review(page, actions) {
  await page.getByTestId('review-open').click();
  await page.getByTestId('review').waitFor();
  await page.waitForFunction(
    (n) =>
      document.querySelectorAll('[data-testid=review-point]').length === n &&
      !document.querySelector('[data-testid=review-progress]'),
    actions,
    { timeout: GAME_TIMEOUT_MS, polling: 500 },
  );
  await page.getByTestId('review-close').click();
  await page.getByTestId('game-over').waitFor();
}

async function main() {
  const server = process.argv[2] ? { url: process.argv[2], stop: () => {} } : await serveDir(process.env.DIST ?? `${REPO}/dist`);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const started = Date.now();
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
    // (An init script's argument cannot be `undefined`.)
    await context.addInitScript(instrument, HARD_MS === undefined ? 'page' : HARD_MS);
    const page = await context.newPage();
    page.on('console', (message) => {
      if (message.text().includes('panicked')) console.error(`page: ${message.text()}`);
    });
    await page.goto(server.url);
    await page.waitForFunction(() => window.__wasm);
    const first = await memory(page);
    console.log(`start: page ${mb(first.page)}`);
    const clock = HARD_MS === undefined ? "the page's clock" : HARD_MS === null ? 'its fixed iterations' : `${HARD_MS} ms a move`;
    console.log(`${GAMES} ${GAME} games, ${SEATS.join(' against ')} (Hard on ${clock}), the first ${REVIEWS} reviewed`);
    for (let game = 1; game <= GAMES; game += 1) {
      const at = Date.now();
      const actions = await playGame(page);
      const reviewed = game <= REVIEWS;
      if (reviewed) await review(page, actions);
      const now = await memory(page);
      const seconds = ((Date.now() - at) / 1000).toFixed(0);
      console.log(
        `game ${game}: ${actions} actions${reviewed ? ', reviewed' : ''}, ${seconds} s; page ${mb(now.page)}, worker ${now.worker === null ? '—' : mb(now.worker)}`,
      );
      await page.getByTestId('play-again').click();
    }
    const last = await memory(page);
    console.log(`after ${GAMES} games and ${Math.min(REVIEWS, GAMES)} reviews, ${((Date.now() - started) / 60_000).toFixed(1)} min in one tab:`);
    console.log(`  page's WebAssembly memory:   ${last.page.toLocaleString('en')} B (${mb(last.page)})`);
    console.log(`  worker's WebAssembly memory: ${(last.worker ?? 0).toLocaleString('en')} B (${mb(last.worker ?? 0)})`);
  } finally {
    await browser.close();
    server.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
