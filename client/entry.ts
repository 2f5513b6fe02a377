import type { ComponentType } from "react";
import { ISLAND_LOADERS } from "../src/islands/loaders";
import { reloadAfterChunkError, watchForNewBuild } from "./lib/app-update";

/**
 * Hydrates every island on the page, each when it comes near the viewport. React itself is in
 * the island chunks, so it is fetched only when the first island hydrates.
 */
const SELECTOR = "[data-island]:not([data-hydrated])";

/** The island's props: the JSON data block the server writes just before its mount point. */
function propsTextOf(element: HTMLElement): string {
  const block = element.previousElementSibling;
  return block instanceof HTMLScriptElement && block.dataset.props === element.dataset.island
    ? block.textContent || "{}"
    : "{}";
}

async function hydrate(element: HTMLElement): Promise<void> {
  const name = element.dataset.island ?? "";
  // Looked up by a name from the page: any string, known or not.
  const loaders: Partial<Record<string, () => Promise<ComponentType<Record<string, unknown>>>>> =
    ISLAND_LOADERS;
  const load = loaders[name];
  if (!load) {
    console.error(`island: unknown ${name}`);
    return;
  }
  element.dataset.hydrated = "pending";
  const modules = await Promise.all([load(), import("react"), import("react-dom/client")]).catch(
    (error: unknown) => {
      reloadAfterChunkError(error);
      return null;
    },
  );
  if (!modules) return;
  const [Component, { createElement }, { hydrateRoot }] = modules;
  // Spec section 8: a component that fails to mount is logged and its error rethrown, so it
  // reaches error reporting; the island keeps its server HTML and every other island goes on.
  const failed = (error: unknown) => {
    console.error(`island: ${name} failed to mount`, error);
    element.dataset.hydrated = "failed";
    queueMicrotask(() => {
      throw error;
    });
  };
  try {
    const props = JSON.parse(propsTextOf(element)) as Record<string, unknown>;
    hydrateRoot(element, createElement(Component, props), { onUncaughtError: failed });
    element.dataset.hydrated = "true";
  } catch (error) {
    failed(error);
  }
}

// An island wrapper is `display: contents` (it has no box of its own), so its children are what
// comes into view. All of them are watched: a tall island (My account) can be entered anywhere,
// e.g. a reload that restores the scroll position to its last card.
const observed = new Map<Element, HTMLElement>();
const observer = new IntersectionObserver(
  (entries) => {
    for (const entry of entries) {
      const island = observed.get(entry.target);
      if (!entry.isIntersecting || !island) continue;
      for (const child of island.children) {
        observer.unobserve(child);
        observed.delete(child);
      }
      void hydrate(island);
    }
  },
  { rootMargin: "200px" },
);

for (const island of document.querySelectorAll<HTMLElement>(SELECTOR)) {
  if (island.children.length === 0) {
    void hydrate(island);
    continue;
  }
  for (const child of island.children) {
    observed.set(child, island);
    observer.observe(child);
  }
}

watchForNewBuild();
