// Playing against the computer from a test: a game started from the new-game screen with chosen
// seats, a watch over what the computer shows while it moves (`thinking`, `travelling-patch`)
// kept by a MutationObserver in the page (a patch travels for about a second: a poll from the
// test could miss it on a busy machine), and waiting until the computer has finished its turn.
// Selectors are the data-testid and data-* attributes of e2e/README.md only.
import { expect } from '@playwright/test';
import { SavesPage } from '../pages/saves-page.mjs';

/** How long one computer turn may take on a busy machine (worker start, thinking, travel). */
export const TURN_MS = 30_000;

/** `"r,c r,c"` (data-cells) as sorted [row, col] pairs. */
export function parseCells(text) {
  return text
    .trim()
    .split(/\s+/)
    .map((pair) => pair.split(',').map(Number))
    .sort((a, b) => a[0] - b[0] || a[1] - b[1]);
}

/**
 * Holds back the computer's replies until the test lets them through, so that a test has all
 * the time it needs while the computer is thinking. The page's own worker and code are
 * untouched: the page's `Worker` is wrapped so that what it listens with (a `message` listener,
 * or `onmessage`) gets the worker's READY at once and each reply only when `releaseComputer` is
 * called (the replies held so far, then every later one at once). Must be called before the
 * page is opened.
 */
export async function holdComputer(page) {
  await page.addInitScript(() => {
    const held = [];
    const state = { holding: true, delivered: 0 };
    window.__computer = {
      state,
      release() {
        state.holding = false;
        for (const deliver of held.splice(0)) deliver();
      },
      get waiting() {
        return held.length;
      },
    };
    /** `handler` of `worker`, getting READY at once and the replies when they are let through. */
    const holding = (worker, handler) => (event) => {
      const deliver = () => {
        state.delivered += 1;
        handler.call(worker, event);
      };
      if (event.data === '"ready"' || !state.holding) deliver();
      else held.push(deliver);
    };
    // Each listener's holding stand-in, so that removing the listener removes it.
    const standIns = new WeakMap();
    const Native = window.Worker;
    window.Worker = class extends Native {
      set onmessage(handler) {
        super.onmessage = handler ? holding(this, handler) : null;
      }

      get onmessage() {
        return super.onmessage;
      }

      addEventListener(type, listener, options) {
        if (type !== 'message' || typeof listener !== 'function') return super.addEventListener(type, listener, options);
        if (!standIns.has(listener)) standIns.set(listener, holding(this, listener));
        return super.addEventListener(type, standIns.get(listener), options);
      }

      removeEventListener(type, listener, options) {
        const standIn = type === 'message' && typeof listener === 'function' ? standIns.get(listener) : undefined;
        return super.removeEventListener(type, standIn ?? listener, options);
      }
    };
  });
}

/** Lets the computer's held replies through (see `holdComputer`). */
export async function releaseComputer(page) {
  await page.evaluate(() => window.__computer.release());
}

/** How many of the computer's replies are being held back (see `holdComputer`). */
export async function heldReplies(page) {
  return page.evaluate(() => window.__computer.waiting);
}

export class ComputerPage extends SavesPage {
  /** @param {import('@playwright/test').Page} page */
  constructor(page) {
    super(page);
    this.thinking = page.getByTestId('thinking');
    this.travelling = page.getByTestId('travelling-patch');
    this.hintButton = page.getByTestId('hint');
    this.hintGhost = page.getByTestId('hint-ghost');
    this.hintAdvance = page.getByTestId('hint-advance');
  }

  /**
   * Starts a game from the new-game screen with `seats` (`person`, `easy`, `medium`, `hard`
   * for name-1 and name-2; name-1 starts), Express when asked, and waits until it is saved
   * under an id in the address. The watch is installed at once, so that the computer's first
   * move is seen too.
   */
  async startWith(seats, { express = false } = {}) {
    await this.openNewGame();
    if (express) await this.page.getByTestId('choose-express').check();
    await this.page.getByTestId('seat-1').selectOption(seats[0]);
    await this.page.getByTestId('seat-2').selectOption(seats[1]);
    await expect(this.page.getByTestId('seat-1')).toHaveValue(seats[0]);
    await expect(this.page.getByTestId('seat-2')).toHaveValue(seats[1]);
    await this.startGame.click();
    await this.waitForGame();
    await this.watch();
    await expect.poll(() => this.saveId(), { message: 'the address gets the save id' }).not.toBeNull();
  }

  /**
   * Installs (again, after a reload) the in-page watch: every appearance of `thinking` (with its
   * words) and of `travelling-patch` (with its patch and cells, and whether those squares of the
   * quilt of the player to move were still empty then) is noted in `window.__watch`.
   */
  async watch() {
    await this.page.evaluate(() => {
      if (window.__watch) return;
      const seen = { thinking: [], travelling: [] };
      window.__watch = seen;
      let thinkingWas = null;
      let travellingWas = null;
      const look = () => {
        const thinking = document.querySelector('[data-testid=thinking]');
        const words = thinking ? thinking.textContent.trim() : null;
        if (words !== thinkingWas && words !== null) seen.thinking.push({ words, at: performance.now() });
        thinkingWas = words;
        const patch = document.querySelector('[data-testid=travelling-patch]');
        const key = patch ? `${patch.getAttribute('data-patch')}|${patch.getAttribute('data-cells')}` : null;
        if (key !== travellingWas && key !== null) {
          const player = document.querySelector('[data-testid=turn-banner]')?.getAttribute('data-player');
          const quilt = document.querySelector(`[data-testid="quilt-${player}"]`);
          const cells = patch.getAttribute('data-cells').trim().split(/\s+/);
          const empty = cells.every((cell) => {
            const [row, col] = cell.split(',');
            const square = quilt?.querySelector(`[data-testid=quilt-square][data-row="${row}"][data-col="${col}"]`);
            return !!square && !square.hasAttribute('data-patch');
          });
          seen.travelling.push({
            patch: patch.getAttribute('data-patch'),
            cells: patch.getAttribute('data-cells'),
            player: Number(player),
            emptyThen: empty,
            at: performance.now(),
          });
        }
        travellingWas = key;
      };
      new MutationObserver(look).observe(document.body, { subtree: true, childList: true, attributes: true });
      look();
    });
  }

  /** What the watch has seen so far: `{ thinking: [...], travelling: [...] }`. */
  async seen() {
    return this.page.evaluate(() => window.__watch ?? { thinking: [], travelling: [] });
  }

  /** Whether the computer is busy: thinking, or its move on the way. */
  async computerBusy() {
    return (await this.thinking.count()) + (await this.travelling.count()) > 0;
  }

  /**
   * Waits until `player` (a person) is to move and the computer shows nothing any more, or the
   * game is over.
   */
  async waitForTurnOf(player, timeout = TURN_MS) {
    await expect
      .poll(
        async () => {
          if ((await this.gameOver.count()) > 0) return 'over';
          const banner = await this.turnBanner.getAttribute('data-player', { timeout: 1_000 }).catch(() => null);
          if (banner !== String(player)) return `player ${banner} to move`;
          return (await this.computerBusy()) ? 'computer busy' : 'ready';
        },
        { timeout, message: `player ${player} to move, the computer done` },
      )
      .toMatch(/^(ready|over)$/);
  }

  /** The number of actions played, from the saved record (after it is saved). */
  async playedCount() {
    return (await this.storedRecord())?.actions?.length ?? 0;
  }

  /** The hint shown: `{ kind: 'patch', patch, cells }`, `{ kind: 'advance' }`, or null. */
  async shownHint() {
    if ((await this.hintGhost.count()) > 0) {
      return {
        kind: 'patch',
        patch: await this.hintGhost.getAttribute('data-patch'),
        cells: parseCells(await this.hintGhost.getAttribute('data-cells')),
      };
    }
    if ((await this.hintAdvance.count()) > 0) return { kind: 'advance' };
    return null;
  }
}
