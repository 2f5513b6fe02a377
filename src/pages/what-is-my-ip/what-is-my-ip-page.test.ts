import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { get, ORIGIN } from "../../../test/support/request";
import { createApp } from "../../app";
import { NO_STORE } from "../../edge/cache-control";
import { IP_JSON_PATH } from "../../ip/routes";

const VPN_RANGES = "203.0.113.0/24,2001:db8:7a00::/40";

/** The app with the VPN's own networks configured, and request.cf as Cloudflare's edge sets it. */
async function withRanges(path: string, headers: Record<string, string>, cf?: Record<string, unknown>) {
  const ctx = createExecutionContext();
  const request = new Request(ORIGIN + path, { headers, cf } as RequestInit);
  const response = await createApp().fetch(request, { ...env, VPN_IP_RANGES: VPN_RANGES }, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

const visible = (html: string, status: "protected" | "exposed") =>
  new RegExp(`<p class="ip-status ip-status--${status}" data-status="${status}">`).test(html);

describe("/what-is-my-ip", () => {
  it("shows an IPv4 visitor's address, location and network, not protected", async () => {
    const response = await withRanges(
      "/what-is-my-ip",
      { "CF-Connecting-IP": "198.51.100.4" },
      { country: "DE", region: "Bavaria", city: "Munich", asn: 3320, asOrganization: "Deutsche Telekom AG" },
    );
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('data-testid="visitor-ip">198.51.100.4</span>');
    expect(html).toContain(">IPv4</span>");
    expect(html).toContain("Munich, Bavaria, Germany");
    expect(html).toContain('src="/flags/DE.svg"');
    expect(html).toContain("Deutsche Telekom AG (AS3320)");
    expect(visible(html, "exposed")).toBe(true);
    expect(visible(html, "protected")).toBe(false);
  });

  it("tells a visitor on the VPN's own network that they are protected, IPv6 included", async () => {
    const html = await (
      await withRanges("/de/what-is-my-ip", { "CF-Connecting-IP": "2001:db8:7a01::5" })
    ).text();
    expect(html).toContain('data-testid="visitor-ip">2001:db8:7a01::5</span>');
    expect(html).toContain(">IPv6</span>");
    expect(visible(html, "protected")).toBe(true);
    expect(visible(html, "exposed")).toBe(false);
  });

  it("says what it does not know instead of guessing when the edge sent no address", async () => {
    const html = await (await get("/what-is-my-ip")).text();
    expect(html).toContain('data-testid="visitor-ip">Not available</span>');
    expect(visible(html, "protected")).toBe(false);
    expect(visible(html, "exposed")).toBe(false);
  });

  it("is never stored by a shared cache", async () => {
    for (const path of ["/what-is-my-ip", "/ja/what-is-my-ip"]) {
      const response = await get(path, { "CF-Connecting-IP": "198.51.100.4" });
      expect(response.headers.get("Cache-Control"), path).toBe(NO_STORE);
    }
  });

  it("names the country in the visitor's language, joined with that language's own comma", async () => {
    const html = await (
      await withRanges(
        "/ar/what-is-my-ip",
        { "CF-Connecting-IP": "198.51.100.4" },
        { country: "JP", city: "Osaka" },
      )
    ).text();
    expect(html).toContain('dir="rtl"');
    // request.cf names the city in English; the country name and the separator are Arabic.
    expect(html).toContain("Osaka، اليابان");
  });
});

describe(IP_JSON_PATH, () => {
  it("answers the address as JSON, private and unindexed, for the re-check", async () => {
    const response = await withRanges(IP_JSON_PATH, {
      "CF-Connecting-IP": "203.0.113.9",
      "CF-IPCountry": "GB",
    });
    expect(response.headers.get("Cache-Control")).toBe(NO_STORE);
    expect(response.headers.get("X-Robots-Tag")).toBe("noindex");
    expect(await response.json()).toEqual({
      ip: "203.0.113.9",
      version: 4,
      country: "GB",
      region: null,
      city: null,
      asn: null,
      organization: null,
      protected: true,
    });
  });

  it("sets no tracking or language cookie, whatever the query", async () => {
    const response = await get(`${IP_JSON_PATH}?utm_source=x&cjevent=abc`, {
      "CF-Connecting-IP": "203.0.113.9",
    });
    expect(response.headers.getSetCookie()).toEqual([]);
  });
});

describe("/webrtc-leak-test", () => {
  it("is the same page for every visitor: no address in it, and the STUN hosts in its CSP", async () => {
    const a = await get("/webrtc-leak-test", { "CF-Connecting-IP": "198.51.100.4" });
    const b = await get("/webrtc-leak-test", { "CF-Connecting-IP": "203.0.113.9" });
    const [htmlA, htmlB] = [await a.text(), await b.text()];
    expect(htmlA).not.toContain("198.51.100.4");
    expect(htmlB).not.toContain("203.0.113.9");
    expect(a.headers.get("Cache-Control")).not.toBe(NO_STORE);
    expect(htmlA).toContain('data-stun="stun:stun.cloudflare.com:3478 stun:stun.l.google.com:19302"');
    expect(a.headers.get("Content-Security-Policy")).toContain("stun.cloudflare.com:3478");
  });
});
