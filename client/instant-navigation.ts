import {
  type ConnectionHints,
  connectionAllowsPrefetch,
  isPrefetchable,
  NO_PREFETCH_SELECTOR,
  PREFETCH_HOVER_MS,
  PREFETCH_START_DELAY_MS,
  speculationRules,
} from "../src/shared/instant-navigation";

/**
 * Prefetches the pages a visitor is about to open, one second after load: through Speculation
 * Rules where the browser has them, else by adding `<link rel=prefetch>` for a link the pointer
 * rests on or the keyboard focuses. Same conditions either way (src/shared/instant-navigation.ts).
 * A module script has no `document.currentScript`, so it finds its own element by attribute; the
 * element's nonce property (the attribute is hidden once parsed) is this response's nonce, also
 * on a page served from the HTML cache, whose nonces are rewritten per response.
 */
const self = document.querySelector<HTMLScriptElement>("script[data-no-prefetch-paths]");
const patterns = self?.dataset.noPrefetchPaths?.split(" ") ?? [];
const connection = (navigator as Navigator & { connection?: ConnectionHints }).connection;

function insertRules(): void {
  const rules = document.createElement("script");
  rules.type = "speculationrules";
  rules.nonce = self?.nonce ?? "";
  rules.textContent = JSON.stringify(speculationRules(patterns));
  document.head.appendChild(rules);
}

function prefetchOnIntent(): void {
  const done = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Every pointer move onto another element ends the previous rest, so only a resting pointer counts.
  const intent = (event: Event) => {
    clearTimeout(timer);
    const link = (event.target as Element).closest?.<HTMLAnchorElement>("a[href]");
    if (!link || link.matches(NO_PREFETCH_SELECTOR)) return;
    timer = setTimeout(() => {
      const url = link.href.split("#")[0] ?? "";
      if (done.has(url) || !connectionAllowsPrefetch(connection)) return;
      if (!isPrefetchable(url, location.href, patterns)) return;
      done.add(url);
      const hint = document.createElement("link");
      hint.rel = "prefetch";
      hint.href = url;
      document.head.appendChild(hint);
    }, PREFETCH_HOVER_MS);
  };
  document.addEventListener("pointerover", intent);
  document.addEventListener("focusin", intent);
}

// The element says what was chosen (`rules`, `hover` or `off`): for the curious and for tests.
setTimeout(() => {
  if (!self) return;
  let state = "off";
  if (connectionAllowsPrefetch(connection)) {
    state = HTMLScriptElement.supports?.("speculationrules") ? "rules" : "hover";
    if (state === "rules") insertRules();
    else prefetchOnIntent();
  }
  self.dataset.state = state;
}, PREFETCH_START_DELAY_MS);
