import { describe, expect, it } from "vitest";
import { DOWNLOAD_PRODUCTS } from "../../catalog/download-products";
import { loadPageLinks } from "../../catalog/page-links";
import { linkKind } from "./link-kind";

describe("download links", () => {
  it.each([
    ["https://apps.apple.com/app/x/id1", "app-store"],
    ["https://play.google.com/store/apps/details?id=x", "google-play"],
    ["https://chromewebstore.google.com/detail/x/abc", "chrome-web-store"],
    ["https://download.vpnmaster.com/windows/VPNMaster-Setup.exe", "file"],
    ["https://help.vpnmaster.com/hc/en-us/articles/router", "web"],
  ])("%s is labelled as %s", (href, kind) => {
    expect(linkKind(href)).toBe(kind);
  });

  it("the download link file has a secure link for every product", async () => {
    const links = await loadPageLinks("download");
    expect(Object.keys(links).sort()).toEqual([...DOWNLOAD_PRODUCTS].sort());
  });
});
