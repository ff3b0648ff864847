// Measures of the table through a whole game: where every time-board space, quilt square and
// circle card is (the table must hold still), and the phone's minimums (squares, offered
// cards, text sizes, texts that run into each other).
import { expect } from '@playwright/test';
import { GamePage } from '../pages/game-page.mjs';
import { tableStill } from './fit.mjs';

/** Boxes of every time-board space, every quilt square and every circle card, rounded to 0.1 px. */
export async function tableGeometry(page) {
  return page.evaluate(() => {
    const box = (el) => {
      const r = el.getBoundingClientRect();
      return [r.left, r.top, r.width, r.height].map((v) => Math.round(v * 10) / 10).join(',');
    };
    const board = document.querySelector('[data-testid=page]');
    const all = (sel) => [...board.querySelectorAll(sel)];
    return {
      spaces: all('[data-testid=time-space]').map((s) => `${s.getAttribute('data-space')}:${box(s)}`),
      squares: ['quilt-1', 'quilt-2'].flatMap((q) =>
        all(`[data-testid=${q}] [data-testid=quilt-square]`).map((s) => `${q}:${s.getAttribute('data-row')},${s.getAttribute('data-col')}:${box(s)}`),
      ),
      cards: all('[data-testid=circle-patch] > rect:first-child').map(box),
    };
  });
}

/**
 * A page object that checks after every action that the table has not moved, once its motion
 * (the circle's cards sliding to their new places among it) has ended.
 */
export class StillTable extends GamePage {
  async afterAction(where) {
    await tableStill(this.page);
    const now = await tableGeometry(this.page);
    if (!this.first) {
      this.first = now;
      this.places = new Set(now.cards);
      this.checked = 0;
      return;
    }
    expect(now.spaces, `time board after ${where}`).toEqual(this.first.spaces);
    expect(now.squares, `quilt squares after ${where}`).toEqual(this.first.squares);
    // The circle may turn: every card is where a card was at the start, at the same size.
    for (const card of now.cards) {
      expect(this.places.has(card), `card ${card} after ${where}`).toBe(true);
    }
    this.checked += 1;
  }
}

/**
 * The phone's measures now: the side of a square of the quilt of the player to move, the
 * smallest side of an offered card, the smallest text (CSS px) and every pair of texts whose
 * boxes cross (toasts, the held patch and the guide left out).
 */
export async function phoneMeasures(page) {
  // Measured once the table stops moving (the circle's cards slide past each other after a take).
  await tableStill(page);
  return page.evaluate(() => {
    const shown = (el) => {
      if (el.closest('[data-testid=how-to], [data-testid=held-patch], [data-testid=event-toast], title, defs, clipPath')) {
        return false;
      }
      const style = getComputedStyle(el);
      const r = el.getBoundingClientRect();
      return style.visibility !== 'hidden' && style.display !== 'none' && r.width > 0 && r.height > 0;
    };
    // Texts under the game-over panel are covered by it, not beside it.
    const over = document.querySelector('[data-testid=game-over]')?.getBoundingClientRect();
    const covered = (el, r) => {
      if (!over || el.closest('[data-testid=game-over]')) return false;
      const [x, y] = [(r.left + r.right) / 2, (r.top + r.bottom) / 2];
      return x > over.left && x < over.right && y > over.top && y < over.bottom;
    };
    const toMove = document.querySelector('[data-testid=turn-banner]')?.getAttribute('data-player') ?? '1';
    const squares = [...document.querySelectorAll(`[data-testid=quilt-${toMove}] [data-testid=quilt-square]`)];
    const square = Math.min(...squares.map((s) => s.getBoundingClientRect().width));
    const offered = [...document.querySelectorAll('[data-testid=circle-patch][data-offered=true] > rect:first-child')];
    const card = Math.min(...offered.map((c) => Math.min(c.getBoundingClientRect().width, c.getBoundingClientRect().height)));
    const texts = [];
    for (const t of document.querySelectorAll('svg text')) {
      if (!shown(t) || !t.textContent.trim()) continue;
      const m = t.getScreenCTM();
      const size = parseFloat(getComputedStyle(t).fontSize) * Math.hypot(m.a, m.b);
      // A time token is a piece standing on its space (over its number, or the other token).
      const piece = !!t.closest('[data-testid^=time-token]');
      const r = t.getBoundingClientRect();
      if (!covered(t, r)) texts.push({ text: t.textContent.trim(), size, r, piece });
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      if (!n.textContent.trim() || !el || el.closest('svg') || !shown(el)) continue;
      const range = document.createRange();
      range.selectNodeContents(n);
      const r = range.getBoundingClientRect();
      if (!covered(el, r)) texts.push({ text: n.textContent.trim(), size: parseFloat(getComputedStyle(el).fontSize), r });
    }
    const smallest = texts.reduce((a, t) => (t.size < a.size ? t : a), { size: Infinity, text: '' });
    const crossing = [];
    for (let i = 0; i < texts.length; i += 1) {
      for (let j = i + 1; j < texts.length; j += 1) {
        if (texts[i].piece || texts[j].piece) continue;
        const [a, b] = [texts[i].r, texts[j].r];
        const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (w > 1 && h > 1) crossing.push(`"${texts[i].text}" × "${texts[j].text}"`);
      }
    }
    return { square, card, text: smallest.size, smallestText: smallest.text, crossing };
  });
}

/** A page object that keeps the phone's minimums over a whole game and checks each turn. */
export class PhoneTable extends GamePage {
  least = { square: Infinity, card: Infinity, text: Infinity };

  async afterAction(where) {
    const m = await phoneMeasures(this.page);
    if (await this.turnBanner.isVisible()) {
      expect(m.square, `squares after ${where}`).toBeGreaterThanOrEqual(32);
      expect(m.card, `offered cards after ${where}`).toBeGreaterThanOrEqual(44);
      this.least.square = Math.min(this.least.square, m.square);
      this.least.card = Math.min(this.least.card, m.card);
    }
    expect(m.text, `text "${m.smallestText}" after ${where}`).toBeGreaterThanOrEqual(11);
    expect(m.crossing, `texts that cross after ${where}`).toEqual([]);
    this.least.text = Math.min(this.least.text, m.text);
  }
}
