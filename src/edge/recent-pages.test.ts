import { describe, expect, it } from "vitest";
import { RecentPages } from "./recent-pages";

const page = (size: number, expires = Number.POSITIVE_INFINITY) => ({
  template: [new Uint8Array(size)],
  byteLength: size,
  contentType: "text/html",
  expires,
});

describe("RecentPages", () => {
  it("returns what it holds until it expires", () => {
    const recent = new RecentPages(100);
    recent.set("a", page(10, 1_000));
    expect(recent.get("a", 999)?.byteLength).toBe(10);
    expect(recent.get("a", 1_000)).toBeNull();
    expect(recent.size).toBe(0);
    expect(recent.totalBytes).toBe(0);
  });

  it("stays within its byte budget, dropping the least recently used first", () => {
    const recent = new RecentPages(100);
    recent.set("a", page(40));
    recent.set("b", page(40));
    recent.get("a");
    recent.set("c", page(40));
    expect(recent.get("b")).toBeNull();
    expect(recent.get("a")).not.toBeNull();
    expect(recent.get("c")).not.toBeNull();
    expect(recent.totalBytes).toBe(80);
  });

  it("replaces an entry without counting it twice, and never holds a page larger than the budget", () => {
    const recent = new RecentPages(100);
    recent.set("a", page(40));
    recent.set("a", page(30));
    expect(recent.totalBytes).toBe(30);
    recent.set("huge", page(101));
    expect(recent.get("huge")).toBeNull();
    expect(recent.totalBytes).toBe(30);
  });
});
