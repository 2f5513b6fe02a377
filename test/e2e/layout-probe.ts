/**
 * What the overflow sweep reads in a page at one width, in one pass over the DOM (leaf module: the
 * function runs inside the browser, so it closes over nothing and imports nothing).
 */
export interface LayoutReading {
  /** How far the page reaches past the screen's width, in px (0 or less: it fits). */
  overflow: number;
  /** Header labels cut by their own box or by a clipping parent, or reaching off the screen. */
  clippedHeader: string[];
  /** E-mail addresses and URLs that reach out of the box they are written in. */
  escapingTokens: string[];
  /** Every e-mail address and URL measured, so a test can tell the one it expects was seen. */
  tokens: string[];
  /** Arrow and chevron icons: their lucide name, whether marked directional, and their transform. */
  icons: { name: string; directional: boolean; transform: string }[];
  /** Where each FAQ disclosure chevron points (drawn by CSS borders): "down", "left", … */
  faqChevrons: string[];
}

/** Which parts to read besides the overflow and the long tokens (read at every width). */
export interface ProbeParts {
  /** The header, checked at phone widths only. */
  header: boolean;
  /** Icons and chevrons, whose direction does not change with the width: read once per page. */
  icons: boolean;
}

/** Runs in the page (page.evaluate): keep it self-contained. */
export function readLayout(parts: ProbeParts): LayoutReading {
  const SLACK = 0.5;
  const MIN_LETTERS_PER_LINE = 12;
  // Rendered and not a screen-reader-only label (those are clipped to 1 px on purpose).
  const visible = (element: Element) => {
    const box = element.getBoundingClientRect();
    return (
      box.width > 1 &&
      box.height > 1 &&
      element.checkVisibility({ contentVisibilityAuto: true, visibilityProperty: true }) &&
      !element.closest(".visually-hidden")
    );
  };
  const describe = (element: Element) =>
    `${element.tagName.toLowerCase()}.${[...element.classList].join(".")} "${(element.textContent ?? "").trim().slice(0, 40)}"`;

  // Header: every visible label stays inside its own box, every clipping parent, and the screen.
  const clippedHeader: string[] = [];
  const header = parts.header ? document.querySelector(".site-header") : null;
  if (header) {
    for (const element of header.querySelectorAll("*")) {
      if (!visible(element)) continue;
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      if (box.left < -SLACK || box.right > window.innerWidth + SLACK) {
        clippedHeader.push(`${describe(element)} off the screen`);
        continue;
      }
      const clips = style.overflowX !== "visible" || style.textOverflow === "ellipsis";
      if (clips && style.display !== "inline" && element.scrollWidth > element.clientWidth) {
        clippedHeader.push(`${describe(element)} cut by ${element.scrollWidth - element.clientWidth}px`);
      }
    }
    const walker = document.createTreeWalker(header, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent || !visible(parent)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const textBox = range.getBoundingClientRect();
      for (let up: Element | null = parent; up && up !== header.parentElement; up = up.parentElement) {
        if (getComputedStyle(up).overflowX === "visible") continue;
        const clip = up.getBoundingClientRect();
        if (textBox.left < clip.left - SLACK || textBox.right > clip.right + SLACK) {
          clippedHeader.push(`"${text.slice(0, 40)}" cut by ${describe(up)}`);
          break;
        }
      }
    }
  }

  // Long tokens: each e-mail address or URL written in the page stays inside its block.
  const escapingTokens: string[] = [];
  const tokens: string[] = [];
  const TOKEN = /[^\s@<>()"'«»]+@[^\s@<>()"'«»]+\.[A-Za-z]{2,}|(?:https?:\/\/|www\.)[^\s<>"'«»]+/g;
  // Without the global flag: a global pattern's test() would move where matchAll() starts.
  const HAS_TOKEN = new RegExp(TOKEN.source);
  const body = document.body;
  const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? "";
    const parent = node.parentElement;
    if (!parent || !HAS_TOKEN.test(text) || !visible(parent)) continue;
    if (parent.closest("script, style, template, noscript")) continue;
    let block: Element = parent;
    while (block.parentElement && getComputedStyle(block).display.startsWith("inline")) {
      block = block.parentElement;
    }
    const boxOf = block.getBoundingClientRect();
    for (const match of text.matchAll(TOKEN)) {
      tokens.push(match[0]);
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      const lines = [...range.getClientRects()].filter((line) => line.width > 0);
      const out = lines.find((line) => line.left < boxOf.left - SLACK || line.right > boxOf.right + SLACK);
      if (out) {
        const by = Math.round(Math.max(boxOf.left - out.left, out.right - boxOf.right));
        escapingTokens.push(`${match[0]} out of ${describe(block)} by ${by}px`);
      }
      // Wrapping inside a box a few letters wide is no better than escaping it.
      const rows = new Set(lines.map((line) => Math.round(line.top))).size;
      if (rows > 1 && match[0].length / rows < MIN_LETTERS_PER_LINE) {
        escapingTokens.push(`${match[0]} squeezed into ${rows} lines of ${describe(block)}`);
      }
    }
  }

  if (!parts.icons) {
    return {
      overflow: document.documentElement.scrollWidth - window.innerWidth,
      clippedHeader,
      escapingTokens,
      tokens,
      icons: [],
      faqChevrons: [],
    };
  }
  const icons = [...document.querySelectorAll("svg[class*='lucide-arrow'], svg[class*='lucide-chevron']")]
    .filter(visible)
    .map((icon) => ({
      name: [...icon.classList].find((name) => /^lucide-(arrow|chevron)/.test(name)) ?? "",
      directional: icon.classList.contains("icon--directional"),
      transform: getComputedStyle(icon).transform,
    }));

  // A chevron drawn as two borders of a rotated square points to the corner they meet at.
  const faqChevrons = [...document.querySelectorAll(".faq details:not([open]) > summary")]
    .filter(visible)
    .map((summary) => {
      const style = getComputedStyle(summary, "::after");
      const width = (side: string) => Number.parseFloat(style.getPropertyValue(`border-${side}-width`)) > 0;
      const x = (width("right") ? 1 : 0) - (width("left") ? 1 : 0);
      const y = (width("bottom") ? 1 : 0) - (width("top") ? 1 : 0);
      const matrix = new DOMMatrix(style.transform === "none" ? undefined : style.transform);
      const px = matrix.a * x + matrix.c * y;
      const py = matrix.b * x + matrix.d * y;
      const horizontal = Math.abs(px) < 0.01 ? "" : px > 0 ? "right" : "left";
      const vertical = Math.abs(py) < 0.01 ? "" : py > 0 ? "down" : "up";
      return [vertical, horizontal].filter(Boolean).join("-");
    });

  return {
    overflow: document.documentElement.scrollWidth - window.innerWidth,
    clippedHeader,
    escapingTokens,
    tokens,
    icons,
    faqChevrons,
  };
}
