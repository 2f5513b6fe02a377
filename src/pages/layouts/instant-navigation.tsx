import { NO_PREFETCH_PATTERNS } from "../../routes/no-prefetch";
import { usePage } from "../page-context";

/** URLPattern pathnames hold no spaces, so a space-separated list needs no escaping. */
const PATTERN_LIST = NO_PREFETCH_PATTERNS.join(" ");

/**
 * The instant-navigation script (client/instant-navigation.ts) on every page, told which
 * addresses to leave alone; the one small script a content page loads besides its own
 * enhancements (decision 060).
 */
export function InstantNavigation() {
  const { assets, nonce, route } = usePage();
  return (
    <script
      type="module"
      src={assets.instantNavigation}
      nonce={nonce}
      async
      data-no-prefetch-paths={PATTERN_LIST}
      data-route={route.name}
    />
  );
}
