// The computer player's web worker (src/ui/browser/worker_client.rs starts it as a module worker). It runs
// the page's own WebAssembly module, so dist/ holds one copy of the engine and nothing is
// downloaded twice: the page first posts {boot: {js, wasm}} with the absolute URLs of its
// hashed wasm-bindgen module and WebAssembly file (from the <meta name="patchwork-js|wasm">
// tags that Trunk's pattern_script writes). The worker loads them — the module's `main` sees no
// window and draws nothing — posts READY (FromWorker::Ready of src/ai/protocol.rs), then answers
// each request, a JSON text of src/ai/protocol.rs, with `ai_worker_respond` (src/main.rs).
// Requests sent before READY are not answered: the page holds them back until then.
const READY = '"ready"';
let respond = null;

self.onmessage = async (event) => {
  if (respond) {
    self.postMessage(respond(event.data));
    return;
  }
  const boot = event.data && event.data.boot;
  if (!boot) return;
  try {
    const glue = await import(boot.js);
    await glue.default({ module_or_path: boot.wasm });
    respond = glue.ai_worker_respond;
    self.postMessage(READY);
  } catch (error) {
    // Thrown outside the promise, so that the page's `error` listener hears of it.
    setTimeout(() => {
      throw error;
    });
  }
};
