// Unit checks of the fit rules (node --test e2e/lib/): boxes as `controlBoxes` gives them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { misfits } from './fit.mjs';

const SCREEN = { width: 400, height: 300 };
let next = 0;
const box = (name, x, y, w, h, inside = []) => ({ index: next++, name, x, y, right: x + w, bottom: y + h, inside });

test('controls side by side, or touching within a pixel, fit', () => {
  const boxes = [box('rotate', 0, 0, 100, 44), box('mirror', 100.5, 0, 100, 44), box('place', 0, 44.5, 100, 44)];
  assert.deepEqual(misfits(boxes, SCREEN), { faults: [], excused: [] });
});

test('a control past an edge is named with its box and the viewport', () => {
  assert.deepEqual(misfits([box('undo', 350, -20, 60, 44)], SCREEN).faults, [
    'undo [350,-20 to 410,24] is not inside the 400×300 viewport',
  ]);
});

test('two controls on each other are both named, with the size of the crossing', () => {
  const boxes = [box('advance "Move"', 0, 0, 200, 60), box('rotate', 150, 40, 100, 44)];
  assert.deepEqual(misfits(boxes, SCREEN).faults, [
    'advance "Move" [0,0 to 200,60] overlaps rotate [150,40 to 250,84] by 50×20 px',
  ]);
});

test('a control inside its own container is no overlap', () => {
  const prompt = box('leather-prompt', 0, 0, 200, 100);
  const discard = box('discard-leather', 10, 50, 180, 44, [prompt.index]);
  assert.deepEqual(misfits([prompt, discard], SCREEN).faults, []);
});

test('cards touching within a pixel fit; a card reaching 3 px into its neighbour is a fault', () => {
  const one = box('circle-patch c08', 0, 0, 70, 65);
  const beside = box('circle-patch c32', 70.5, 0, 70, 65);
  const onRim = box('circle-patch c30', 67, 0, 70, 65);
  assert.deepEqual(misfits([one, beside], SCREEN), { faults: [], excused: [] });
  assert.deepEqual(misfits([one, onRim], SCREEN), {
    faults: ['circle-patch c08 [0,0 to 70,65] overlaps circle-patch c30 [67,0 to 137,65] by 3×65 px'],
    excused: [],
  });
});
