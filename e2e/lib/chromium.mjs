// How Debian's Chromium is started for every browser run here (Playwright specs and the
// measurement scripts): as root, headless, and kept off the closed network.
import { execFileSync } from 'node:child_process';

export const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-default-apps',
  '--disable-extensions',
];

/** A free TCP port on 127.0.0.1. */
export function freePort() {
  return execFileSync('python3', [
    '-c',
    'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])',
  ])
    .toString()
    .trim();
}
