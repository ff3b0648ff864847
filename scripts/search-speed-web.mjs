#!/usr/bin/env node
// Search speed in the browser against natively (a measurement, not a test): the same search
// work — Hard's search, without stopping early, for a fixed number of iterations on each of the
// fixed positions of `patchwork-cli search-speed` — once in the computer player's web worker in
// headless Chromium and once in the release build of `patchwork-cli`, and the ratio.
//
//   node scripts/search-speed-web.mjs [URL]      (make bench-ai-web builds dist/ first)
//
// Without URL it serves DIST (default dist/) with python3 -m http.server on a free port.
// LEVEL (hard or medium; each runs its own iterations per position, 16000 for Hard),
// POSITIONS (12), SEED (0) and ROUNDS (3; each round runs the browser and then the native
// search, the best of each counts) choose the work; both sides must report the same iterations. Target: the browser at least half as fast as native.
import { execFileSync, spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS, serveDir } from '../e2e/lib/chromium.mjs';
import { startWorker } from '../e2e/lib/ai-worker.mjs';

const REPO = fileURLToPath(new URL('..', import.meta.url));
const LEVEL = process.env.LEVEL ?? 'hard';
const POSITIONS = Number(process.env.POSITIONS ?? 12);
const SEED = Number(process.env.SEED ?? 0);
const ROUNDS = Number(process.env.ROUNDS ?? 3);

/** dist/ (or DIST) served locally. */
function serve() {
  return serveDir(process.env.DIST ?? `${REPO}/dist`);
}

/** Runs the speed request in a fresh worker of the page: `{ iterations, elapsed_ms }`. */
async function webSpeed(page, speed) {
  await startWorker(page);
  const reply = await page.evaluate(
    (speed) =>
      new Promise((resolve) => {
        const { worker } = window.__ai;
        worker.onmessage = (event) => {
          worker.terminate();
          resolve(JSON.parse(event.data));
        };
        worker.postMessage(JSON.stringify({ speed: { id: 1, ...speed } }));
      }),
    speed,
  );
  if (!reply.speed) throw new Error(`the worker refused: ${JSON.stringify(reply.failed?.error)}`);
  return reply.speed;
}

/** The release CLI, built once. */
function nativeBinary() {
  execFileSync('cargo', ['build', '--release', '--quiet', '--bin', 'patchwork-cli'], { cwd: REPO, stdio: 'inherit' });
  return resolve(REPO, process.env.CARGO_TARGET_DIR ?? 'target', 'release', 'patchwork-cli');
}

/** `patchwork-cli search-speed` on the same positions: `{ iterations, per_second }`. */
function nativeSpeed(binary) {
  const args = ['search-speed', '--level', LEVEL, '--positions', String(POSITIONS), '--seed', String(SEED)];
  const run = spawnSync(binary, args, { cwd: REPO, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`patchwork-cli ${args.join(' ')}: ${run.stderr}`);
  const perSecond = Number(/ ([0-9.]+) iterations\/s/.exec(run.stdout)?.[1]);
  const iterations = Number(/ ([0-9]+) iterations, /.exec(run.stderr)?.[1]);
  return { iterations, per_second: perSecond };
}

const rate = (x) => `${Math.round(x).toLocaleString('en')} iterations/s`;

async function main() {
  const binary = nativeBinary();
  const server = process.argv[2] ? { url: process.argv[2], stop: () => {} } : await serve();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const web = [];
  const native = [];
  try {
    const page = await browser.newPage();
    await page.goto(server.url);
    const speed = { level: LEVEL, positions: POSITIONS, seed: SEED };
    for (let round = 1; round <= ROUNDS; round += 1) {
      const w = await webSpeed(page, speed);
      const n = nativeSpeed(binary);
      if (w.iterations !== n.iterations) {
        throw new Error(`different work: ${w.iterations} iterations in the browser, ${n.iterations} natively`);
      }
      const perSecond = (w.iterations * 1000) / w.elapsed_ms;
      web.push(perSecond);
      native.push(n.per_second);
      console.log(
        `round ${round}: ${w.iterations} iterations; browser ${rate(perSecond)} (${(w.elapsed_ms / 1000).toFixed(2)} s), native ${rate(n.per_second)}`,
      );
    }
  } finally {
    await browser.close();
    server.stop();
  }
  const best = (xs) => Math.max(...xs);
  const ratio = best(web) / best(native);
  console.log(`search-speed ${LEVEL}, ${POSITIONS} positions, seed ${SEED}, best of ${ROUNDS}:`);
  console.log(`  browser (web worker, wasm): ${rate(best(web))}`);
  console.log(`  native (patchwork-cli):     ${rate(best(native))}`);
  console.log(`  ratio browser/native: ${ratio.toFixed(2)} (target >= 0.50)`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
