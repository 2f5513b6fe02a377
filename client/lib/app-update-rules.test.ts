import { describe, expect, it } from "vitest";
import { CHUNK_RELOAD_GUARD_MS, chunkReloadAllowed, isNewerBuild } from "./app-update-rules";

describe("chunk reload guard", () => {
  it("reloads once, then not again within 10 seconds", () => {
    const now = 1_000_000;
    expect(CHUNK_RELOAD_GUARD_MS).toBe(10_000);
    expect(chunkReloadAllowed(null, now)).toBe(true);
    expect(chunkReloadAllowed(now - 9_999, now)).toBe(false);
    expect(chunkReloadAllowed(now - 10_000, now)).toBe(true);
    expect(chunkReloadAllowed(Number.NaN, now)).toBe(true);
  });
});

describe("build check", () => {
  it("spots a different published build id only", () => {
    expect(isNewerBuild("a1", { id: "b2" })).toBe(true);
    expect(isNewerBuild("a1", { id: "a1" })).toBe(false);
    expect(isNewerBuild("a1", {})).toBe(false);
    expect(isNewerBuild("a1", null)).toBe(false);
    expect(isNewerBuild("a1", { id: 3 })).toBe(false);
  });
});
