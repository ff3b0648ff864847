#!/usr/bin/env node
// Trunk post_build hook (Trunk.toml [[hooks]]): finishes the site in Trunk's staging directory
// before it becomes dist/.
//
// 1. Checks that index.html runs no inline script: the Content-Security-Policy forbids them
//    (static/boot.js starts the page instead). A build for `trunk serve`, whose index.html
//    carries Trunk's inline live-reload script, instead gets 'unsafe-inline' added to its
//    script-src and a <meta name="patchwork-dev"> that makes boot.js skip the service worker.
// 2. Writes sw.js from static/sw.js with the list of every file of the site and a hash of their
//    names and contents (and of the template), so every build whose files change gets a new
//    cache name, and an unchanged build an identical sw.js.
//
// Environment (set by Trunk): TRUNK_STAGING_DIR, TRUNK_SOURCE_DIR. Run by hand on a built
// site with TRUNK_STAGING_DIR=dist TRUNK_SOURCE_DIR=. node scripts/trunk-post-build.mjs.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

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
const csp = /(<meta http-equiv="Content-Security-Policy" content=")([^"]*)"/i;
if (!csp.test(html)) fail('index.html has no Content-Security-Policy <meta>');
if (liveReload.length > 0) {
  html = html
    .replace(csp, (_, start, policy) => `${start}${policy.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'")}"`)
    .replace(/<head>/i, '<head><meta name="patchwork-dev" content="trunk serve: live reload, no service worker">');
  writeFileSync(indexPath, html);
  console.log('trunk-post-build: trunk serve build: inline live-reload script allowed, no service worker');
}

// ---- 2. sw.js with the file list and the build hash ------------------------------------
function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}
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
writeFileSync(join(staging, 'sw.js'), template.replace(marker, () => JSON.stringify(build)));
console.log(`trunk-post-build: sw.js caches ${files.length} files as build ${build.hash}`);
