// A small static file server for the tests and measurements that need more than the shared
// python3 http.server: the site under a sub-path (/games/patchwork/), a server that can be
// stopped mid-test (offline), or a copy of dist/ that a test rebuilds. It serves what a plain
// static host serves: files with their MIME type (application/wasm for .wasm), index.html for
// a folder, a redirect from a folder without its trailing slash, 404 for anything else.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Serves directory `root` at `http://127.0.0.1:PORT{prefix}` (prefix starts and ends with `/`).
 * `hide` lists files (relative to the site) answered with 404 as if absent.
 * Resolves to `{ origin, url, requests, stop }`: `url` is the site's address, `requests` every
 * path asked for, in order; `stop()` closes the server and every open connection.
 */
export async function serveStatic(root, { prefix = '/', headers = {}, hide = [] } = {}) {
  const base = resolve(root);
  const requests = [];
  const server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    requests.push(path);
    if (`${path}/` === prefix) {
      res.writeHead(301, { Location: prefix }).end();
      return;
    }
    if (!path.startsWith(prefix) || hide.includes(path.slice(prefix.length)) || !['GET', 'HEAD'].includes(req.method)) {
      res.writeHead(404).end();
      return;
    }
    let file = join(base, path.slice(prefix.length));
    if (file !== base && !file.startsWith(base + sep)) {
      res.writeHead(404).end();
      return;
    }
    try {
      if ((await stat(file)).isDirectory()) file = join(file, 'index.html');
      const body = await readFile(file);
      res.writeHead(200, {
        'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
        'Content-Length': body.length,
        'Cache-Control': 'no-cache',
        ...headers,
      });
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;
  return {
    origin,
    url: `${origin}${prefix}`,
    requests,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
