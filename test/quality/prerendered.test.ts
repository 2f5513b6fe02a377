import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRERENDER_MANIFEST, type PrerenderManifest } from "../../scripts/build/prerender-manifest";
import { CONSENT_COOKIE } from "../../src/catalog/cookies";
import { CONSENT_VALUE } from "../../src/shared/consent";
import { type DevServer, startBuiltSite } from "../support/built-site";

/**
 * The build's prerendered pages (decision 183) as a visitor gets them from dist: every page the
 * build rendered, in every language and cookie choice, answers with the build's copy, and that
 * answer is the fresh render of the same URL byte for byte (but for its nonce), with the same
 * status, cookies and headers. The fresh side is the same bundle with the HTML cache off.
 */
const manifest = JSON.parse(readFileSync(PRERENDER_MANIFEST, "utf8")) as PrerenderManifest;

const CONSENT_HEADERS: Readonly<Record<string, Record<string, string>>> = {
  none: {},
  accepted: { Cookie: `${CONSENT_COOKIE.name}=${CONSENT_VALUE.accept}` },
  declined: { Cookie: `${CONSENT_COOKIE.name}=${CONSENT_VALUE.decline}` },
};
const BROWSER = { "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0" };

let site: DevServer;
let fresh: DevServer;

beforeAll(async () => {
  [site, fresh] = await Promise.all([
    startBuiltSite(".wrangler/prerender-state"),
    startBuiltSite(".wrangler/prerender-fresh-state", { HTML_CACHE: "off" }),
  ]);
}, 120_000);

afterAll(async () => {
  await Promise.all([site?.stop(), fresh?.stop()]);
});

const get = (server: DevServer, path: string, headers: Record<string, string>) =>
  fetch(new URL(path, server.baseUrl), { headers: { ...BROWSER, ...headers }, redirect: "manual" });

/** The page without what differs per response and per server: the nonce and the origin. */
const comparable = (html: string, server: DevServer) =>
  html.replaceAll(/ nonce="[^"]*"/g, ' nonce=""').replaceAll(server.baseUrl, "https://origin.test");

/** Headers a visitor's browser acts on; the CSP without its nonce. */
function actedOn(response: Response): Record<string, string | null> {
  const headers: Record<string, string | null> = {};
  for (const name of [
    "Content-Type",
    "Cache-Control",
    "Content-Language",
    "Vary",
    "Link",
    "Strict-Transport-Security",
  ])
    headers[name] = response.headers.get(name);
  headers["Content-Security-Policy"] = (response.headers.get("Content-Security-Policy") ?? "").replaceAll(
    /'nonce-[^']+'/g,
    "'nonce'",
  );
  headers["Set-Cookie"] = response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0]?.split("=")[0])
    .sort()
    .join(",");
  return headers;
}

describe("prerendered pages from dist", () => {
  it("rendered every marked page in every language", () => {
    expect(manifest.environments).toContain("sandbox");
    expect(new Set(manifest.pages.map((page) => page.route)).size).toBeGreaterThanOrEqual(20);
    expect(manifest.pages.length).toBe(new Set(manifest.pages.map((page) => page.path)).size);
  });

  it("answers each with the build's copy, the fresh render's bytes but for the nonce", async () => {
    const differing: string[] = [];
    for (const page of manifest.pages) {
      for (const [consent, headers] of Object.entries(CONSENT_HEADERS)) {
        const request = { ...headers, "Accept-Language": page.language };
        const served = await get(site, page.path, request);
        const rendered = await get(fresh, page.path, request);
        const [servedHtml, renderedHtml] = [await served.text(), await rendered.text()];
        const where = `${page.path} (${consent})`;
        if (served.headers.get("X-Html-Cache") !== "prerendered")
          differing.push(`${where}: ${served.headers.get("X-Html-Cache")}`);
        else if (comparable(servedHtml, site) !== comparable(renderedHtml, fresh))
          differing.push(`${where}: bytes`);
        else if (served.status !== rendered.status) differing.push(`${where}: status`);
        else expect(actedOn(served), where).toEqual(actedOn(rendered));
      }
    }
    expect(differing).toEqual([]);
  }, 900_000);

  it("fills each response's own nonce, the one its CSP names", async () => {
    const [first, second] = [await get(site, "/de/features", {}), await get(site, "/de/features", {})];
    for (const response of [first, second]) {
      const nonce = /'nonce-([^']+)'/.exec(response.headers.get("Content-Security-Policy") ?? "")?.[1];
      const html = await response.text();
      expect(response.headers.get("X-Html-Cache")).toBe("prerendered");
      expect(new Set([...html.matchAll(/ nonce="([^"]*)"/g)].map((match) => match[1]))).toEqual(
        new Set([nonce]),
      );
      expect(html).toContain(`href="${site.baseUrl}/de/features"`);
    }
  });

  it("keeps the middleware chain: campaign cookies on a prerendered answer, redirects as before", async () => {
    const campaign = "/fr/aboutus?utm_source=newsletter&utm_campaign=spring";
    const [served, rendered] = [await get(site, campaign, {}), await get(fresh, campaign, {})];
    expect(served.headers.get("X-Html-Cache")).toBe("prerendered");
    expect(actedOn(served)).toEqual(actedOn(rendered));
    expect(served.headers.getSetCookie().length).toBeGreaterThan(0);
    expect(comparable(await served.text(), site)).toBe(comparable(await rendered.text(), fresh));
    for (const path of ["/en/features", "/features/", "/DE/features"]) {
      const [a, b] = [await get(site, path, {}), await get(fresh, path, {})];
      expect(a.status, path).toBe(b.status);
      expect(a.headers.get("Location")?.replace(site.baseUrl, ""), path).toBe(
        b.headers.get("Location")?.replace(fresh.baseUrl, ""),
      );
    }
  });

  it("renders a page whose URL carries a query it shows, and never serves the copies as files", async () => {
    const query = await get(site, "/features?v=1", {});
    expect(query.headers.get("X-Html-Cache")).not.toBe("prerendered");
    const direct = await get(
      site,
      `/_prerendered/${manifest.buildId}/${manifest.vars}/sandbox/${manifest.year}/none/en/features.html`,
      {},
    );
    expect(direct.status).toBe(404);
    expect(await direct.text()).not.toContain("{{html-cache-nonce}}");
  });
});
