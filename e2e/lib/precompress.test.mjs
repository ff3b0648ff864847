// scripts/precompress.mjs: siblings that decompress to their originals, for text and wasm only.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompress } from '../../scripts/precompress.mjs';

test('text and wasm get .gz and .br siblings equal to them once decompressed; images do not', () => {
  const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
  try {
    mkdirSync(join(dir, 'icons'));
    const files = {
      'index.html': '<!doctype html><title>x</title>'.repeat(50),
      'app.js': 'export const a = 1;\n'.repeat(100),
      'app_bg.wasm': Buffer.from([0, 97, 115, 109, 1, 0, 0, 0, ...new Array(500).fill(7)]),
      'icons/icon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'icons/icon.png': Buffer.from([137, 80, 78, 71]),
    };
    for (const [name, body] of Object.entries(files)) writeFileSync(join(dir, name), body);
    const done = precompress(dir);
    assert.equal(done.length, 4);
    for (const [name, body] of Object.entries(files)) {
      const original = Buffer.from(body);
      if (name.endsWith('.png')) {
        assert.equal(existsSync(join(dir, `${name}.gz`)), false);
        continue;
      }
      assert.deepEqual(gunzipSync(readFileSync(join(dir, `${name}.gz`))), original, name);
      assert.deepEqual(brotliDecompressSync(readFileSync(join(dir, `${name}.br`))), original, name);
    }
    // Run again: siblings are not compressed in turn.
    assert.equal(precompress(dir).length, 4);
    assert.equal(existsSync(join(dir, 'index.html.gz.gz')), false);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
