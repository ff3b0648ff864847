// Orientation maths, as the engine has it (src/rules/shape.rs): orientation o = rotation r
// (clockwise quarter turns, 0–3) + 4 × mirrored. Applying o mirrors first (c → −c) when
// mirrored, then turns r times clockwise ((r, c) → (c, −r)), then normalises (top row and left
// column 0, cells sorted). Cells are [row, col] pairs.

/** Cells moved so that the top row and left column are 0, sorted row-major. */
export function normalise(cells) {
  const minRow = Math.min(...cells.map(([r]) => r));
  const minCol = Math.min(...cells.map(([, c]) => c));
  return sortCells(cells.map(([r, c]) => [r - minRow, c - minCol]));
}

/** Cells sorted row-major (a copy). */
export function sortCells(cells) {
  return [...cells].map(([r, c]) => [r, c]).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
}

/** The top-left corner of the cells' bounding box: the anchor of a placement. */
export function anchorOf(cells) {
  return [Math.min(...cells.map(([r]) => r)), Math.min(...cells.map(([, c]) => c))];
}

/** The canonical cells turned to orientation `o` (0–7), normalised. */
export function applyOrientation(cells, o) {
  const mirrored = o >= 4;
  const turns = o % 4;
  return normalise(
    cells.map(([r0, c0]) => {
      let [r, c] = [r0, mirrored ? -c0 : c0];
      for (let i = 0; i < turns; i += 1) [r, c] = [c, -r];
      return [r, c];
    }),
  );
}

/** The squares a patch covers in orientation `o` with its top-left corner on `anchor`. */
export function placedCells(cells, o, [row, col]) {
  return sortCells(applyOrientation(cells, o).map(([r, c]) => [r + row, c + col]));
}

/** Every orientation (0–7) that turns the canonical cells into the (placed) target cells. */
export function orientationsFor(canonical, target) {
  const wanted = JSON.stringify(normalise(target));
  return [0, 1, 2, 3, 4, 5, 6, 7].filter((o) => JSON.stringify(applyOrientation(canonical, o)) === wanted);
}

/** The orientation after the rotate key `R`: a further clockwise quarter turn, mirror kept. */
export function rotated(o) {
  return ((o % 4) + 1) % 4 + (o >= 4 ? 4 : 0);
}

/** The orientation after the mirror key `F`: mirror toggled, rotation r → (4 − r) mod 4. */
export function mirrored(o) {
  return ((4 - (o % 4)) % 4) + (o >= 4 ? 0 : 4);
}

/** The shortest string of `R`/`F` presses from orientation `from` to any of `targets`. */
export function keysTo(from, targets) {
  const goal = new Set(targets);
  const seen = new Map([[from, '']]);
  const queue = [from];
  while (queue.length > 0) {
    const o = queue.shift();
    if (goal.has(o)) return seen.get(o);
    for (const [key, next] of [['R', rotated(o)], ['F', mirrored(o)]]) {
      if (!seen.has(next)) {
        seen.set(next, seen.get(o) + key);
        queue.push(next);
      }
    }
  }
  throw new Error(`no orientation among ${[...goal]} is reachable`);
}
