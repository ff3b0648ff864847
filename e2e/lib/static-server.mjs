// A small static file server for the tests and measurements that need more than the shared
// python3 http.server: the site under a sub-path (/games/patchwork/), a server that can be
// stopped mid-test (offline), or a copy of dist/ that a test rebuilds. It serves what a plain
// static host serves: files with their MIME type (application/wasm for .wasm), index.html for
// a folder, a redirect from a folder without its trailing slash, 404 for anything else.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

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

/** What a host compresses when the browser accepts gzip: text and WebAssembly. */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.wasm', '.css', '.json', '.webmanifest', '.svg', '.txt']);

/**
 * Serves directory `root` at `http://127.0.0.1:PORT{prefix}` (prefix starts and ends with `/`).
 * `hide` lists files (relative to the site) answered with 404 as if absent; with `gzip`, text
 * and wasm go gzip-encoded to a browser that accepts it, as a static host does. Every answer
 * carries an ETag, and a request that names it gets a 304.
 * Resolves to `{ origin, url, requests, sent, stop }`: `url` is the site's address, `requests`
 * every path asked for, in order; `sent()` the bytes sent so far; `stop()` closes the server
 * and every open connection.
 */
export async function serveStatic(root, { prefix = '/', headers = {}, hide = [], gzip = false } = {}) {
  const base = resolve(root);
  const requests = [];
  const sockets = new Set();
  let closedBytes = 0;
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
      const info = await stat(file);
      // Validators, as every static host sends: a revalidation of an unchanged file is a 304.
      const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
      const cache = { 'Cache-Control': 'no-cache', ETag: etag, 'Last-Modified': info.mtime.toUTCString() };
      if (req.headers['if-none-match'] === etag) {
        res.writeHead(304, { ...cache, ...headers }).end();
        return;
      }
      let body = await readFile(file);
      const zipped = gzip && COMPRESSIBLE.has(extname(file)) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
      if (zipped) body = gzipSync(body, { level: 6 });
      res.writeHead(200, {
        'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
        'Content-Length': body.length,
        ...(zipped ? { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' } : {}),
        ...cache,
        ...headers,
      });
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch {
      res.writeHead(404).end();
    }
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => {
      closedBytes += socket.bytesWritten;
      sockets.delete(socket);
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;
  return {
    origin,
    url: `${origin}${prefix}`,
    requests,
    /** Bytes sent so far over every connection, headers included. */
    sent: () => closedBytes + [...sockets].reduce((sum, socket) => sum + socket.bytesWritten, 0),
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
