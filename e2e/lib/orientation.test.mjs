// Unit checks of the orientation maths (node --test e2e/lib/): the same conventions as
// src/rules/shape.rs, checked on shapes whose turned forms are easy to draw by hand.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  applyOrientation, anchorOf, keysTo, mirrored, normalise, orientationsFor, placedCells, rotated,
} from './orientation.mjs';

// c08, an L-tetromino:  ###
//                       #..
const L = [[0, 0], [0, 1], [0, 2], [1, 0]];

test('a clockwise quarter turn of the L stands it up with the foot at the top right', () => {
  // ##
  // .#   the top row becomes the right column
  // .#
  assert.deepEqual(applyOrientation(L, 1), [[0, 0], [0, 1], [1, 1], [2, 1]]);
  assert.deepEqual(applyOrientation(L, 2), [[0, 2], [1, 0], [1, 1], [1, 2]]);
  assert.deepEqual(applyOrientation(L, 3), [[0, 0], [1, 0], [2, 0], [2, 1]]);
});

test('mirroring flips left and right before turning', () => {
  assert.deepEqual(applyOrientation(L, 4), [[0, 0], [0, 1], [0, 2], [1, 2]]);
  assert.deepEqual(applyOrientation(L, 5), [[0, 1], [1, 1], [2, 0], [2, 1]]);
});

test('an L-tetromino has 8 distinct orientations, a square 1, a domino 2', () => {
  const distinct = (cells) => new Set([0, 1, 2, 3, 4, 5, 6, 7].map((o) => JSON.stringify(applyOrientation(cells, o)))).size;
  assert.equal(distinct(L), 8);
  assert.equal(distinct([[0, 0], [0, 1], [1, 0], [1, 1]]), 1);
  assert.equal(distinct([[0, 0], [0, 1]]), 2);
});

test('R and F compose as the engine’s Orientation::rotated_clockwise and ::mirrored', () => {
  for (let o = 0; o < 8; o += 1) {
    // Four turns and two flips are the identity.
    assert.equal(rotated(rotated(rotated(rotated(o)))), o);
    assert.equal(mirrored(mirrored(o)), o);
    // Pressing R then applying equals turning the shape a further quarter turn clockwise.
    const turned = applyOrientation(applyOrientation(L, o), 1);
    assert.deepEqual(applyOrientation(L, rotated(o)), turned);
    // Pressing F equals flipping the shape as it lies.
    assert.deepEqual(applyOrientation(L, mirrored(o)), applyOrientation(applyOrientation(L, o), 4));
  }
});

test('a record’s placed cells give back the orientation and the anchor', () => {
  const placed = placedCells(L, 6, [3, 5]);
  assert.deepEqual(anchorOf(placed), [3, 5]);
  assert.deepEqual(orientationsFor(L, placed), [6]);
  assert.deepEqual(normalise(placed), applyOrientation(L, 6));
  // A domino lying down is orientation 0 or 2 (or mirrored 4, 6).
  assert.deepEqual(orientationsFor([[0, 0], [0, 1]], [[2, 3], [2, 4]]), [0, 2, 4, 6]);
});

test('keysTo finds the shortest presses', () => {
  assert.equal(keysTo(0, [0]), '');
  assert.equal(keysTo(0, [1]), 'R');
  assert.equal(keysTo(0, [4]), 'F');
  assert.equal(keysTo(0, [7]), 'RF'); // R: 0 → 1, then F: 1 → 4 + (4 − 1) = 7
  assert.equal(keysTo(0, [5]), 'FR'); // F: 0 → 4, then R: 4 → 5
});
