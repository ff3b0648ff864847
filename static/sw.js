// Patchwork's service worker: after the first visit the whole site (every file Trunk wrote to
// dist/ but two install icons) is kept in one cache, so the game loads and plays with the
// network off.
//
// This file is a template: scripts/trunk-post-build.mjs (a Trunk post_build hook) fills BUILD
// with the list of dist/ files and a hash of their names and contents, and writes the result to
// dist/sw.js. A build whose files differ therefore has a different sw.js, which the browser
// notices on the next visit and installs next to the old one.
//
// Update policy:
// - install: fetch every file of the new build (but the manifest and icons only an app install
//   asks for) into a new cache, taking hashed files from the HTTP cache, index.html from an open
//   page's own document and revalidating the others (so a first visit moves each file once; a
//   changed file comes new), in a cache named after the
//   build's hash, then take over at once (skipWaiting);
// - activate: delete this site's caches of other builds and control open pages (clients.claim);
// - fetch: page loads (navigations) go to the network first, so a new version is seen as soon as
//   it is deployed, and fall back to the cached index.html offline; every other file of this
//   site comes from the cache, and from the network when the cache lacks it. File names that
//   change with their content (Trunk's hashes) keep an old page and a new cache from mixing.
// Caches are named "patchwork <scope> <hash>", so copies of the site under different sub-paths
// of one origin never delete each other's files.

const BUILD = /* BUILD */ { hash: 'template', files: [] } /* END BUILD */;

// What only a browser installing the app asks for (from the network, when it installs): the
// first visit on a slow phone need not fetch them for the offline copy.
const INSTALL_ONLY = ['icons/icon.svg', 'icons/maskable-512.png', 'manifest.webmanifest'];

const SCOPE = self.registration.scope;
const PREFIX = `patchwork ${SCOPE} `;
const CACHE = PREFIX + BUILD.hash;
const INDEX = new URL('index.html', SCOPE).href;

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      // The HTTP cache already holds what the page loaded. A file whose name carries its
      // content's hash (Trunk's `name-0123456789abcdef.js`, `…_bg.wasm`; a hash with leading
      // zeros is written without them, so it may be shorter than 16 digits) cannot have changed:
      // it is taken from there without asking the server; for the others the server is asked
      // only whether each is still the same (a 304 without a body), not for the whole site.
      const hashed = /-[0-9a-f]{8,16}(_bg)?\.(js|wasm|css)$/;
      const request = (file) => new Request(new URL(file, SCOPE), { cache: hashed.test(file) ? 'force-cache' : 'no-cache' });
      // index.html is the page itself: an open page's document (every address of the site
      // serves index.html) that the HTTP cache kept and that names this build's files is taken
      // as it is, so a first visit does not download it twice.
      let files = BUILD.files.filter((file) => !INSTALL_ONLY.includes(file));
      for (const page of await self.clients.matchAll({ includeUncontrolled: true })) {
        const kept = await fetch(page.url, { cache: 'only-if-cached', mode: 'same-origin' }).catch(() => null);
        const text = kept?.ok && (await kept.text());
        if (text && files.every((file) => !hashed.test(file) || text.includes(file))) {
          await cache.put(INDEX, new Response(text, { headers: kept.headers }));
          files = files.filter((file) => file !== 'index.html');
          break;
        }
      }
      await cache.addAll(files.map(request));
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) {
        if (key.startsWith(PREFIX) && key !== CACHE) await caches.delete(key);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || !request.url.startsWith(SCOPE)) return;
  event.respondWith(request.mode === 'navigate' ? networkFirst(request) : cacheFirst(request));
});

async function networkFirst(request) {
  try {
    return await fetch(request);
  } catch (offline) {
    const cached = await caches.match(INDEX, { cacheName: CACHE });
    if (cached) return cached;
    throw offline;
  }
}

async function cacheFirst(request) {
  const cached = await caches.match(request, { cacheName: CACHE });
  return cached ?? fetch(request);
}
