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

/**
 * Dialogs (how to play, the menu, game over: every `[role=dialog]` the page draws) take the
 * focus when they open, keep Tab and Shift+Tab inside while open, and give the focus back when
 * they close: to the control that opened them — found again by its `data-testid` when the page
 * has drawn it anew — or else to the page's first control. Written here rather than in the
 * wasm, where the same takes four times the bytes.
 */
function keepFocusInDialogs() {
  const CONTROLS = 'button:not([disabled]), select, input, a[href], [tabindex="0"]';
  let dialog = null;
  // The control focused last outside any dialog, and the one that opened the dialog open now.
  let focused = null;
  let opener = null;
  addEventListener('focusin', (event) => {
    if (!dialog) focused = event.target;
  });
  const giveBack = () => {
    if (dialog) return;
    const testid = opener?.dataset?.testid;
    const again = opener?.isConnected ? opener : testid && document.querySelector(`[data-testid="${testid}"]`);
    again?.focus();
    if (document.activeElement === document.body) document.querySelector(`main :is(${CONTROLS})`)?.focus();
  };
  new MutationObserver(() => {
    const open = [...document.querySelectorAll('[role=dialog]')].pop() ?? null;
    if (open === dialog) return;
    if (!dialog) opener = focused;
    dialog = open;
    // Once the page has finished drawing what the dialog covered.
    if (open) open.querySelector(CONTROLS)?.focus();
    else setTimeout(giveBack, 0);
  }).observe(document.body, { childList: true, subtree: true });
  addEventListener('keydown', (event) => {
    if (event.key !== 'Tab' || !dialog) return;
    const controls = [...dialog.querySelectorAll(CONTROLS)];
    const [first, last] = [controls[0], controls[controls.length - 1]];
    const at = document.activeElement;
    const wrap = !dialog.contains(at) ? first : event.shiftKey ? at === first && last : at === last && first;
    if (wrap) {
      event.preventDefault();
      wrap.focus();
    }
  });
}

keepFocusInDialogs();
const { default: init } = await import(assetUrl('patchwork-js'));
const wasm = await init({ module_or_path: assetUrl('patchwork-wasm') });
document.getElementById('loading')?.remove();
// The event Trunk's own loader fires; tests and tools wait for it.
dispatchEvent(new CustomEvent('TrunkApplicationStarted', { detail: { wasm } }));

// After the game is up, so precaching never competes with the first load.
if (document.readyState === 'complete') registerServiceWorker();
else addEventListener('load', registerServiceWorker, { once: true });
