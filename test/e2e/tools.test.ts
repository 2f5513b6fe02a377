import { describe, expect, it } from "vitest";
import { baseUrl, browserPerFile, withConsentGiven } from "./browser";

const browser = browserPerFile();

describe("what-is-my-ip", () => {
  it("copies the address with a toast, and checks again without reloading", async () => {
    const context = await withConsentGiven(
      await browser().newContext({
        extraHTTPHeaders: { "CF-Connecting-IP": "203.0.113.7", "CF-IPCountry": "DE" },
      }),
    );
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl() });
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on("request", (r) => r.resourceType() === "script" && scripts.push(r.url()));
    await page.goto(`${baseUrl()}/what-is-my-ip`);
    expect(await page.textContent("[data-testid=visitor-ip]")).toBe("203.0.113.7");
    // The test server (Miniflare) stands in a fixed request.cf location for every request.
    const place = await page.textContent('[data-field="place"]');
    expect(place).not.toBe("Not available");
    await page.getByRole("button", { name: "Copy IP address" }).click();
    await expect.poll(() => page.textContent(".toast")).toBe("IP address copied");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("203.0.113.7");

    // The visitor connects the VPN: the edge now sees another address.
    // (The same country: setExtraHTTPHeaders replaces every header, and the edge sends both.)
    await context.setExtraHTTPHeaders({ "CF-Connecting-IP": "2001:db8::42", "CF-IPCountry": "DE" });
    let navigations = 0;
    page.on("framenavigated", () => navigations++);
    await page.getByRole("link", { name: "Check again" }).click();
    await expect.poll(() => page.textContent("[data-testid=visitor-ip]")).toBe("2001:db8::42");
    expect(await page.textContent('[data-field="version"]')).toBe("IPv6");
    expect(await page.textContent('[data-field="place"]')).toBe(place);
    await expect.poll(() => page.textContent(".toast")).toBe("Checked: this is your address right now.");
    expect(navigations).toBe(0);
    // Small plain scripts only: no React on a tool page that has no application state.
    expect(scripts.some((url) => /react|client-/.test(url))).toBe(false);
    await context.close();
  });
});

describe("webrtc-leak-test", () => {
  it("runs in chromium on request, shows a verdict and sends the addresses it found nowhere", async () => {
    const context = await withConsentGiven(
      await browser().newContext({ extraHTTPHeaders: { "CF-Connecting-IP": "203.0.113.7" } }),
    );
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/webrtc-leak-test`, { waitUntil: "networkidle" });
    const requests: string[] = [];
    page.on("request", (r) => requests.push(`${r.method()} ${r.url()}`));
    await page.getByRole("button", { name: "Start the test" }).click();
    await page.waitForSelector('[data-result="safe"]:not([hidden]), [data-result="leak"]:not([hidden])', {
      timeout: 15_000,
    });
    // Headless chromium without a network: no public address, so no leak, and the address the
    // edge saw is shown for comparison.
    expect(await page.isVisible('[data-result="safe"]')).toBe(true);
    expect(await page.textContent('[data-field="seen"]')).toBe("203.0.113.7");
    expect(await page.getByRole("button", { name: "Run the test again" }).isEnabled()).toBe(true);
    // The one request is the question "which address do you see?", and it carries nothing.
    expect(requests).toEqual([`GET ${baseUrl()}/ip.json`]);
    await context.close();
  });

  it("reports a leak when WebRTC reveals a public address other than the one the site sees", async () => {
    const context = await withConsentGiven(
      await browser().newContext({ extraHTTPHeaders: { "CF-Connecting-IP": "203.0.113.7" } }),
    );
    // A browser behind a VPN whose WebRTC still answers with the real address.
    await context.addInitScript(() => {
      const Real = RTCPeerConnection;
      class Leaky extends Real {
        constructor(config?: RTCConfiguration) {
          super(config);
          queueMicrotask(() => {
            const candidate = new RTCIceCandidate({
              candidate: "candidate:1 1 udp 1686052607 198.51.100.77 50000 typ srflx raddr 0.0.0.0 rport 0",
              sdpMid: "0",
            });
            this.dispatchEvent(Object.assign(new Event("icecandidate"), { candidate }));
          });
        }
      }
      Object.defineProperty(window, "RTCPeerConnection", { value: Leaky });
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/webrtc-leak-test`);
    await page.getByRole("button", { name: "Start the test" }).click();
    await page.waitForSelector('[data-result="leak"]:not([hidden])', { timeout: 15_000 });
    expect(await page.textContent('[data-result="leak"] p')).toContain("198.51.100.77");
    expect(await page.textContent('[data-result="leak"] p')).toContain("203.0.113.7");
    // The advice for this browser opens by itself.
    expect(await page.getAttribute('details[data-browser="chrome"]', "open")).not.toBeNull();
    await context.close();
  });
});
