#!/usr/bin/env node
// Drag measurement (a measurement, not a test): opens a seeded game in Debian's Chromium, picks
// up an offered patch and moves it 200 times across the quilt with real pointer events, and
// prints the main-thread time each move costs and any long tasks.
//
//   node scripts/drag-bench.mjs [URL]        (make bench-drag builds dist/ first)
//
// Without URL it serves DIST (default dist/) with python3 -m http.server on a free port.
// Per move it reads the DevTools metric TaskDuration (all main-thread work: event handlers,
// wasm, style, layout, paint) before the move and after the next two animation frames; the
// same loop without moving, run before each move, gives the cost of the measuring itself; the
// difference is what a move costs the page. A PerformanceObserver counts long tasks (> 50 ms).
// Target (make bench-web): < 4 ms per move above the baseline, none long.
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS, serveDir } from '../e2e/lib/chromium.mjs';

const REPO = fileURLToPath(new URL('..', import.meta.url));
const MOVES = Number(process.env.MOVES ?? 200);
const SEED = process.env.SEED ?? '7';


/** dist/ (or DIST) served locally. */
function serve() {
  return serveDir(process.env.DIST ?? `${REPO}/dist`);
}

const stats = (xs) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { mean: xs.reduce((a, b) => a + b, 0) / xs.length, p95: at(0.95), max: sorted[sorted.length - 1] };
};
const ms = (x) => `${x.toFixed(2)} ms`;

async function main() {
  const server = process.argv[2] ? { url: process.argv[2], stop: () => {} } : await serve();
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1024, height: 768 } });
    await page.addInitScript(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration });
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(new URL(`?seed=${SEED}`, server.url).href);
    await page.getByTestId('turn-banner').waitFor();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const taskMs = async () => {
      const { metrics } = await cdp.send('Performance.getMetrics');
      return metrics.find((m) => m.name === 'TaskDuration').value * 1000;
    };
    const frame = () =>
      page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));

    // Pick up the first takeable offered patch with a press and a small move.
    const card = page.locator('[data-testid=circle-patch][data-takeable=true]').first();
    const patch = await card.getAttribute('data-patch');
    const start = await card.evaluate((el) => {
      const r = el.getBoundingClientRect();
      for (let i = 1; i < 10; i += 1)
        for (let j = 1; j < 10; j += 1) {
          const x = r.left + (j / 10) * r.width;
          const y = r.top + (i / 10) * r.height;
          const hit = document.elementFromPoint(x, y);
          if (hit && el.contains(hit)) return { x, y };
        }
      return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
    });
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(start.x + 12, start.y + 12, { steps: 3 });
    await page.getByTestId('held-patch').waitFor();

    // A zigzag over the player's quilt: 20 columns of 10 points, so the anchor keeps changing.
    const quilt = await page.getByTestId('quilt-1').boundingBox();
    const points = Array.from({ length: MOVES }, (_, i) => {
      const col = Math.floor(i / 10);
      const step = col % 2 === 0 ? i % 10 : 9 - (i % 10);
      return { x: quilt.x + ((col + 0.5) / 20) * quilt.width, y: quilt.y + ((step + 0.5) / 10) * quilt.height };
    });
    await page.mouse.move(points[0].x, points[0].y, { steps: 5 });
    await frame();

    const dragStart = await page.evaluate(() => performance.now());
    // Each move is paired with the same measuring loop without a move, so that both sample the
    // machine as it is at that moment.
    const baseline = [];
    const perMove = [];
    for (const { x, y } of points) {
      let before = await taskMs();
      await frame();
      baseline.push((await taskMs()) - before);
      before = await taskMs();
      await page.mouse.move(x, y);
      await frame();
      perMove.push((await taskMs()) - before);
    }
    const anchor = await page
      .getByTestId('held-patch')
      .evaluate((el) => `${el.getAttribute('data-anchor-row')},${el.getAttribute('data-anchor-col')}`);
    await page.keyboard.press('Escape');
    await page.mouse.up();
    // Long tasks while dragging only (loading the page has its own).
    const longTasks = (await page.evaluate(() => window.__longTasks))
      .filter((t) => t.start >= dragStart)
      .map((t) => t.duration);

    const base = stats(baseline);
    const move = stats(perMove);
    const net = stats(perMove.map((t) => Math.max(0, t - base.mean)));
    console.log(`patch ${patch} dragged over quilt-1 (last anchor ${anchor}), seed ${SEED}, 1024×768`);
    console.log(`baseline (two frames, no move): mean ${ms(base.mean)}, p95 ${ms(base.p95)}, max ${ms(base.max)}`);
    console.log(
      `drag: ${MOVES} moves, mean ${ms(move.mean)}/move main thread, p95 ${ms(move.p95)}, max ${ms(move.max)}, ` +
        `long tasks (>50 ms): ${longTasks.length}${longTasks.length ? ` (longest ${ms(Math.max(...longTasks))})` : ''}`,
    );
    console.log(`drag minus baseline: mean ${ms(net.mean)}/move, p95 ${ms(net.p95)}, max ${ms(net.max)}`);
  } finally {
    await browser.close();
    server.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
