import { describe, expect, it } from "vitest";
import { BOT_UA, get } from "../../../test/support/request";

describe("the redirect page of the whole Worker", () => {
  const page = async (path: string) => {
    const response = await get(path, { "User-Agent": BOT_UA });
    expect(response.status).toBe(200);
    return response.text();
  };

  it("names an unknown target as text and offers it only as a parsed link", async () => {
    const target = 'https://evil.example/x?a="><script>alert(1)</script>';
    const html = await page(`/redirect?target=${encodeURIComponent(target)}`);
    expect(html).not.toContain("<script>alert(1)");
    expect(html).toContain(
      "<code>https://evil.example/x?a=&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;</code>",
    );
    expect(html).toContain("<code>evil.example</code>");
    expect(html).toContain(
      'href="https://evil.example/x?a=%22%3E%3Cscript%3Ealert(1)%3C/script%3E" rel="noopener noreferrer nofollow"',
    );
    expect(html).toContain("Continue to this address");
    expect(html).toContain('href="/"');
  });

  it.each([
    "javascript:alert(1)",
    "//evil.example",
    "https://vpnmaster.com@evil.example",
    "data:text/html,x",
  ])("calls %j an invalid link and never links to it", async (target) => {
    const html = await page(`/redirect?url=${encodeURIComponent(target)}`);
    expect(html).toContain("This link is invalid");
    expect(html).not.toContain("Continue to this address");
    // The language switcher keeps the query on this site's own paths; no link leaves the site.
    expect(html).not.toMatch(/href="(javascript:|data:|\/\/|https?:\/\/[^"]*evil)/);
    expect(html).not.toContain("nofollow");
  });

  it("says the link is invalid when there is no target", async () => {
    const html = await page("/redirect");
    expect(html).toContain("This link is invalid");
    expect(html).not.toContain("redirect-page__details");
  });

  it("speaks the page's language and links home in it", async () => {
    const html = await page(`/ar/redirect?target=${encodeURIComponent("https://evil.example/")}`);
    expect(html).toContain('dir="rtl"');
    expect(html).toContain("المتابعة إلى هذا العنوان");
    expect(html).toContain('href="/ar"');
  });
});
