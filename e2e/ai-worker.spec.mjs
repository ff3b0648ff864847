// The computer player's web worker (static/ai-worker.js running the page's own module through
// src/ui/browser/worker.rs; protocol in src/ai/protocol.rs), started exactly as the page's glue starts
// it (src/ui/browser/worker_client.rs, e2e/lib/ai-worker.mjs): a module worker relative to the page, requests and replies as JSON texts
// of one tagged enum each way (`{"move": {…}}`), requests held back until the worker says it is ready. The worker's files are served under the Content-Security-Policy the glue
// promises to work with (a worker takes its policy from its own script's response), so a worker
// that needs blob: or eval would fail here, and the page under one with `worker-src 'self'`. 
import { test, expect } from '@playwright/test';
import { randomRecord, refusal } from './lib/cli.mjs';
import { startWorker } from './lib/ai-worker.mjs';

// The site's service worker would answer the worker's fetches itself, out of the route's sight.
test.use({ serviceWorkers: 'block' });

const CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; worker-src 'self'";
const PAGE_CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; worker-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; manifest-src 'self'";
// What a worker's own clock may add to a budget: one search check, plus scheduling on a busy
// 2-core machine (822 ms for a 500 ms budget was once seen at load average 22).
const SLACK_MS = 400;

/** Serves every response with a CSP header and notes what was fetched, the worker's files too. */
async function withCsp(page) {
  const fetched = [];
  await page.route('**/*', async (route) => {
    const path = new URL(route.request().url()).pathname;
    fetched.push(path);
    const response = await route.fetch();
    const policy = path.startsWith('/ai-worker') ? CSP : PAGE_CSP;
    await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': policy } });
  });
  return fetched;
}

/**
 * Posts a request (`{ kind: fields }` or a raw string) and waits for the message answering its
 * id: `{ kind, reply, wall_ms }`, `kind` the reply's tag (`move`, `speed`, `failed`…) and `reply`
 * its fields.
 */
async function ask(page, request, id = Object.values(request)[0].id) {
  return page.evaluate(
    ({ text, id }) =>
      new Promise((resolve) => {
        const sent = performance.now();
        const { worker } = window.__ai;
        const listener = (event) => {
          const [kind, reply] = Object.entries(JSON.parse(event.data))[0];
          if (reply.id !== id) return;
          worker.removeEventListener('message', listener);
          resolve({ kind, reply, wall_ms: performance.now() - sent });
        };
        worker.addEventListener('message', listener);
        worker.postMessage(text);
      }),
    { text: typeof request === 'string' ? request : JSON.stringify(request), id },
  );
}

/** The record of a seeded classic game cut after `actions` actions. */
function game(seed, actions) {
  const record = randomRecord('classic', seed);
  return { ...record, actions: record.actions.slice(0, actions) };
}

// The CLI behind randomRecord/refusal may need a cold debug build: do it outside the test's time.
test.beforeAll(() => {
  test.setTimeout(600_000);
  randomRecord('classic', 7);
});

test('the worker answers Hard and Medium within their budgets, legally, and survives a bad request', async ({
  page,
}) => {
  const problems = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console error: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`uncaught: ${err.message}`));
  const fetched = await withCsp(page);
  await page.goto('./');
  await page.evaluate(() => {
    window.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) => window.__violations.push(e.violatedDirective));
  });
  await startWorker(page);
  // The worker's files came through the CSP route too, so the worker ran under that policy.
  expect(fetched).toEqual(expect.arrayContaining(['/ai-worker.js']));
  expect(fetched.filter((path) => /^\/patchwork-.*_bg\.wasm$/.test(path)).length).toBeGreaterThan(0);

  const cases = [
    { id: 1, level: 'hard', budget_ms: 2000, seed: 42, game: game(7, 0) },
    { id: 2, level: 'medium', budget_ms: 500, seed: 43, game: game(7, 1) },
  ];
  for (const { game: record, ...fields } of cases) {
    const request = { move: { ...fields, record: JSON.stringify(record) } };
    const { kind, reply, wall_ms } = await ask(page, request);
    const label = `${fields.level} (${fields.budget_ms} ms)`;
    expect(kind, label).toBe('move');
    expect(reply.action.type, label).toMatch(/^(advance|take|leather|discard_leather)$/);
    // Legal: the record with the answer appended replays (null: nothing refused).
    expect(refusal({ ...record, actions: [...record.actions, reply.action] }), label).toBeNull();
    // It thinks for its time (a time budget, not a fixed count), and not much longer.
    console.log(`${label}: ${reply.iterations} iterations in ${reply.elapsed_ms.toFixed(0)} ms (${wall_ms.toFixed(0)} ms round trip)`);
    expect(reply.iterations, label).toBeGreaterThan(0);
    expect(reply.elapsed_ms, label).toBeGreaterThanOrEqual(fields.budget_ms);
    expect(reply.elapsed_ms, label).toBeLessThanOrEqual(fields.budget_ms + SLACK_MS);
    // The round trip adds two message hops: loose, for machines busy with other work.
    expect(wall_ms, label).toBeLessThanOrEqual(fields.budget_ms + 4 * SLACK_MS);
  }

  // A record that does not read, an illegal one, and a message that is not JSON: typed errors.
  const bad = await ask(page, { move: { id: 3, level: 'hard', budget_ms: 2000, seed: 1, record: '{"format": 1}' } });
  expect(bad.kind).toBe('failed');
  expect(bad.reply.error.bad_record).toMatch(/^format/);
  const illegal = { ...game(7, 0), actions: [{ type: 'leather', cell: [0, 0] }] };
  const refused = await ask(page, { move: { id: 4, level: 'medium', budget_ms: 500, record: JSON.stringify(illegal) } });
  expect(refused.reply.error.illegal_record).toMatch(/^action 0: /);
  const garbage = await ask(page, 'not json', 0);
  expect(Object.keys(garbage.reply.error)).toEqual(['not_json']);
  const finished = randomRecord('classic', 7);
  const over = await ask(page, { move: { id: 5, level: 'easy', record: JSON.stringify(finished) } });
  expect(over.reply.error).toBe('game_over');

  // The worker is still there and answers the next request.
  const next = game(9, 3);
  const after = await ask(page, { move: { id: 6, level: 'greedy', seed: 5, record: JSON.stringify(next) } });
  expect(after.kind).toBe('move');
  expect(refusal({ ...next, actions: [...next.actions, after.reply.action] })).toBeNull();

  expect(await page.evaluate(() => window.__violations)).toEqual([]);
  expect(problems).toEqual([]);
});

test('a speed request runs the fixed search work and reports it', async ({ page }) => {
  await page.goto('./');
  await startWorker(page);
  const { kind, reply } = await ask(page, { speed: { id: 11, level: 'medium', positions: 2, iterations: 200, seed: 0 } });
  expect(kind).toBe('speed');
  expect(reply).toMatchObject({ level: 'medium', positions: 2, iterations: 400 });
  expect(reply.elapsed_ms).toBeGreaterThan(0);
  const refused = await ask(page, { speed: { id: 12, level: 'greedy' } });
  expect(refused.reply.error).toEqual({ does_not_search: 'greedy' });
});
