#!/usr/bin/env node
// Renders the app icons in static/icons/ from static/icons/icon.svg with headless Chromium:
// icon-192.png (the icon as drawn, transparent outside its rounded corners; the SVG serves every
// larger size) and
// maskable-512.png (full-bleed background, the quilt scaled into the central safe circle of
// radius 40% that launchers may crop to). Run once after changing the icon and commit the PNGs;
// the build never runs it. The committed PNGs were then cut to a 24-colour palette (Pillow:
// `Image.quantize(colors=24, method=FASTOCTREE, dither=NONE)`), 33 KB → 8 KB, for the size budget.
//
//   node scripts/render-icons.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { deflateSync, inflateSync, crc32 } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from '../e2e/lib/chromium.mjs';

const DIR = fileURLToPath(new URL('../static/icons/', import.meta.url));
const icon = readFileSync(`${DIR}icon.svg`, 'utf8');

// The icon's first element is its rounded background; the rest is the quilt and the button.
const background = icon.match(/<rect width="32" height="32"[^>]*\/>/)[0];
const fill = background.match(/fill="([^"]+)"/)[1];
const inner = icon.slice(icon.indexOf(background) + background.length, icon.lastIndexOf('</svg>'));
// The quilt spans 3..29 (half-diagonal 13·√2 ≈ 18.4 units); the safe circle's radius is 12.8.
const maskable =
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${fill}"/>` +
  `<g transform="translate(16 16) scale(0.68) translate(-16 -16)">${inner}</g></svg>`;

const renders = [
  { file: 'icon-192.png', svg: icon, size: 192 },
  { file: 'maskable-512.png', svg: maskable, size: 512 },
];

/** The same PNG with its image data deflated again at level 9 (Chromium favours speed). */
function recompress(png) {
  const chunks = [];
  const idat = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + length);
    if (type === 'IDAT') idat.push(data);
    else if (type === 'IEND') chunks.push(['IDAT', deflateSync(inflateSync(Buffer.concat(idat)), { level: 9 })], [type, data]);
    else chunks.push([type, data]);
    at += 12 + length;
  }
  const out = [png.subarray(0, 8)];
  for (const [type, data] of chunks) {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'latin1');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
    out.push(head, data, crc);
  }
  return Buffer.concat(out);
}

const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage({ viewport: { width: 512, height: 512 }, deviceScaleFactor: 1 });
  for (const { file, svg, size } of renders) {
    const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    await page.setContent(
      `<html><body style="margin:0;background:transparent">` +
        `<img src="${src}" width="${size}" height="${size}" style="display:block"></body></html>`,
    );
    await page.locator('img').evaluate((img) => img.decode());
    const png = recompress(
      await page.screenshot({ clip: { x: 0, y: 0, width: size, height: size }, omitBackground: true }),
    );
    writeFileSync(`${DIR}${file}`, png);
    console.log(`${file}: ${size}×${size}, ${png.length} bytes`);
  }
} finally {
  await browser.close();
}
