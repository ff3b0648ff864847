// Starting the computer player's web worker from a test or a measurement exactly as the page's
// glue does (src/ui/browser/worker_client.rs): a module worker `./ai-worker.js` (static/ai-worker.js) whose
// first message names the page's own wasm-bindgen module and WebAssembly file, read from the
// <meta name="patchwork-js|wasm"> tags; requests and replies are JSON texts
// (src/ai/protocol.rs), sent once the worker has said READY.

/** src/ui/browser/worker_client.rs WORKER_SCRIPT. */
export const WORKER_SCRIPT = './ai-worker.js';
/** src/ai/protocol.rs READY. */
export const READY = '"ready"';

/**
 * Starts a worker in `page` (which must show the site) and resolves once it is ready. It is
 * left in `window.__ai = { worker, replies }`, where `replies` collects every later message
 * as `{ text, at }` (performance.now()).
 */
export async function startWorker(page) {
  await page.evaluate(
    ({ script, ready }) =>
      new Promise((resolve, reject) => {
        const url = (name) =>
          new URL(document.querySelector(`meta[name="${name}"]`).content, document.baseURI).href;
        const worker = new Worker(script, { type: 'module' });
        window.__ai = { worker, replies: [] };
        worker.onerror = (e) => reject(new Error(`worker error: ${e.message ?? 'could not load'}`));
        worker.onmessage = (event) => {
          if (event.data === ready) resolve();
          else window.__ai.replies.push({ text: event.data, at: performance.now() });
        };
        worker.postMessage({ boot: { js: url('patchwork-js'), wasm: url('patchwork-wasm') } });
      }),
    { script: WORKER_SCRIPT, ready: READY },
  );
}
