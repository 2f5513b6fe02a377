import { afterEach, describe, expect, it, vi } from "vitest";
import { loadPageLinks, parsePageLinks } from "./page-links";

describe("per-page link files", () => {
  afterEach(() => vi.restoreAllMocks());

  it("loads the home page's store links", async () => {
    const links = await loadPageLinks("home");
    expect(links.googlePlay).toMatch(/^https:\/\/play\.google\.com\//);
  });

  it("loads the features page's links", async () => {
    expect(Object.keys(await loadPageLinks("features")).length).toBeGreaterThan(0);
  });

  it("logs a failed load and answers no links, so the page still renders", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const links = await loadPageLinks("home", () => Promise.reject(new Error("network")));
    expect(links).toEqual({});
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("home failed to load"), expect.any(Error));
  });

  it("drops a link that is not https and keeps the others", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const links = parsePageLinks("home", {
      good: "https://example.com/app",
      plain: "http://example.com/app",
      script: "javascript:alert(1)",
      number: 5,
    });
    expect(links).toEqual({ good: "https://example.com/app" });
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it("treats a file that is not an object as empty", () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(parsePageLinks("home", ["https://example.com"])).toEqual({});
    expect(parsePageLinks("home", null)).toEqual({});
  });
});
