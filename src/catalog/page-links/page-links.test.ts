import { afterEach, describe, expect, it, vi } from "vitest";
import { DOWNLOAD_PRODUCTS } from "../download-products";
import { SOCIAL_PLATFORM_IDS } from "../social-platforms";
import { loadPageLinks } from "./page-links";

afterEach(() => vi.restoreAllMocks());

describe("per-page link files", () => {
  it("give every download product a secure store or file link", async () => {
    const links = await loadPageLinks("download");
    expect(Object.keys(links).sort()).toEqual([...DOWNLOAD_PRODUCTS].sort());
    for (const link of Object.values(links)) expect(link.href).toMatch(/^https:\/\//);
  });

  it("give every social network its own security settings link", async () => {
    const links = await loadPageLinks("vpn-for-social-media");
    expect(Object.keys(links).sort()).toEqual([...SOCIAL_PLATFORM_IDS].sort());
  });

  it("give the home and features pages their store link", async () => {
    for (const page of ["home", "features"]) {
      const links = await loadPageLinks(page);
      expect(links.googlePlay?.kind, page).toBe("google-play");
      expect(links.googlePlay?.href, page).toMatch(/^https:\/\/play\.google\.com\//);
    }
  });

  it("log a file that cannot be imported and yield no links", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const links = await loadPageLinks("download", () => Promise.reject(new Error("network down")));
    expect(links).toEqual({});
    expect(logged).toHaveBeenCalledWith("page-links: cannot load links of download:", "network down");
  });

  it("log a malformed file (a plain-http link) and yield no links", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const links = await loadPageLinks("download", async () => ({
      ios: { kind: "app-store", href: "http://x.test" },
    }));
    expect(links).toEqual({});
    expect(logged).toHaveBeenCalledOnce();
  });

  it("log a page without a link file", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await loadPageLinks("no-such-page")).toEqual({});
    expect(logged).toHaveBeenCalledOnce();
  });
});
