#!/usr/bin/env node
// Trunk post_build hook (Trunk.toml [[hooks]]): finishes the site in Trunk's staging directory
// before it becomes dist/.
//
// 1. Checks that index.html runs no inline script: the Content-Security-Policy forbids them
//    (static/boot.js starts the page instead). A build for `trunk serve`, whose index.html
//    carries Trunk's inline live-reload script, instead gets 'unsafe-inline' added to its
//    script-src and a <meta name="patchwork-dev"> that makes boot.js skip the service worker.
// 2. Release builds: minifies every JavaScript file with terser (the 250 KB size budget;
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
if (release) {
  for (const path of filesUnder(staging).filter((p) => p.endsWith('.js') && !p.endsWith(`${sep}sw.js`))) {
    const before = readFileSync(path, 'utf8');
    const after = await minified(before, true);
    if (after === before) continue;
    writeFileSync(path, after);
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
