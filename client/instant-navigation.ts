import {
  type ConnectionHints,
  connectionAllowsPrefetch,
  isPrefetchable,
  PREFETCH_HOVER_MS,
  PREFETCH_START_DELAY_MS,
  speculationRules,
} from "../src/shared/instant-navigation";

/**
 * Prefetches the pages a visitor is about to open, one second after load: through Speculation
 * Rules where the browser has them, else by adding `<link rel=prefetch>` for a link the pointer
 * rests on. Same conditions either way (see src/shared/instant-navigation.ts).
 */
const self = document.querySelector<HTMLScriptElement>("script[data-instant-navigation]");
const personal = JSON.parse(self?.dataset.personal ?? "[]") as string[];
const connection = (navigator as Navigator & { connection?: ConnectionHints }).connection;
const SKIP = "[data-no-prefetch], [download], [target]";

function withRules(): void {
  const rules = document.createElement("script");
  rules.type = "speculationrules";
  rules.nonce = self?.nonce ?? "";
  rules.textContent = JSON.stringify(speculationRules(personal));
  document.head.appendChild(rules);
}

function withHoverPrefetch(): void {
  const done = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  document.addEventListener("pointerover", (event) => {
    const link = (event.target as Element).closest?.("a[href]") as HTMLAnchorElement | null;
    clearTimeout(timer);
    if (!link || link.matches(SKIP)) return;
    timer = setTimeout(() => {
      const url = new URL(link.href);
      url.hash = "";
      if (done.has(url.href) || !isPrefetchable(url, new URL(location.href), personal)) return;
      if (!connectionAllowsPrefetch(connection)) return;
      done.add(url.href);
      const hint = document.createElement("link");
      hint.rel = "prefetch";
      hint.href = url.href;
      document.head.appendChild(hint);
    }, PREFETCH_HOVER_MS);
  });
}

setTimeout(() => {
  if (!connectionAllowsPrefetch(connection)) return;
  if (HTMLScriptElement.supports?.("speculationrules")) withRules();
  else withHoverPrefetch();
}, PREFETCH_START_DELAY_MS);
