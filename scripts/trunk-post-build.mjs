#!/usr/bin/env node
// Trunk post_build hook (Trunk.toml [[hooks]]): finishes the site in Trunk's staging directory
// before it becomes dist/.
//
// 1. Checks that index.html runs no inline script: the Content-Security-Policy forbids them
//    (static/boot.js starts the page instead). A build for `trunk serve`, whose index.html
//    carries Trunk's inline live-reload script, instead gets 'unsafe-inline' added to its
//    script-src and a <meta name="patchwork-dev"> that makes boot.js skip the service worker.
// 2. Release builds: gives the WebAssembly module's imports short names, in the module and in
//    wasm-bindgen's JavaScript alike, then minifies every JavaScript file with terser (the 250 KB size budget;
//    Trunk's own minifier fails on wasm-bindgen's module), updating index.html's `integrity`
//    of any file it changes.
// 3. Moves the preload links to the start of <head> and drops the `integrity` that a wasm
//    preload ignores (and warns about).
// 4. Writes sw.js from static/sw.js with the list of every file of the site and a hash of their
//    names and contents (and of the template), so every build whose files change gets a new
//    cache name, and an unchanged build an identical sw.js.
//
// Environment (set by Trunk): TRUNK_STAGING_DIR, TRUNK_SOURCE_DIR. Run by hand on a built
// site with TRUNK_STAGING_DIR=dist TRUNK_SOURCE_DIR=. node scripts/trunk-post-build.mjs.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { minify } from 'terser';

const staging = process.env.TRUNK_STAGING_DIR;
const source = process.env.TRUNK_SOURCE_DIR ?? '.';
if (!staging) {
  console.error('trunk-post-build: TRUNK_STAGING_DIR is not set (run by Trunk, see Trunk.toml)');
  process.exit(2);
}
const fail = (message) => {
  console.error(`trunk-post-build: ${message}`);
  process.exit(1);
};

// ---- 1. no inline scripts (except Trunk's live reload under `trunk serve`) --------------
const indexPath = join(staging, 'index.html');
let html = readFileSync(indexPath, 'utf8');
const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter(([, attrs]) => !/\bsrc\s*=/.test(attrs));
const liveReload = inline.filter(([, , body]) => body.includes('.well-known/trunk/ws'));
if (inline.length > liveReload.length) {
  fail('index.html has an inline <script>, which the Content-Security-Policy blocks; load it from a file');
}
// Release builds are minified (Trunk.toml): attributes may come in any order and unquoted.
const csp = /<meta\b[^>]*\bhttp-equiv=["']?Content-Security-Policy\b[^>]*>/i;
if (!csp.test(html)) fail('index.html has no Content-Security-Policy <meta>');
if (liveReload.length > 0) {
  html = html
    .replace(csp, (tag) => tag.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'"))
    .replace(/<title>/i, '<meta name="patchwork-dev" content="trunk serve: live reload, no service worker"><title>');
  writeFileSync(indexPath, html);
  console.log('trunk-post-build: trunk serve build: inline live-reload script allowed, no service worker');
}

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

// ---- 2. minify JavaScript in release builds -----------------------------------------------
/**
 * `code` minified by terser (Trunk's own minifier gives up on wasm-bindgen's module). ES modules
 * (the page's scripts and the worker) may have their top-level names shortened; so may the
 * service worker's (a classic script, whose top-level names are global, but the only script of
 * its global scope). Property names are never touched: the WebAssembly module imports its
 * functions by them.
 */
async function minified(code, module) {
  const { code: out } = await minify(code, { module, toplevel: true, ecma: 2020, compress: { passes: 2 }, format: { comments: false } });
  return out;
}
const release = process.env.TRUNK_PROFILE === 'release';

/** Reads an unsigned LEB128 at `at` of `bytes`: `[value, next offset]`. */
function leb(bytes, at) {
  let [value, shift] = [0, 0];
  for (;;) {
    const byte = bytes[at++];
    value += (byte & 0x7f) * 2 ** shift;
    shift += 7;
    if (byte < 0x80) return [value, at];
  }
}
const uleb = (value) => {
  const out = [];
  do {
    const byte = value % 128;
    value = Math.floor(value / 128);
    out.push(value > 0 ? byte | 0x80 : byte);
  } while (value > 0);
  return out;
};
const encoded = (text) => {
  const bytes = Buffer.from(text, 'utf8');
  return [...uleb(bytes.length), ...bytes];
};
/** The `n`th short property name: a…z, A…Z, then aa, ab… (never `__proto__`). */
function shortName(n) {
  const letters = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
  let name = '';
  for (n += 1; n > 0; n = Math.floor((n - 1) / letters.length)) name = letters[(n - 1) % letters.length] + name;
  return name;
}

/**
 * `wasm` and `js` (wasm-bindgen's module for it) with the module's imports renamed a, b, c…,
 * and their module `module` renamed `a`, and the exports the JavaScript only reads renamed too. wasm-bindgen names each import after its Rust or
 * browser function plus a 16-digit hash, in both files: two hundred such names, which gzip
 * cannot share between the two files, cost about 6.8 KB of the site's gzip size. (Binaryen's
 * `--minify-imports-and-exports-and-modules` does the same, but writing the module again it
 * makes the code section 663 B larger; here only the import section is written again, and the
 * custom sections that name the tools go.)
 */
function shortImports(wasm, js, module) {
  const sections = [];
  let at = 8;
  while (at < wasm.length) {
    const id = wasm[at];
    const [size, body] = leb(wasm, at + 1);
    sections.push({ id, start: at, body, end: body + size });
    at = body + size;
  }
  const imports = sections.find((section) => section.id === 2);
  if (!imports) return null;
  const name = (offset) => {
    const [length, start] = leb(wasm, offset);
    return [Buffer.from(wasm.subarray(start, start + length)).toString('utf8'), start + length];
  };
  let [count, offset] = leb(wasm, imports.body);
  const out = [...uleb(count)];
  const renamed = new Map();
  for (let i = 0; i < count; i += 1) {
    const [from, afterModule] = name(offset);
    const [field, afterField] = name(afterModule);
    // The description's length by its kind: a function's type, a table, a memory, a global, a tag.
    const kind = wasm[afterField];
    let end = afterField + 1;
    const limits = (p) => {
      const flags = wasm[p];
      let [, q] = leb(wasm, p + 1);
      if (flags & 1) [, q] = leb(wasm, q);
      return q;
    };
    if (kind === 0) [, end] = leb(wasm, end);
    else if (kind === 1) end = limits(end + 1);
    else if (kind === 2) end = limits(end);
    else if (kind === 3) end += 2;
    else if (kind === 4) [, end] = leb(wasm, end + 1);
    else fail(`the WebAssembly module has an import of unknown kind ${kind}`);
    const desc = [...wasm.subarray(afterField, end)];
    if (from === module) {
      const short = shortName(renamed.size);
      renamed.set(field, short);
      out.push(...encoded('a'), ...encoded(short), ...desc);
    } else {
      out.push(...encoded(from), ...encoded(field), ...desc);
    }
    offset = end;
  }
  // Already renamed (the hook run again on a built site): nothing to do.
  if (renamed.size === 0) return null;
  // Each old name is a key of the import object, once; the module's name is its key.
  for (const [field, short] of renamed) {
    const key = new RegExp(`(?<![\\w$])${field.replace(/\$/g, '\\$')}(?=\\s*:)`, 'g');
    if ((js.match(key) ?? []).length !== 1 || js.split(field).length !== 2) {
      fail(`the import ${field} is not named exactly once in wasm-bindgen's JavaScript`);
    }
    js = js.replace(key, short);
  }
  const moduleKey = `"${module}":`;
  if (js.split(moduleKey).length !== 2) fail(`wasm-bindgen's JavaScript names the module ${module} other than once`);
  js = js.replace(moduleKey, 'a:');
  const section = Buffer.concat([Buffer.from([2, ...uleb(out.length)]), Buffer.from(out)]);
  // The exports the JavaScript reads as `wasm.name` (not the memory): a, b, c… too. A
  // function the JavaScript exports under the same name (`ai_worker_respond`) keeps its own.
  const exportSection = sections.find((s) => s.id === 7);
  let exported = null;
  if (exportSection) {
    let [n, at] = leb(wasm, exportSection.body);
    const entries = [...uleb(n)];
    let short = 0;
    for (let i = 0; i < n; i += 1) {
      const [field, afterField] = name(at);
      const [, end] = leb(wasm, afterField + 1);
      const access = new RegExp(`\\.${field.replace(/\$/g, '\\$')}(?![\\w$])`, 'g');
      const uses = (js.match(access) ?? []).length;
      let written = field;
      // Its other mentions may only be the JavaScript's own names (wasm-bindgen's wrapper
      // functions, which terser then shortens), never a string that looks it up.
      const quoted = new RegExp(`['"\`]${field.replace(/\$/g, '\\$')}['"\`]`).test(js);
      if (field !== 'memory' && uses > 0 && !quoted) {
        written = shortName(short++);
        js = js.replace(access, `.${written}`);
      }
      entries.push(...encoded(written), ...wasm.subarray(afterField, end));
      at = end;
    }
    exported = Buffer.concat([Buffer.from([7, ...uleb(entries.length)]), Buffer.from(entries)]);
  }
  // The custom sections that only name the tools that made the module (`producers`) and the
  // features it was built for (`target_features`, read by wasm-opt only) go too.
  const kept = sections
    .filter((s) => s.id !== 0 || !['producers', 'target_features'].includes(name(s.body)[0]))
    .map((s) => (s === imports ? section : s === exportSection ? exported : wasm.subarray(s.start, s.end)));
  return { wasm: Buffer.concat([wasm.subarray(0, 8), ...kept]), js, count: renamed.size };
}

if (release) {
  for (const wasmPath of filesUnder(staging).filter((p) => p.endsWith('_bg.wasm'))) {
    const jsPath = wasmPath.replace(/_bg\.wasm$/, '.js');
    const stem = wasmPath.split(sep).pop().replace(/(-[0-9a-f]+)?_bg\.wasm$/, '');
    const result = shortImports(readFileSync(wasmPath), readFileSync(jsPath, 'utf8'), `./${stem}_bg.js`);
    if (!result) continue;
    writeFileSync(wasmPath, result.wasm);
    writeFileSync(jsPath, result.js);
    console.log(`trunk-post-build: ${result.count} imports of ${relative(staging, wasmPath)} renamed`);
  }
  for (const path of filesUnder(staging).filter((p) => p.endsWith('.js') && !p.endsWith(`${sep}sw.js`))) {
    const before = readFileSync(path, 'utf8');
    const after = await minified(before, true);
    // The integrity of every script: the imports' renaming above may have changed it too.
    if (after !== before) writeFileSync(path, after);
    const name = relative(staging, path).split(sep).join('/');
    const integrity = `sha384-${createHash('sha384').update(after).digest('base64')}`;
    // The tags that name this file: their integrity must match the new contents.
    html = html.replace(new RegExp(`<[^>]*\\./${name.replace(/[.]/g, '\\.')}[^>]*>`, 'g'), (tag) =>
      tag.replace(/integrity=("?)sha384-[A-Za-z0-9+/=]+\1/, (_, quote) => `integrity=${quote}${integrity}${quote}`),
    );
  }
  writeFileSync(indexPath, html);
}

// ---- 3. preloads first, without the integrity a preload ignores ---------------------------
// Trunk writes the preload links of the app's module and WebAssembly where the rust <link> was,
// at the end of <head>, each with an `integrity` hash. Moved to the start of <head>, the
// browser asks for the 230 KB of wasm as soon as it reads the page; and a `preload` of the
// wasm (as=fetch) ignores `integrity`, with a console warning on every load, so it goes
// (the module preload keeps its own: modulepreload checks it).
const preloads = [...html.matchAll(/<link\b[^>]*\brel=["']?(?:modulepreload|preload)\b[^>]*>/gi)].map(([tag]) => tag);
if (preloads.length > 0) {
  for (const tag of preloads) html = html.replace(tag, '');
  const cleaned = preloads.map((tag) => (/\brel=["']?preload\b/i.test(tag) ? tag.replace(/\s+integrity=("?)sha384-[A-Za-z0-9+/=]+\1/, '') : tag));
  // Right after the Content-Security-Policy, which must come before anything it governs.
  html = html.replace(csp, (policy) => policy + cleaned.join(''));
  writeFileSync(indexPath, html);
}

// ---- 4. sw.js with the file list and the build hash ------------------------------------
const template = readFileSync(join(source, 'static', 'sw.js'), 'utf8');
const files = filesUnder(staging)
  .map((path) => relative(staging, path).split(sep).join('/'))
  .filter((file) => file !== 'sw.js')
  .sort();
const hash = createHash('sha256');
hash.update(template);
for (const file of files) {
  hash.update(`\0${file}\0`);
  hash.update(readFileSync(join(staging, file)));
}
const build = { hash: hash.digest('hex').slice(0, 16), files };
const marker = /\/\* BUILD \*\/[\s\S]*?\/\* END BUILD \*\//;
if (!marker.test(template)) fail('static/sw.js lacks the /* BUILD */ … /* END BUILD */ marker');
const worker = template.replace(marker, () => JSON.stringify(build));
writeFileSync(join(staging, 'sw.js'), release ? await minified(worker, false) : worker);
console.log(`trunk-post-build: sw.js caches ${files.length} files as build ${build.hash}`);
