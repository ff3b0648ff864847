// Page object for playing at a distance, by link: starting a game with a friend, the link the
// page offers to send, opening a friend's link, and what the page says about it.
import { expect } from '@playwright/test';
import { SavesPage } from './saves-page.mjs';

export class LinkPage extends SavesPage {
  /** @param {import('@playwright/test').Page} page */
  constructor(page) {
    super(page);
    this.panel = page.getByTestId('link-panel');
    this.url = page.getByTestId('link-url');
    this.notice = page.getByTestId('notice');
    this.fork = page.getByTestId('link-fork');
  }

  /**
   * From the new-game screen: a game of `game` between `names` (player 1 starts), player 2
   * played by a friend by link. Returns the seed the page drew (from its address).
   */
  async startWithFriend({ game = 'express', names = ['Ada', 'Bob'] } = {}) {
    this.game = game;
    await this.page.goto('./');
    await this.page.getByTestId(game === 'express' ? 'choose-express' : 'choose-classic').check();
    await this.page.getByTestId('name-1').fill(names[0]);
    await this.page.getByTestId('name-2').fill(names[1]);
    await this.page.getByTestId('seat-2').selectOption('friend');
    await this.page.getByTestId('start-game').click();
    await expect(this.turnBanner).toHaveAttribute('data-player', '1');
    await expect.poll(() => new URL(this.page.url()).searchParams.get('seed')).not.toBeNull();
    return Number(new URL(this.page.url()).searchParams.get('seed'));
  }

  /** The link the page offers to send now (once the friend is to move or the game is over). */
  async link() {
    await expect(this.panel).toBeVisible();
    const link = await this.url.inputValue();
    expect(link).toMatch(/#pw1[A-Za-z0-9_-]+$/);
    return link;
  }

  /** Opens a link (as pasting it into the address bar would), and waits for the table. */
  async openLink(link, game = this.game) {
    this.game = game;
    await this.page.goto(link);
    await expect(this.turnBanner).toBeVisible();
  }

  /** How many actions the saved games of this browser hold, by id. */
  async savedActions() {
    return this.page.evaluate(() => {
      const games = {};
      for (let i = 0; i < localStorage.length; i += 1) {
        const key = localStorage.key(i);
        if (key.startsWith('patchwork:game:')) {
          games[key.slice('patchwork:game:'.length)] = JSON.parse(localStorage.getItem(key)).actions.length;
        }
      }
      return games;
    });
  }

  /**
   * Every saved game's entries as stored (but the time it was last saved: showing a game saves
   * it again), to prove that something left them alone.
   */
  async savedEntries() {
    return this.page.evaluate(() => {
      const kept = Object.entries(localStorage).filter(([key]) => /^patchwork:(game|meta):/.test(key));
      const timeless = kept.map(([key, value]) => {
        if (!key.startsWith('patchwork:meta:')) return [key, value];
        const { updated: _, ...meta } = JSON.parse(value);
        return [key, meta];
      });
      return JSON.stringify(timeless.sort());
    });
  }
}
