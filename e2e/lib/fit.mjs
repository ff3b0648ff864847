// What a player notices when the page does not fit the screen: a control cut off at an edge, or
// two controls lying on each other. `expectFits(page, moment)` gathers every visible control of
// the game (buttons, selects and inputs, the offered patch cards, both quilts, both player panels,
// the time board and the bonus tile beside it, the turn banner, the message and whatever stands
// in the advance button's place) and fails, naming both elements, when one's box leaves the
// viewport or two boxes cross. A control may lie inside its own container (a button inside its
// menu); any other crossing is a fault. Left out are the held patch, which lies on a quilt by
// design, and the how-to guide, a dialog drawn over everything.
// The selectors are the data-testid attributes of e2e/README.md.
import { test, expect } from '@playwright/test';

/** How far (CSS px) a box may stick out, or two boxes cross, before a player would notice. */
export const SLACK = 1;

const CONTROLS = [
  'button',
  '[role=button]',
  'input:not([type=hidden])',
  'select',
  '[data-testid=circle-patch][data-offered=true]',
  '[data-testid=quilt-1]',
  '[data-testid=quilt-2]',
  '[data-testid=player-panel-1]',
  '[data-testid=player-panel-2]',
  '[data-testid=time-board]',
  '[data-testid=bonus-tile]',
  '[data-testid=turn-banner]',
  '[data-testid=message]',
  '[data-testid=leather-prompt]',
  '[data-testid=thinking]',
  '[data-testid=game-over]',
].join(', ');

/**
 * Faults of today's page that the check finds, each excused for its own kind of pair only until
 * the page is fixed; then delete the entry, and the check covers those pairs again. Every run
 * that excuses one says so in the test's annotations.
 */
const KNOWN_FAULTS = [];

/**
 * Every visible control's box in CSS px, named so that a person can find it
 * (`advance "Move 4 spaces, take 4 buttons"`, `circle-patch c08`, `quilt-2`), with the indices
 * of the controls that contain it.
 */
export async function controlBoxes(page) {
  return page.evaluate((selector) => {
    const shown = (el) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
    };
    const found = [...document.querySelectorAll(selector)].filter(
      (el) => !el.closest('[data-testid=held-patch], [data-testid=how-to]') && shown(el),
    );
    // Parts of the board go by their test id; a button or a card also by its patch or words.
    const nameOf = (el) => {
      const id = el.getAttribute('data-testid') ?? el.tagName.toLowerCase();
      if (el.hasAttribute('data-patch')) return `${id} ${el.getAttribute('data-patch')}`;
      if (el.matches('g, [data-testid=game-over]')) return id;
      const words = (el.getAttribute('aria-label') || el.textContent || '').replace(/\s+/g, ' ').trim();
      return words ? `${id} "${words.slice(0, 40)}"` : id;
    };
    return found.map((el, index) => {
      const r = el.getBoundingClientRect();
      const inside = found.flatMap((other, j) => (other !== el && other.contains(el) ? [j] : []));
      return { index, name: nameOf(el), x: r.left, y: r.top, right: r.right, bottom: r.bottom, inside };
    });
  }, CONTROLS);
}

const show = (b) =>
  `${b.name} [${Math.round(b.x)},${Math.round(b.y)} to ${Math.round(b.right)},${Math.round(b.bottom)}]`;

/**
 * What does not fit, as sentences naming the elements: each control sticking out of the viewport
 * and each pair whose boxes cross by more than `SLACK` both across and down (`faults`), and the
 * crossings excused as known faults of the page (`excused`). A control inside another is fine.
 */
export function misfits(boxes, { width, height }) {
  const faults = [];
  const excused = [];
  for (const b of boxes) {
    if (b.x < -SLACK || b.y < -SLACK || b.right > width + SLACK || b.bottom > height + SLACK) {
      faults.push(`${show(b)} is not inside the ${width}×${height} viewport`);
    }
  }
  for (const [i, a] of boxes.entries()) {
    for (const b of boxes.slice(i + 1)) {
      if (a.inside.includes(b.index) || b.inside.includes(a.index)) continue;
      const across = Math.min(a.right, b.right) - Math.max(a.x, b.x);
      const down = Math.min(a.bottom, b.bottom) - Math.max(a.y, b.y);
      if (across <= SLACK || down <= SLACK) continue;
      const said = `${show(a)} overlaps ${show(b)} by ${Math.round(across)}×${Math.round(down)} px`;
      const known = KNOWN_FAULTS.find((k) => k.excuses(a, b, across, down) || k.excuses(b, a, across, down));
      if (known) excused.push(`${said} (${known.fault})`);
      else faults.push(said);
    }
  }
  return { faults, excused };
}

/**
 * Waits until nothing on the table moves: every animation and transition inside its SVG (a
 * token's walk, buttons in flight, the circle's cards sliding to their new places) has ended.
 * Each lasts at most 600 ms; the table holds still once they end.
 */
export async function tableStill(page) {
  await page.waitForFunction(() => !document.getAnimations().some((a) => a.effect?.target?.closest?.('svg.patchwork')), null, {
    timeout: 3_000,
  });
}

/**
 * Asserts that every visible control lies inside the viewport and that no two overlap, once the
 * table has stopped moving; `moment` says which game, size and moment (for the failure message).
 * Returns the boxes measured.
 */
export async function expectFits(page, moment) {
  await tableStill(page);
  const viewport = await page.evaluate(() => ({ width: window.innerWidth, height: window.innerHeight }));
  const boxes = await controlBoxes(page);
  expect(boxes.length, `${moment}: controls found`).toBeGreaterThan(0);
  const { faults, excused } = misfits(boxes, viewport);
  for (const description of excused) test.info().annotations.push({ type: 'known fault', description });
  expect(faults, `${moment}: every control on screen, none on another`).toEqual([]);
  return boxes;
}
