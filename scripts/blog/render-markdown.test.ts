import { describe, expect, it } from "vitest";
import { readingMinutes } from "./render-markdown";

describe("reading time", () => {
  it("counts spaced words at 230 a minute", () => {
    expect(readingMinutes("word ".repeat(690), "en")).toBe(3);
  });

  it("reads Japanese by the character", () => {
    expect(readingMinutes("あ".repeat(1500), "ja")).toBe(3);
  });

  it("counts Thai words, not the spaces between its phrases", () => {
    // 230 phrases ("VPN protects data"), each several words, one space between phrases.
    const thai = Array.from({ length: 230 }, () => "วีพีเอ็นปกป้องข้อมูล").join(" ");
    expect(readingMinutes(thai, "en")).toBe(1);
    expect(readingMinutes(thai, "th")).toBeGreaterThanOrEqual(3);
  });

  it("never says zero minutes", () => {
    expect(readingMinutes("", "th")).toBe(1);
  });
});
