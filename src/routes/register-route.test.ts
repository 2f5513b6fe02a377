import { describe, expect, it } from "vitest";
import { BOT_UA, get, ORIGIN } from "../../test/support/request";
import { regionSlug, SERVER_REGION_IDS } from "../catalog/server-regions";
import { indexablePaths } from "../seo/sitemap";
import { redirectTarget } from "./route-def";
import { ROUTES, routeByName } from "./table";

const asCrawler = { "User-Agent": BOT_UA };
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];

describe("page metadata overrides: old addresses answer 301 to the route's own path", () => {
  it.each([
    ["/vpn-server/japan", "/vpn-server/japan-vpn"],
    ["/de/vpn-server/japan", "/de/vpn-server/japan-vpn"],
    ["/en/vpn-server/usa", "/en/vpn-server/usa-vpn"],
    ["/vpn-server/hongkong?utm_source=mail", "/vpn-server/hongkong-vpn?utm_source=mail"],
    ["/vpn-for-social-media/x", "/vpn-for-social-media/twitter"],
    ["/ja/vpn-for-social-media/x", "/ja/vpn-for-social-media/twitter"],
    ["/social-media-vpn", "/vpn-for-social-media"],
    ["/ar/social-media-vpn", "/ar/vpn-for-social-media"],
  ])("%s → %s", async (from, to) => {
    const response = await get(from, asCrawler);
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe(to);
  });

  it("sends every bare region to its -vpn page", async () => {
    for (const region of SERVER_REGION_IDS) {
      const response = await get(`/vpn-server/${region}`, asCrawler);
      expect(response.headers.get("Location")).toBe(`/vpn-server/${regionSlug(region)}`);
    }
  });

  it("leaves a name that is no region to the not-found page", async () => {
    expect((await get("/vpn-server/atlantis", asCrawler)).status).toBe(404);
    expect((await get("/vpn-for-social-media/y", asCrawler)).status).toBe(404);
  });

  it("only redirects to a page the route really has", () => {
    const detail = routeByName("vpn-server-detail");
    expect(redirectTarget(detail, "/vpn-server/:region", { region: "korea" })).toBe("/vpn-server/korea-vpn");
    expect(redirectTarget(detail, "/vpn-server/:region", { region: "toString" })).toBeNull();
    expect(redirectTarget(detail, "/elsewhere/:region", { region: "korea" })).toBeNull();
  });
});

describe("page metadata overrides: aliases render the page under its canonical address", () => {
  it.each([
    ["/server-locations", `${ORIGIN}/vpn-server`],
    ["/fr/server-locations", `${ORIGIN}/fr/vpn-server`],
    ["/what-is-a-vpn", `${ORIGIN}/what-is-vpn`],
    ["/pl/what-is-a-vpn", `${ORIGIN}/pl/what-is-vpn`],
  ])("%s is served with canonical %s", async (path, canonical) => {
    const response = await get(path, asCrawler);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(canonicalOf(html)).toBe(canonical);
    // hreflang names the canonical path in every language, never the alias.
    expect(html).not.toMatch(/hrefLang="[^"]+" href="[^"]*(server-locations|what-is-a-vpn)"/);
  });

  it("keeps aliases and old addresses out of the sitemap", () => {
    const paths = indexablePaths();
    const others = ROUTES.flatMap((r) => [...(r.aliases ?? []), ...(r.redirects ?? []).map((x) => x.from)]);
    for (const path of others.filter((p) => !p.includes(":"))) expect(paths).not.toContain(path);
    expect(paths).not.toContain("/vpn-server/japan");
    expect(paths).toContain("/vpn-server/japan-vpn");
    expect(paths).toContain("/vpn-for-social-media/twitter");
  });
});
