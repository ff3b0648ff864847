// Safe by construction: the page asks nothing of any other origin, and its
// Content-Security-Policy (index.html) allows only the site's own files plus what WebAssembly
// needs, with no inline or eval'd script: playing (fresh, and again when the service worker
// serves the page) must not trip it once.
import { test, expect } from '@playwright/test';
import { GamePage } from './pages/game-page.mjs';

/** Collects CSP violations (the DOM event and Chromium's console reports) and foreign requests. */
async function watch(page, context, baseURL) {
  const seen = { violations: [], foreign: [] };
  const origin = new URL(baseURL).origin;
  context.on('request', (req) => {
    const url = new URL(req.url());
    if (!['data:', 'blob:'].includes(url.protocol) && url.origin !== origin) seen.foreign.push(req.url());
  });
  page.on('console', (msg) => {
    if (/Content[- ]Security[- ]Policy/i.test(msg.text())) seen.violations.push(`console: ${msg.text()}`);
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener(
      'securitypolicyviolation',
      (e) => window.__cspViolations.push(`${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'}`),
      true,
    );
  });
  seen.domViolations = () => page.evaluate(() => window.__cspViolations);
  return seen;
}

/** A few actions: advance, pick up a patch, turn it, put it back, advance again. */
async function playSome(game) {
  await game.open({ seed: 7 });
  await game.advance();
  await expect(game.turnBanner).toHaveAttribute('data-player', '2');
  const id = await game.page
    .locator('[data-testid=circle-patch][data-takeable=true]')
    .first()
    .getAttribute('data-patch');
  await game.startDragging(id);
  await game.pressTurn('R');
  await game.page.keyboard.press('Escape');
  await game.page.mouse.up();
  await expect(game.heldPatch).toHaveCount(0);
  await game.advance();
  await expect(game.turnBanner).toHaveAttribute('data-player', '1');
}

/** The policy of the page's CSP <meta> as { directive: [sources] }. */
async function policy(page) {
  const content = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  return Object.fromEntries(
    content
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

test('playing asks no other origin and trips no Content-Security-Policy rule', async ({ page, context, baseURL }) => {
  const seen = await watch(page, context, baseURL);
  const game = new GamePage(page);
  await playSome(game);
  // Again with the service worker serving the files.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
  await playSome(game);

  expect(await seen.domViolations()).toEqual([]);
  expect(seen.violations).toEqual([]);
  expect(seen.foreign).toEqual([]);
});

test('the policy allows no inline or evaluated script, and the page has none', async ({ page, request }) => {
  await page.goto('./?seed=7');
  const csp = await policy(page);
  expect(csp['default-src']).toEqual(["'self'"]);
  expect(csp['script-src']).toContain("'self'");
  expect(csp['script-src']).not.toContain("'unsafe-inline'");
  for (const [name, sources] of Object.entries(csp)) {
    expect(sources, name).not.toContain("'unsafe-eval'");
    expect(sources, name).not.toContain('*');
  }
  expect(csp['object-src']).toEqual(["'none'"]);
  expect(csp['base-uri']).toEqual(["'none'"]);

  // The HTML as served: every script is a file.
  const html = await (await request.get('./')).text();
  const scripts = [...html.matchAll(/<script\b([^>]*)>/gi)].map(([, attrs]) => attrs);
  expect(scripts.length).toBeGreaterThan(0);
  for (const attrs of scripts) expect(attrs).toMatch(/\bsrc=/);
});

test('the policy is enforced: an injected inline script and a foreign fetch are blocked', async ({
  page,
  context,
  baseURL,
}) => {
  const seen = await watch(page, context, baseURL);
  await page.goto('./?seed=7');
  await expect(page.getByTestId('turn-banner')).toBeVisible();
  const outcome = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true;';
    document.head.append(script);
    let fetched = true;
    try {
      await fetch('https://example.com/');
    } catch {
      fetched = false;
    }
    return { inlineRan: window.__inlineRan === true, fetched };
  });
  expect(outcome).toEqual({ inlineRan: false, fetched: false });
  await expect.poll(() => seen.domViolations()).toEqual(
    expect.arrayContaining([expect.stringMatching(/^script-src-elem blocked inline/), expect.stringMatching(/^connect-src blocked https:\/\/example.com/)]),
  );
  expect(seen.foreign).toEqual([]);
});
