import { describe, expect, it } from "vitest";
import { BOT_UA, get } from "../../../test/support/request";
import { ROUTED_LANGUAGES } from "../../i18n/languages";

const page = async (path: string, headers: Record<string, string> = {}) =>
  (await get(path, { "User-Agent": BOT_UA, ...headers })).text();

describe("header and footer", () => {
  it("the language switcher links to the same page in every language, keeping the query", async () => {
    const html = await page("/de/download/ios?ref=mail&x=1");
    for (const language of ROUTED_LANGUAGES) {
      expect(html).toContain(
        `href="/${language.code}/download/ios?ref=mail&amp;x=1" hrefLang="${language.iso}"`,
      );
    }
  });

  it("links navigation in the page's language", async () => {
    const html = await page("/fr/aboutus");
    expect(html).toContain('href="/fr/pricing"');
    expect(html).toContain('href="/fr/login"');
    expect(html).not.toContain('href="/pricing"');
  });

  it("links the on-site help section in the page's language (it links the external help centre)", async () => {
    expect(await page("/ru/aboutus")).toContain('href="/ru/help" class="site-footer__help"');
    for (const code of ["", "/de", "/ja", "/ar"]) {
      expect(await page(`${code}/aboutus`)).toContain(`href="${code}/help" class="site-footer__help"`);
    }
  });

  it("uses the transparent navbar exactly on /, /affiliate, /features and /press-room", async () => {
    for (const path of ["/", "/affiliate", "/features", "/press-room"]) {
      expect(await page(path)).toContain("site-header--transparent");
    }
    for (const path of ["/pricing", "/aboutus", "/blog"]) {
      expect(await page(path)).toContain("site-header--solid");
    }
  });

  it("uses the layout the route table assigns", async () => {
    expect(await page("/blog")).toContain('class="layout-blog"');
    expect(await page("/login")).toContain('class="layout-standalone"');
    expect(await page("/login")).not.toContain("site-footer");
    expect(await page("/pricing")).toContain('class="layout-default"');
  });

  it("announces og:locale and the alternates", async () => {
    const html = await page("/pt/pricing");
    expect(html).toContain('<meta property="og:locale" content="pt_BR"/>');
    expect(html).toContain('<meta property="og:locale:alternate" content="en_US"/>');
    expect(html).not.toContain('og:locale:alternate" content="pt_BR"');
  });

  it("puts the response's CSP nonce on every script", async () => {
    const response = await get("/what-is-my-ip", { "CF-Connecting-IP": "198.51.100.4" });
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get("Content-Security-Policy") ?? "")?.[1];
    const html = await response.text();
    const scripts = [...html.matchAll(/<script[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  });
});
