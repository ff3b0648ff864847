// Patch ids (`c14`, `e05`) are for the tests' `data-patch` attributes only: the words a player
// reads or hears name a patch by its look and numbers. These functions find an id in the page's
// texts, `aria-label`s and `title`s, both on screen now and in everything the page has shown
// since it loaded (a held patch's message lasts only until the drop).
import { expect } from '@playwright/test';
import { GamePage } from '../pages/game-page.mjs';
import { reveal } from './menu.mjs';

/** A patch id as the tables print it. */
export const PATCH_ID = /\b[ce]\d{2}\b/;

/** How the English page names a patch instead: by its squares, cost and time. */
export const PATCH_WORDS = {
  holding: /holds the \d+-square patch for \d+ buttons? and \d+ time: /,
  sewn: /sews on the \d+-square patch for \d+ buttons? and \d+ time\./,
  card: /^The \d+-square patch for \d+ buttons? and \d+ time, income \d+/,
  hint: /^Hint: (sew on the \d+-square patch for \d+ buttons? and \d+ time where|move ahead)/,
};

/**
 * Records, from the page's first script on, every text node, `aria-label` and `title` that
 * names a patch id when it appears or changes (`window.__idsShown`, at most 20 of them).
 */
export async function watchForIds(page) {
  await page.addInitScript((source) => {
    const id = new RegExp(source);
    const shown = [];
    window.__idsShown = shown;
    const note = (what, text) => {
      if (shown.length < 20 && id.test(text)) shown.push(`${what}: ${text}`);
    };
    const attributes = (el) => {
      for (const name of ['aria-label', 'title']) {
        const value = el.getAttribute(name);
        if (value) note(name, value);
      }
    };
    const scan = (node) => {
      if (node.nodeType === Node.TEXT_NODE) {
        if (!node.parentElement?.closest('style, script')) note('text', node.data);
        return;
      }
      if (node.nodeType !== Node.ELEMENT_NODE) return;
      if (node.matches('style, script')) return;
      attributes(node);
      for (const child of node.childNodes) scan(child);
    };
    new MutationObserver((records) => {
      for (const r of records) {
        if (r.type === 'childList') r.addedNodes.forEach(scan);
        else if (r.type === 'characterData') scan(r.target);
        else attributes(r.target);
      }
    }).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['aria-label', 'title'],
    });
  }, PATCH_ID.source);
}

/** Every text, `aria-label` and `title` on the page now (and the document's title) naming an id. */
export async function idsOnScreen(page) {
  return page.evaluate((source) => {
    const id = new RegExp(source);
    const found = [];
    if (id.test(document.title)) found.push(`document title: ${document.title}`);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement?.closest('style, script')) continue;
      if (id.test(node.data)) found.push(`text: ${node.data.trim()}`);
    }
    for (const el of document.querySelectorAll('[aria-label], [title]')) {
      for (const name of ['aria-label', 'title']) {
        const value = el.getAttribute(name);
        if (value && id.test(value)) found.push(`${name}: ${value}`);
      }
    }
    return found;
  }, PATCH_ID.source);
}

/** What the page has shown since it loaded that named an id (see `watchForIds`). */
export async function idsShown(page) {
  return page.evaluate(() => window.__idsShown ?? null);
}

/** A game page that, after each of a player's actions, checks that no words name a patch id. */
export class NoIdsGamePage extends GamePage {
  constructor(page) {
    super(page);
    this.checks = 0;
  }

  /** Fails when any words on the page, now or since it loaded, name a patch id. */
  async expectNoIds(after) {
    expect(await idsShown(this.page), `the page watched for ids (${after})`).not.toBeNull();
    expect(await idsShown(this.page), `words shown up to ${after}`).toEqual([]);
    expect(await idsOnScreen(this.page), `words on screen after ${after}`).toEqual([]);
    this.checks += 1;
  }

  async advance(spaces) {
    await super.advance(spaces);
    await this.expectNoIds(`advancing ${spaces}`);
  }

  async startDragging(id, driver) {
    const start = await super.startDragging(id, driver);
    await expect(this.message).toContainText(PATCH_WORDS.holding);
    return start;
  }

  async takePatch(player, id, cells, driver) {
    await super.takePatch(player, id, cells, driver);
    await expect(this.message).toContainText(PATCH_WORDS.sewn);
    await this.expectNoIds(`player ${player} took ${id}`);
  }

  async placeLeather(player, cell) {
    await super.placeLeather(player, cell);
    await this.expectNoIds(`player ${player} placed a leather patch`);
  }

  async discardLeather() {
    await super.discardLeather();
    await this.expectNoIds('a leather patch put aside');
  }
}

/** Checks the first turn too: the cards say what each patch looks like and costs, and so does a hint. */
class FirstTurnChecked extends NoIdsGamePage {
  async open(where) {
    await super.open(where);
    const labels = await this.circlePatches.evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label')));
    expect(labels.length).toBeGreaterThan(0);
    for (const label of labels) expect(label).toMatch(PATCH_WORDS.card);
    // What the computer would do, asked before any move (nothing is played).
    await (await reveal(this.page, 'hint')).click();
    await expect(this.message).toHaveText(PATCH_WORDS.hint, { timeout: 30_000 });
    await this.expectNoIds('the hint');
  }
}

/**
 * Runs `play(gamePage)` (a whole game, returning its record) with the page watched from its
 * first script: the first turn's cards and a hint, then the words after every action and at the
 * end, name no patch id. Returns the record.
 */
export async function expectNoIdsThroughout(page, play) {
  await watchForIds(page);
  const checked = new FirstTurnChecked(page);
  const record = await play(checked);
  // One check after the hint and after every action, and none failed.
  expect(checked.checks).toBe(record.actions.length + 1);
  expect(await idsOnScreen(page)).toEqual([]);
  return record;
}
