// Starts the page: loads the wasm-bindgen module and its WebAssembly, then registers the service
// worker. It replaces the inline <script type="module"> that Trunk would write into index.html,
// so the Content-Security-Policy can forbid inline scripts. Trunk.toml's `pattern_script` writes
//   <meta name="patchwork-js" content="./patchwork-HASH.js">
//   <meta name="patchwork-wasm" content="./patchwork-HASH_bg.wasm">
// in place of the rust <link>, and this file (copied with a hashed name and an `integrity`
// attribute by Trunk) reads them. Every URL is relative to the page, so the site works at a
// host's root or under any sub-path.

/** The absolute URL named by `<meta name=NAME>`, resolved against the page. */
function assetUrl(name) {
  const meta = document.querySelector(`meta[name="${name}"]`);
  if (!meta) throw new Error(`index.html has no <meta name="${name}">: check pattern_script in Trunk.toml`);
  return new URL(meta.content, document.baseURI).href;
}

/**
 * Registers ./sw.js (next to index.html, so its scope is the site's folder). A build served by
 * `trunk serve` (scripts/trunk-post-build.mjs marks it with <meta name="patchwork-dev">)
 * instead removes any worker and caches left on this origin, so development never sees stale
 * files.
 */
async function registerServiceWorker() {
  if (!('serviceWorker' in navigator)) return; // plain http on a non-local host, or disabled
  const sw = navigator.serviceWorker;
  if (document.querySelector('meta[name="patchwork-dev"]')) {
    for (const registration of await sw.getRegistrations()) await registration.unregister();
    for (const key of await caches.keys()) if (key.startsWith('patchwork ')) await caches.delete(key);
    return;
  }
  try {
    await sw.register(new URL('sw.js', document.baseURI), { scope: './', updateViaCache: 'none' });
  } catch (err) {
    // The game works without it, only not offline.
    console.warn('Patchwork: no offline copy, the service worker could not be registered:', err);
  }
}

const { default: init } = await import(assetUrl('patchwork-js'));
const wasm = await init({ module_or_path: assetUrl('patchwork-wasm') });
document.getElementById('loading')?.remove();
// The event Trunk's own loader fires; tests and tools wait for it.
dispatchEvent(new CustomEvent('TrunkApplicationStarted', { detail: { wasm } }));

// After the game is up, so precaching never competes with the first load.
if (document.readyState === 'complete') registerServiceWorker();
else addEventListener('load', registerServiceWorker, { once: true });
