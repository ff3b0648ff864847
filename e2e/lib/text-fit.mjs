// Whether every word on screen can be read: `textMisfits(page)` finds each visible line of text
// (HTML text and SVG `<text>`), measured line by line with a Range, and reports the lines that
// leave the viewport, leave a box drawn around them (an ancestor with a border, a background or
// clipped overflow: a button, the message box, the recap, a panel), or lie under another element
// (the element hit at the line's middle is neither the text's own element, one inside it, one
// around it, nor a part of the same test-id'd piece, nor an empty button laid over a panel's
// figures as their hit area, through which they show). Toasts and the first-turn hint let taps
// through (`pointer-events: none`), so for the hit test each text and each box drawn around it
// is made hit-testable; layers that only hold others (and draw nothing) still let it through.
// Left out: the held patch, a closed `<select>`'s options, and text visually hidden for screen
// readers (boxes of 1 px or less).

/** How far (CSS px) a line may stick out before a reader would notice. */
export const SLACK = 1;

/**
 * The lines that cannot be read, as sentences naming the text and what is wrong; empty when
 * every line fits.
 */
export async function textMisfits(page) {
  return page.evaluate((slack) => {
    const faults = [];
    const width = window.innerWidth;
    const height = window.innerHeight;
    const skipped = (el) => el.closest('[data-testid=held-patch], option, select, script, style, title, desc');
    const drawnBox = (el) => {
      const s = getComputedStyle(el);
      const clips = s.overflowX !== 'visible' || s.overflowY !== 'visible';
      const border = ['Top', 'Right', 'Bottom', 'Left'].some(
        (side) => parseFloat(s[`border${side}Width`]) > 0 && s[`border${side}Style`] !== 'none',
      );
      const background = s.backgroundColor !== 'rgba(0, 0, 0, 0)' && s.backgroundColor !== 'transparent';
      return clips || border || background;
    };
    const lines = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent.replace(/\s+/g, ' ').trim();
      const el = node.parentElement;
      if (!text || !el || skipped(el)) continue;
      if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rects = [...range.getClientRects()].filter((r) => r.width > 1 && r.height > 1);
      const box = el.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      for (const r of rects) lines.push({ el, text, r });
    }
    const name = (el, text) => {
      const piece = el.closest('[data-testid]');
      return `${piece ? piece.dataset.testid : el.tagName.toLowerCase()} "${text.slice(0, 48)}"`;
    };
    const at = (r) => `[${Math.round(r.left)},${Math.round(r.top)} to ${Math.round(r.right)},${Math.round(r.bottom)}]`;
    const touched = new Map();
    const hittable = (el) => {
      if (touched.has(el)) return;
      touched.set(el, el.style.getPropertyValue('pointer-events'));
      el.style.setProperty('pointer-events', 'auto', 'important');
    };
    for (const { el } of lines) {
      hittable(el);
      for (let box = el.parentElement; box && box !== document.body; box = box.parentElement) {
        if (!(box instanceof SVGElement) && drawnBox(box)) hittable(box);
      }
    }
    try {
      for (const { el, text, r } of lines) {
        if (r.left < -slack || r.top < -slack || r.right > width + slack || r.bottom > height + slack) {
          faults.push(`${name(el, text)} ${at(r)} is not inside the ${width}×${height} viewport`);
          continue;
        }
        let outside = null;
        for (let box = el; box && box !== document.body; box = box.parentElement) {
          if (box instanceof SVGElement && !(box instanceof SVGForeignObjectElement) && box.tagName !== 'svg') continue;
          if (!drawnBox(box)) continue;
          const b = box.getBoundingClientRect();
          if (r.left < b.left - slack || r.top < b.top - slack || r.right > b.right + slack || r.bottom > b.bottom + slack) {
            outside = box;
            break;
          }
        }
        if (outside) {
          faults.push(`${name(el, text)} ${at(r)} leaves its box ${name(outside, '')} ${at(outside.getBoundingClientRect())}`);
          continue;
        }
        const hit = document.elementFromPoint((r.left + r.right) / 2, (r.top + r.bottom) / 2);
        const piece = el.closest('[data-testid]');
        // A button with nothing of its own laid over a panel's figures as their hit area
        // (`projection-open-N`) draws nothing over them: they show through.
        const panel = el.closest('[data-testid^=player-panel]');
        const area = hit && hit.matches('button:empty') && panel && panel.contains(hit);
        const own = hit && (hit === el || el.contains(hit) || hit.contains(el) || (piece && piece.contains(hit)) || area);
        if (!own) faults.push(`${name(el, text)} ${at(r)} lies under ${hit ? name(hit, hit.textContent.trim()) : 'nothing'}`);
      }
    } finally {
      for (const [el, value] of touched) {
        if (value) el.style.setProperty('pointer-events', value);
        else el.style.removeProperty('pointer-events');
      }
    }
    return faults;
  }, SLACK);
}

/**
 * The players' panels' figures that cannot be read: each panel's values (and, apart, its
 * labels) side by side without touching, every text of the panel inside its card. SVG text
 * that `textMisfits` passes when two texts of one panel overlap (neither lies under the other
 * at its own middle) is caught here. Sentences naming the texts; empty when all fit.
 */
export async function panelMisfits(page) {
  return page.evaluate((slack) => {
    const faults = [];
    for (const panel of document.querySelectorAll('[data-testid^=player-panel-]')) {
      if (getComputedStyle(panel).visibility === 'hidden') continue;
      const card = panel.querySelector('rect[fill="#fffdf8"]').getBoundingClientRect();
      const texts = [...panel.querySelectorAll('text')].filter((t) => t.getBoundingClientRect().width > 0);
      for (const t of texts) {
        const r = t.getBoundingClientRect();
        const inside = r.left >= card.left - slack && r.right <= card.right + slack && r.top >= card.top - slack && r.bottom <= card.bottom + slack;
        if (!inside) faults.push(`${panel.dataset.testid}: "${t.textContent}" leaves its card`);
      }
      for (const kind of ['panel-value', 'panel-label']) {
        const row = texts.filter((t) => t.classList.contains(kind)).map((t) => ({ t, r: t.getBoundingClientRect() }));
        row.sort((a, b) => a.r.left - b.r.left);
        for (let i = 1; i < row.length; i += 1) {
          if (row[i - 1].r.right > row[i].r.left - slack) {
            faults.push(`${panel.dataset.testid}: "${row[i - 1].t.textContent}" touches "${row[i].t.textContent}"`);
          }
        }
      }
    }
    return faults;
  }, SLACK);
}
