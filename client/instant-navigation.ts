import {
  type ConnectionHints,
  connectionAllowsPrefetch,
  isPrefetchable,
  NO_PREFETCH_SELECTOR,
  PREFETCH_HOVER_MS,
  PREFETCH_START_DELAY_MS,
  PREFETCHED_URLS_KEY,
  PREFETCHED_VIEW_PATH,
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

/**
 * Whether this page was shown from a prefetch: Speculation Rules say so; the fallback's copy
 * comes from the HTTP cache with nothing transferred.
 */
function shownFromPrefetch(): boolean {
  const entry = performance.getEntriesByType("navigation")[0] as
    | (PerformanceNavigationTiming & { deliveryType?: string })
    | undefined;
  if (entry?.deliveryType === "navigational-prefetch") return true;
  try {
    const fallback = sessionStorage.getItem(PREFETCHED_URLS_KEY)?.split(" ") ?? [];
    return entry?.transferSize === 0 && fallback.includes(location.href);
  } catch {
    return false; // Storage off: the fallback's views stay uncounted rather than counted twice.
  }
}

// The server counts no prefetch (it may never be shown): a page shown from one reports its view.
if (self?.dataset.route && shownFromPrefetch()) {
  const view = { path: location.pathname, route: self.dataset.route, referrer: document.referrer };
  navigator.sendBeacon(PREFETCHED_VIEW_PATH, JSON.stringify(view));
}

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
      try {
        sessionStorage.setItem(PREFETCHED_URLS_KEY, [...done].join(" "));
      } catch {
        // Storage off: the prefetch still helps, its view just goes uncounted.
      }
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
