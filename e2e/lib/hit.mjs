// A point of an element's box that the pointer would actually hit: its middle, else the first of
// a 9×9 grid over its box whose topmost element is it or inside it (or, with `through`, an
// element matching that selector, which passes the pointer's press on); none under `skip`.
// Used by the page objects and the specs that press on gaps-full shapes (a patch's figure).

/** `{ x, y, hit }` (the hit element's nearest `data-testid`), or null when none can be hit. */
export async function hitPointIn(locator, { through = null, skip = null } = {}) {
  return locator.evaluate((el, { through, skip }) => {
    const r = el.getBoundingClientRect();
    const tries = [[0.5, 0.5]];
    for (let i = 1; i < 10; i += 1) for (let j = 1; j < 10; j += 1) tries.push([i / 10, j / 10]);
    for (const [fx, fy] of tries) {
      const x = r.left + fx * r.width;
      const y = r.top + fy * r.height;
      const hit = document.elementFromPoint(x, y);
      if (!hit || (skip && hit.closest(skip))) continue;
      if (hit === el || el.contains(hit) || (through && hit.closest(through))) {
        return { x, y, hit: hit.closest('[data-testid]')?.getAttribute('data-testid') };
      }
    }
    return null;
  }, { through, skip });
}
