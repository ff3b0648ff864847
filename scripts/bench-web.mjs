#!/usr/bin/env node
// The site's budgets, measured (`make bench-web` builds dist/ first):
//
//   size        every file of dist/ raw, and gzip -9 of each file summed  budget 300,000 B gzip
//   first board from navigation start until [data-testid=quilt-1] is in the DOM of
//               `?seed=7`, headless Chromium, local server, cold cache (a fresh browser
//               context each run, service workers blocked); RUNS runs       budget: median 500 ms
//   drag        main-thread time a pointer move costs while a patch is dragged over the quilt,
//               every move to another square (scripts/drag-bench.mjs): all main-thread work
//               from the move to two frames later (input, handlers, wasm, style, layout,
//               paint, compositing), minus what the same measuring loop costs without a
//               move (its DevTools calls and frame waits)                   budget: mean < 4 ms
//               The site is served without its sw.js here, so that the service worker's
//               one-off precaching of a first visit cannot overlap the moves.
//   slow phone  a first visit on a phone over a slow mobile network: a fresh context (cold
//               cache, service worker allowed) at 390×844, mobile, touch, CPU slowed 4× and
//               the network to Slow 4G (150 ms latency, 200 KB/s down, 100 KB/s up), the site
//               gzip-encoded as static hosts send it; the time from navigating to `?seed=7`
//               until the first offered patch, takeable, is picked up by a tap (the held
//               patch drawn); one warm-up visit, then SLOW_RUNS (default 7)
//                                                                        budget: median 2,500 ms
//   first visit bytes sent by the server in the first 15 s of that visit, headers
//               included, the service worker's own fetches too          budget: median 300,000 B
//   review      a 45-action classic game (the first seed from 1 whose `patchwork-cli random`
//               game has 45 actions) analysed by the page's worker at the default budget: from
//               the click on Review until the graph has a point per action, 1024×768, a fresh
//               context each run (no saved analysis); REVIEW_RUNS (default 3) runs
//                                                                       budget: median 20,000 ms
//               and the longest main-thread task meanwhile (the browser's long-task entries,
//               which start at 50 ms)                                   budget: none over 50 ms
//   animated turn  a computer's turn at 1366×768 (a person against Easy, from the new-game
//               screen): the person advances, the computer thinks, its patch travels to its
//               quilt and its token walks; the longest interval between two frames from the
//               moment the computer shows it is thinking until 1 s after its token has moved;
//               TURN_RUNS (default 3) turns, each in a fresh context
//                                                                   budget: none over 20 ms (50 fps)
//
// Prints each figure with its budget and OK or OVER; exits 1 when any is over.
//
//   node scripts/bench-web.mjs            DIST (default dist/) served on a free local port
//   RUNS=15 node scripts/bench-web.mjs
//   node scripts/bench-web.mjs --slow     the slow phone's figures alone
//   node scripts/bench-web.mjs --review   the review's figures alone
//   node scripts/bench-web.mjs --turn     the animated turn's figures alone
//   node scripts/bench-web.mjs --size     the size alone (no browser; `make site` runs it, so
//                                         `make test` fails on a site grown over its budget)
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from '../e2e/lib/chromium.mjs';
import { serveStatic } from '../e2e/lib/static-server.mjs';
import { randomRecord } from '../e2e/lib/cli.mjs';

const REPO = fileURLToPath(new URL('..', import.meta.url));
const DIST = process.env.DIST ?? join(REPO, 'dist');
const RUNS = Number(process.env.RUNS ?? 7);
const SLOW_RUNS = Number(process.env.SLOW_RUNS ?? 7);
const REVIEW_RUNS = Number(process.env.REVIEW_RUNS ?? 3);
const TURN_RUNS = Number(process.env.TURN_RUNS ?? 3);
const BUDGET = { gzip: 300_000, boardMs: 500, dragMs: 4, slowMs: 2_500, visitBytes: 300_000, reviewMs: 20_000, taskMs: 50, frameMs: 20 };
/** Slow 4G as the figure defines it: bytes per second and milliseconds. */
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: 200 * 1024, uploadThroughput: 100 * 1024 };
const VISIT_MS = 15_000;

const results = [];
function report(name, value, budget, unit, note = '', { strict = false } = {}) {
  const ok = strict ? value < budget : value <= budget;
  results.push(ok);
  const show = (x) => (unit === 'B' ? `${x.toLocaleString('en')} B` : `${x.toFixed(unit === 'ms/move' ? 2 : 0)} ${unit}`);
  console.log(`${ok ? 'OK  ' : 'OVER'}  ${name.padEnd(28)} ${show(value).padStart(13)}   budget ${strict ? '< ' : ''}${show(budget)}${note ? `   (${note})` : ''}`);
}

/** The site's files: the .gz and .br siblings of `make dist` are copies, never counted. */
function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(join(dir, e.name)) : /\.(gz|br)$/.test(e.name) ? [] : [join(dir, e.name)],
  );
}

function siteSize() {
  let raw = 0;
  let gzip = 0;
  for (const file of filesUnder(DIST)) {
    const bytes = readFileSync(file);
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { raw, gzip, files: filesUnder(DIST).length };
}

/** Milliseconds from navigation start until quilt-1 exists, in a fresh context. */
async function firstBoard(browser, url) {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1024, height: 768 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      const seen = () => {
        if (window.__boardAt === undefined && document.querySelector('[data-testid=quilt-1]')) {
          window.__boardAt = performance.now();
          return true;
        }
        return false;
      };
      new MutationObserver((_, observer) => seen() && observer.disconnect()).observe(document, {
        childList: true,
        subtree: true,
      });
    });
    await page.goto(new URL('?seed=7', url).href);
    await page.waitForFunction(() => window.__boardAt !== undefined, null, { timeout: 30_000 });
    return await page.evaluate(() => window.__boardAt);
  } finally {
    await context.close();
  }
}

/**
 * One first visit on a slow phone: milliseconds from navigation to the first offered patch
 * picked up by a tap, and the bytes the server sent in the visit's first 15 s.
 */
async function slowPhone(browser) {
  const server = await serveStatic(DIST, { gzip: true });
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: Number(process.env.DPR ?? 3), isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (document.querySelector('[data-testid=held-patch]')) {
          window.__heldAt = performance.now();
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    const before = server.sent();
    const started = Date.now();
    await page.goto(new URL('?seed=7', server.url).href, { waitUntil: 'commit' });
    // The tap goes in as soon as a patch is takeable, straight to the browser's input (a
    // locator's tap would first spend a few hundred slowed milliseconds on its own checks):
    // the figure is the page's time, not the test driver's.
    const at = await page.waitForFunction(
      () => {
        const card = document.querySelector('[data-testid=circle-patch][data-offered=true][data-takeable=true]');
        const r = card?.getBoundingClientRect();
        return r && { x: r.x + r.width / 2, y: r.y + r.height / 2 };
      },
      null,
      { timeout: 30_000, polling: 'raf' },
    );
    const { x, y } = await at.jsonValue();
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await page.waitForFunction(() => window.__heldAt !== undefined, null, { timeout: 30_000 });
    const ms = await page.evaluate(() => window.__heldAt);
    await page.waitForTimeout(Math.max(0, VISIT_MS - (Date.now() - started)));
    return { ms, bytes: server.sent() - before };
  } finally {
    await context.close();
    await server.stop();
  }
}

/** scripts/drag-bench.mjs against `url`: its output and the mean and net ms per move. */
function drag(url) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(REPO, 'scripts/drag-bench.mjs'), url], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('close', (code) => {
      const mean = out.match(/^drag: .*?mean ([\d.]+) ms\/move.*long tasks \(>50 ms\): (\d+)/m);
      const net = out.match(/^drag minus baseline: mean ([\d.]+) ms/m);
      if (code !== 0 || !mean) reject(new Error(`drag-bench failed (status ${code}):\n${out}`));
      else resolve({ out, mean: Number(mean[1]), longTasks: Number(mean[2]), net: net ? Number(net[1]) : NaN });
    });
  });
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

function verdict() {
  if (results.includes(false)) {
    console.log('bench-web: over budget');
    process.exit(1);
  }
  console.log('bench-web: all within budget');
}

/** The size figure, for `--size`. */
function sizeOnly() {
  const size = siteSize();
  report('dist/ gzip -9 (per file)', size.gzip, BUDGET.gzip, 'B', `${size.raw.toLocaleString('en')} B raw`);
  verdict();
}

async function main() {
  const size = siteSize();
  console.log(`site ${relative(process.cwd(), DIST) || '.'}/: ${size.files} files, ${size.raw.toLocaleString('en')} B raw`);
  // Timings mean little on a busy machine: say how busy it was.
  const load = () => loadavg()[0].toFixed(1);
  console.log(`machine: ${cpus().length} cores, load average ${load()} at the start`);

  const server = await serveStatic(DIST);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  let times;
  let dragged;
  let reviewed;
  let turned;
  const slow = [];
  try {
    await firstBoard(browser, server.url); // warm-up: the OS file cache and Chromium itself
    times = [];
    for (let i = 0; i < RUNS; i += 1) times.push(await firstBoard(browser, server.url));
    await slowPhone(browser); // warm-up, as for the first board
    for (let i = 0; i < SLOW_RUNS; i += 1) slow.push(await slowPhone(browser));
    reviewed = await reviewFigures(browser, server.url);
    turned = await turnFigures(browser, server.url);
    await browser.close();
    const noWorker = await serveStatic(DIST, { hide: ['sw.js'] });
    try {
      dragged = await drag(noWorker.url);
    } finally {
      await noWorker.stop();
    }
  } finally {
    await browser.close();
    await server.stop();
  }

  console.log(`load average ${load()} at the end`);
  console.log(`first board, ${RUNS} cold runs (ms): ${times.map((t) => t.toFixed(0)).join(' ')}`);
  console.log(dragged.out.trimEnd().replace(/^/gm, '  '));
  console.log('');
  report('dist/ gzip -9 (per file)', size.gzip, BUDGET.gzip, 'B', `${size.raw.toLocaleString('en')} B raw`);
  report('first board drawn, median', median(times), BUDGET.boardMs, 'ms', `max ${Math.max(...times).toFixed(0)} ms`);
  reportSlow(slow);
  report('drag, per pointer move', dragged.net, BUDGET.dragMs, 'ms/move', `${dragged.mean.toFixed(2)} ms with the measuring loop's own, ${dragged.longTasks} long tasks`, { strict: true });
  reportReview(reviewed);
  reportTurn(turned);
  verdict();
}

/**
 * One computer's turn in a fresh context: the longest interval between two frames from the
 * moment it shows it is thinking until 1 s after its token has moved, and how many frames there were.
 */
async function animatedTurn(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  try {
    await page.goto(url);
    await page.getByTestId('start-game').click();
    await page.getByTestId('advance').waitFor();
    return await page.evaluate(
      () =>
        new Promise((done) => {
          const gaps = [];
          let last = null;
          let from = Infinity;
          let until = Infinity;
          const token = document.querySelector('[data-testid=time-token-2]');
          const start = token?.getAttribute('data-space');
          new MutationObserver((_, observer) => {
            // The person's own move is drawn before the computer's turn begins.
            if (from === Infinity && document.querySelector('[data-testid=thinking]')) from = performance.now();
            if (document.querySelector('[data-testid=time-token-2]')?.getAttribute('data-space') === start) return;
            observer.disconnect();
            from = Math.min(from, performance.now());
            until = performance.now() + 1_000;
          }).observe(document.body, { subtree: true, childList: true, attributes: true });
          const tick = (t) => {
            if (last !== null && last >= from) gaps.push(t - last);
            last = t;
            if (t < until) requestAnimationFrame(tick);
            else done({ longest: Math.max(...gaps), frames: gaps.length });
          };
          document.querySelector('[data-testid=advance]').click();
          requestAnimationFrame(tick);
        }),
    );
  } finally {
    await context.close();
  }
}

async function turnFigures(browser, url) {
  await animatedTurn(browser, url); // warm-up
  const runs = [];
  for (let i = 0; i < TURN_RUNS; i += 1) runs.push(await animatedTurn(browser, url));
  return runs;
}

function reportTurn(runs) {
  console.log(`animated turn, ${TURN_RUNS} computer turns: longest frame ${runs.map((r) => `${r.longest.toFixed(1)} ms of ${r.frames}`).join(', ')}`);
  const longest = Math.max(...runs.map((r) => r.longest));
  report('animated turn: longest frame', longest, BUDGET.frameMs, 'ms', `${(1000 / longest).toFixed(0)} fps at its slowest`);
}

/** A classic game of `actions` actions: the first seed whose random game is that long. */
function gameOf(actions) {
  for (let seed = 1; ; seed += 1) {
    const record = randomRecord('classic', seed);
    if (record.actions.length === actions) return { seed, record };
  }
}

/** One review of `record` in a fresh context: its time and the long tasks meanwhile. */
async function reviewOnce(browser, url, record) {
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  try {
    await page.goto(url);
    await page.evaluate((text) => window.localStorage.setItem('patchwork:game:bench', text), JSON.stringify(record));
    await page.goto(`${url}?id=bench`);
    await page.getByTestId('review-open').waitFor();
    return await page.evaluate(
      (n) =>
        new Promise((done) => {
          const tasks = [];
          new PerformanceObserver((list) => tasks.push(...list.getEntries().map((e) => e.duration))).observe({ type: 'longtask' });
          const start = performance.now();
          const finished = () =>
            document.querySelectorAll('[data-testid=review-point]').length === n && !document.querySelector('[data-testid=review-progress]');
          new MutationObserver((_, observer) => {
            if (!finished()) return;
            observer.disconnect();
            const ms = performance.now() - start;
            // Long tasks are reported a little later than they end.
            setTimeout(() => done({ ms, longest: Math.max(0, ...tasks), long: tasks.length }), 200);
          }).observe(document.body, { subtree: true, childList: true, attributes: true });
          document.querySelector('[data-testid=review-open]').click();
        }),
      record.actions.length,
    );
  } finally {
    await context.close();
  }
}

async function reviewFigures(browser, url) {
  const { seed, record } = gameOf(45);
  const runs = [];
  for (let i = 0; i < REVIEW_RUNS; i += 1) runs.push(await reviewOnce(browser, url, record));
  return { seed, runs };
}

function reportReview({ seed, runs }) {
  console.log(`review of classic seed ${seed} (45 actions), ${REVIEW_RUNS} runs (ms): ${runs.map((r) => r.ms.toFixed(0)).join(' ')}`);
  report('review, 45 actions, median', median(runs.map((r) => r.ms)), BUDGET.reviewMs, 'ms', `max ${Math.max(...runs.map((r) => r.ms)).toFixed(0)} ms, in the worker`);
  const longest = Math.max(...runs.map((r) => r.longest));
  report('review: longest task', longest, BUDGET.taskMs, 'ms', `${runs.reduce((n, r) => n + r.long, 0)} tasks over 50 ms in all`);
}

/** One group of figures alone (`--review`, `--turn`): measured on DIST served locally, then reported. */
async function alone(measure, show) {
  const server = await serveStatic(DIST);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  let figures;
  try {
    figures = await measure(browser, server.url);
  } finally {
    await browser.close();
    await server.stop();
  }
  show(figures);
  verdict();
}

/** The slow phone's figures alone, for `--slow`. */
async function slowOnly() {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const slow = [];
  try {
    await slowPhone(browser); // warm-up: the OS file cache and Chromium itself
    for (let i = 0; i < SLOW_RUNS; i += 1) slow.push(await slowPhone(browser));
  } finally {
    await browser.close();
  }
  reportSlow(slow);
  verdict();
}

function reportSlow(slow) {
  console.log(`slow phone, ${SLOW_RUNS} cold visits: ${slow.map((v) => `${v.ms.toFixed(0)} ms / ${v.bytes.toLocaleString('en')} B`).join(', ')}`);
  const slowMs = slow.map((v) => v.ms);
  report('slow phone: tap takes, median', median(slowMs), BUDGET.slowMs, 'ms', `max ${Math.max(...slowMs).toFixed(0)} ms; CPU ×4, Slow 4G, gzip`);
  report('slow phone: first 15 s, median', median(slow.map((v) => v.bytes)), BUDGET.visitBytes, 'B', 'sent by the server, service worker included');
}

const flag = (name) => process.argv.includes(name);
const run = flag('--size')
  ? async () => sizeOnly()
  : flag('--slow')
    ? slowOnly
    : flag('--review')
      ? () => alone(reviewFigures, reportReview)
      : flag('--turn')
        ? () => alone(turnFigures, reportTurn)
        : main;
run().catch((err) => {
  console.error(err);
  process.exit(1);
});
