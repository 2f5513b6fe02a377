import { describe, expect, it } from "vitest";
import { BOT_UA, BROWSER_UA, get } from "../../../test/support/request";
import { DOWNLOAD_PRODUCTS } from "../../catalog/download-products";

const asCrawler = { "User-Agent": BOT_UA };

describe("the download list", () => {
  it("lists the nine products in catalog order, each linking to its page", async () => {
    const html = await (await get("/download", asCrawler)).text();
    const cards = [...html.matchAll(/<li class="card platform-card" data-platform="([^"]+)"/g)].map(
      (m) => m[1],
    );
    expect(cards).toEqual([...DOWNLOAD_PRODUCTS]);
    for (const product of DOWNLOAD_PRODUCTS) expect(html).toContain(`href="/download/${product}"`);
  });

  it("is the same HTML for every visitor: the suggestion is made in the browser by a nonce'd inline script", async () => {
    const [iphone, windows] = await Promise.all(
      [
        "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148",
        BROWSER_UA,
      ].map(async (ua) => (await get("/ja/download", { "User-Agent": ua })).text()),
    );
    const strip = (html: string) => html.replace(/nonce="[^"]+"/g, "").replace(/content="[0-9a-f]{16}"/g, "");
    expect(strip(iphone ?? "")).toBe(strip(windows ?? ""));
    const script = /<script nonce="([^"]+)">([\s\S]*?)<\/script>/.exec(iphone ?? "");
    expect(script?.[1]).toBeTruthy();
    expect(script?.[2]).toContain("navigator");
    // A few hundred bytes, not a framework.
    expect(new TextEncoder().encode(script?.[2]).length).toBeLessThan(2000);
    // Every card carries its hidden badge, in the page's language.
    expect(iphone?.match(/data-suggested="" hidden="">このデバイスにおすすめ</g)).toHaveLength(9);
  });

  it("loads no React: the page has no island and no client entry besides the consent banner's", async () => {
    const html = await (await get("/download/windows", asCrawler)).text();
    const islands = [...html.matchAll(/data-island="([^"]+)"/g)].map((m) => m[1]);
    expect(islands.filter((name) => name !== "ConsentBanner")).toEqual([]);
  });
});
