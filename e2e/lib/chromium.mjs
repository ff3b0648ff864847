// How Debian's Chromium is started for every browser run here (Playwright specs and the
// measurement scripts): as root, headless, and kept off the closed network.
import { execFileSync, spawn } from 'node:child_process';

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

/**
 * Serves `dir` with `python3 -m http.server` (the right MIME type for wasm) on a free port, for
 * the measurement scripts; resolves once it answers: `{ url, stop }`.
 */
export async function serveDir(dir) {
  const port = freePort();
  const server = spawn('python3', ['-m', 'http.server', port, '--bind', '127.0.0.1', '--directory', dir], {
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}/`;
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await fetch(`${url}index.html`)).ok) return { url, stop: () => server.kill() };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  server.kill();
  throw new Error(`python3 -m http.server did not start for ${dir}`);
}
