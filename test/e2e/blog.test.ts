import { describe, expect, it } from "vitest";
import nav from "../../locales/en/blog-nav.json";
import { ONLY_INSTANT_NAVIGATION } from "../support/page-scripts";
import { baseUrl, browserPerFile, withConsentGiven } from "./browser";

const browser = browserPerFile();

describe("blog", () => {
  it("searches without JavaScript: the layout's GET form lands on ranked, highlighted results", async () => {
    const context = await withConsentGiven(await browser().newContext({ javaScriptEnabled: false }));
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/blog`);
    await page.getByRole("searchbox", { name: nav.search.label }).first().fill("kill switch");
    await page.getByRole("button", { name: nav.search.submit }).first().click();
    await page.waitForLoadState();
    const url = new URL(page.url());
    expect(url.pathname).toBe("/blog/search");
    expect(url.searchParams.get("q")).toBe("kill switch");
    const first = page.locator(".search-result h3 a").first();
    expect(await first.getAttribute("href")).toBe("/blog/vpn-kill-switch");
    expect(await page.locator(".search-result mark").count()).toBeGreaterThan(0);
    await context.close();
  });

  it("an article page loads no script but instant navigation once consent is given, and its TOC links jump to headings", async () => {
    const context = await withConsentGiven(await browser().newContext());
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on("request", (request) => request.resourceType() === "script" && scripts.push(request.url()));
    await page.goto(`${baseUrl()}/blog/wireguard-vs-openvpn`, { waitUntil: "networkidle" });
    expect(scripts.map((url) => new URL(url).pathname)).toEqual(ONLY_INSTANT_NAVIGATION);
    await page.getByRole("navigation", { name: nav.article.toc }).getByRole("link").nth(1).click();
    expect(new URL(page.url()).hash).toBe("#openvpn-the-proven-workhorse");
    await context.close();
  });
});
