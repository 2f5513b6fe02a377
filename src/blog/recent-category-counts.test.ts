import { describe, expect, it } from "vitest";
import type { Locale } from "../i18n/languages";
import { recentCategoryCounts } from "./recent-category-counts";

describe("the blog's category counts kept in the isolate", () => {
  it("reads each language once while kept, and again once the time is up", async () => {
    const reads: Locale[] = [];
    let now = 1_000;
    const realNow = Date.now;
    Date.now = () => now;
    try {
      const counts = recentCategoryCounts(async (locale) => {
        reads.push(locale);
        return new Map([["privacy", reads.length]]);
      }, 300_000);
      expect((await counts("en")).get("privacy")).toBe(1);
      expect((await counts("en")).get("privacy")).toBe(1);
      expect((await counts("ja")).get("privacy")).toBe(2);
      now += 300_000;
      expect((await counts("en")).get("privacy")).toBe(3);
      expect(reads).toEqual(["en", "ja", "en"]);
    } finally {
      Date.now = realNow;
    }
  });

  it("does not keep an empty answer: a blog that could not be read is asked again", async () => {
    let reads = 0;
    const counts = recentCategoryCounts(async () => {
      reads++;
      return reads === 1 ? new Map<string, number>() : new Map([["guides", 4]]);
    }, 300_000);
    expect((await counts("de")).size).toBe(0);
    expect((await counts("de")).get("guides")).toBe(4);
    expect(reads).toBe(2);
  });
});
