import { describe, expect, it } from "vitest";
import { BROWSER_UA, get } from "../../../test/support/request";
import { CACHE_STATUS_HEADER } from "../../edge/html-cache";
import { NO_PREFETCH_PATTERNS } from "../../routes/no-prefetch";
import { NO_PREFETCH_SELECTOR } from "../../shared/instant-navigation";
import { ASSETS } from "../assets";

/** The instant-navigation script element of a page, as the browser script looks for it. */
async function instantScript(path: string, headers: Record<string, string> = {}) {
  const response = await get(path, headers);
  const html = await response.text();
  const tag = /<script[^>]*data-no-prefetch-paths="[^"]*"[^>]*>/.exec(html)?.[0] ?? "";
  const attribute = (name: string) => new RegExp(` ${name}="([^"]*)"`).exec(tag)?.[1];
  return { response, html, tag, attribute };
}

describe("instant navigation on the page", () => {
  it.each(["/", "/de/features", "/blog/wireguard-vs-openvpn", "/ar/pricing", "/login", "/nope"])(
    "%s loads the one small script with the response's nonce and the exclusion list",
    async (path) => {
      const { response, tag, attribute } = await instantScript(path);
      expect(tag).not.toBe("");
      expect(attribute("src")).toBe(ASSETS.instantNavigation);
      expect(attribute("type")).toBe("module");
      const csp = response.headers.get("Content-Security-Policy") ?? "";
      expect(csp).toContain(`'nonce-${attribute("nonce")}'`);
      expect(attribute("data-no-prefetch-paths")?.split(" ")).toEqual(NO_PREFETCH_PATTERNS);
    },
  );

  it("leaves links to other language versions out by the rules' selector (arriving stores a language)", async () => {
    const { html } = await instantScript("/de/features");
    const languageLinks = html.match(/<a [^>]*hrefLang="[^"]*"[^>]*>/g) ?? [];
    expect(languageLinks.length).toBeGreaterThan(0);
    expect(NO_PREFETCH_SELECTOR.split(",")).toContain("[hreflang]");
  });

  it("carries the response's own nonce on a page served from the HTML cache", async () => {
    const path = `/what-is-vpn?v=${crypto.randomUUID()}`;
    const browser = { "User-Agent": BROWSER_UA, "Accept-Language": "en" };
    let visit = await instantScript(path, browser);
    for (
      let attempt = 0;
      visit.response.headers.get(CACHE_STATUS_HEADER) !== "hit" && attempt < 50;
      attempt++
    ) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      visit = await instantScript(path, browser);
    }
    expect(visit.response.headers.get(CACHE_STATUS_HEADER)).toBe("hit");
    const csp = visit.response.headers.get("Content-Security-Policy") ?? "";
    expect(csp).toContain(`'nonce-${visit.attribute("nonce")}'`);
    expect(visit.attribute("data-no-prefetch-paths")?.split(" ")).toEqual(NO_PREFETCH_PATTERNS);
  });
});
