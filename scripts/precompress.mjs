#!/usr/bin/env node
// Writes a `.gz` (gzip -9) and a `.br` (brotli, quality 11) beside every text and WebAssembly
// file of a built site, for hosts that serve precompressed files as they are (nginx
// `gzip_static on;` / `brotli_static on;`, Caddy `file_server { precompressed br gzip }`);
// see README "Deploying". `make dist` runs it after the build. The siblings are never counted
// in the size budget and never listed in the service worker's files.
//
//   node scripts/precompress.mjs [DIR]      DIR defaults to dist/
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Extensions worth compressing: the site's text and its WebAssembly. */
export const COMPRESSED = ['.html', '.js', '.mjs', '.wasm', '.css', '.json', '.svg', '.webmanifest', '.txt'];

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)],
  );
}

/** Writes the siblings of every compressible file under `dir`; returns the files compressed. */
export function precompress(dir) {
  const done = [];
  for (const file of filesUnder(dir)) {
    if (!COMPRESSED.includes(extname(file))) continue;
    const body = readFileSync(file);
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      }),
    );
    done.push(file);
  }
  return done;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? 'dist';
  const done = precompress(dir);
  console.log(`precompress: .gz and .br beside ${done.length} files of ${dir}/`);
}
