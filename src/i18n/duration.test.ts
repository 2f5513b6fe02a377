import { describe, expect, it } from "vitest";
import { durationInWords } from "./duration";

describe("durationInWords", () => {
  it("names the two largest units with the language's plurals", () => {
    expect(durationInWords(12 * 86400 + 3 * 3600 + 59, "en")).toMatch(/^12 days,? 3 hours$/);
    expect(durationInWords(86400, "en")).toBe("1 day");
    expect(durationInWords(2 * 3600 + 5 * 60, "en")).toMatch(/^2 hours,? 5 minutes$/);
    expect(durationInWords(5 * 86400, "ru")).toContain("дней");
    expect(durationInWords(2 * 86400, "ru")).toContain("дня");
  });
});
