import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BOT_UA, ORIGIN } from "../../../test/support/request";
import { createApp } from "../../app";
import { pageLinkSource } from "../../catalog/page-links";

afterEach(() => vi.restoreAllMocks());

// Every link file "fails to load": the real loader runs, its source rejects.
beforeEach(() => {
  vi.spyOn(pageLinkSource, "read").mockRejectedValue(new Error("storage offline"));
});

const render = (path: string) =>
  createApp().request(`${ORIGIN}${path}`, { headers: { "User-Agent": BOT_UA } }, env);

describe("a link file that cannot be loaded", () => {
  it("is logged, and the download page still renders with its steps and a localized notice", async () => {
    const logged = vi.spyOn(console, "warn").mockImplementation(() => {});
    const response = await render("/de/download/windows");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("<h1>VPN Master für Windows</h1>");
    expect(html).toContain("Laden Sie VPNMaster-Setup.exe über die Schaltfläche oben herunter.");
    expect(html).toContain("Der Download-Link kann gerade nicht angezeigt werden.");
    expect(html).not.toContain("VPNMaster-Setup.exe</a>");
    expect(html).not.toContain('class="btn btn-primary store-link"');
    expect(logged).toHaveBeenCalledWith(
      expect.stringContaining("download failed to load"),
      expect.any(Error),
    );
  });

  it("is logged, and a social network page still renders without the settings link", async () => {
    const logged = vi.spyOn(console, "warn").mockImplementation(() => {});
    const response = await render("/vpn-for-social-media/telegram");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("<h1>The best VPN for Telegram</h1>");
    expect(html).not.toContain("telegram.org/faq");
    // Once, and only this warning (each new app also logs its configuration check once).
    expect(logged.mock.calls.filter(([message]) => String(message).includes("failed to load"))).toHaveLength(
      1,
    );
  });
});
