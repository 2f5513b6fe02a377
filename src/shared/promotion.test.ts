import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  festivalActive,
  festivalWindow,
  type PromotionConfig,
  parsePromotion,
  parsePromotionConfig,
  parsePromotionL10n,
  promotionFor,
  promotionText,
} from "./promotion";

const START = Date.UTC(2025, 11, 20);
const END = Date.UTC(2026, 0, 3);

// Malformed values are logged; keep the test output to the assertions.
beforeEach(() => {
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("parsePromotion", () => {
  it("reads start, end and the festival flag", () => {
    const raw = JSON.stringify({ startTime: START, endTime: END, isFestival: true });
    expect(parsePromotion(raw)).toEqual({ startTime: START, endTime: END, isFestival: true });
  });

  it("takes epoch seconds, digit strings and date-time strings for the same instant", () => {
    for (const startTime of [START / 1000, String(START), "2025-12-20T00:00:00Z", "2025-12-20 00:00:00"]) {
      expect(parsePromotion(JSON.stringify({ startTime })).startTime).toBe(START);
    }
    expect(parsePromotion(JSON.stringify({ startTime: "2025-12-20T01:00:00+01:00" })).startTime).toBe(START);
  });

  it.each([
    ["a missing key", null],
    ["an empty string", ""],
    ["not JSON", "{startTime:"],
    ["JSON null", "null"],
    ["an array", "[]"],
    ["a string", '"festival"'],
    ["a wrong type", JSON.stringify({ isFestival: "yes" })],
    ["an unreadable date", JSON.stringify({ startTime: "next Friday" })],
    ["a negative time", JSON.stringify({ startTime: -5 })],
  ])("is {} for %s, without throwing", (_, raw) => {
    expect(parsePromotion(raw)).toEqual({});
  });

  it("drops keys it does not know", () => {
    expect(parsePromotion(JSON.stringify({ isFestival: false, banner: "x" }))).toEqual({ isFestival: false });
  });
});

describe("parsePromotionL10n", () => {
  it("reads coloured segments per language", () => {
    const raw = JSON.stringify({
      en: [{ text: "Save " }, { text: "80%", color: "#ff3b30" }],
      de: [{ text: "Spare ", color: "#FFF" }],
    });
    expect(parsePromotionL10n(raw)).toEqual({
      en: [{ text: "Save " }, { text: "80%", color: "#ff3b30" }],
      de: [{ text: "Spare ", color: "#FFF" }],
    });
  });

  it("takes a plain string as one uncoloured segment", () => {
    expect(parsePromotionL10n(JSON.stringify({ fr: "Soldes" }))).toEqual({ fr: [{ text: "Soldes" }] });
  });

  it.each([
    "red",
    "#ff3b3",
    "#ff3b30aa",
    "rgb(255,0,0)",
    "#fff;background:url(x)",
    "#fff} body{display:none",
    "expression(alert(1))",
    " #fff",
  ])("drops the colour %j and keeps the text", (color) => {
    const parsed = parsePromotionL10n(JSON.stringify({ en: [{ text: "Save", color }] }));
    expect(parsed.en?.[0]?.text).toBe("Save");
    expect(parsed.en?.[0]?.color).toBeUndefined();
  });

  it.each([
    ["not JSON", "{"],
    ["an array", JSON.stringify([{ text: "x" }])],
    ["a segment without text", JSON.stringify({ en: [{ color: "#fff" }] })],
    ["a number for a language", JSON.stringify({ en: 5 })],
  ])("is {} for %s", (_, raw) => {
    expect(parsePromotionL10n(raw)).toEqual({});
  });
});

describe("parsePromotionConfig", () => {
  it("defaults every missing or malformed key to {}", () => {
    expect(parsePromotionConfig({})).toEqual({
      promotion: {},
      promotion_l10n: {},
      debug_promotion: {},
      debug_promotion_l10n: {},
    });
    expect(parsePromotionConfig({ promotion: "oops", debug_promotion_l10n: "[]" }).promotion).toEqual({});
  });

  it("parses each key on its own: one bad value spoils nothing else", () => {
    const config = parsePromotionConfig({
      promotion: JSON.stringify({ isFestival: true }),
      promotion_l10n: "{broken",
      debug_promotion: JSON.stringify({ startTime: START }),
      debug_promotion_l10n: JSON.stringify({ en: "Debug" }),
    });
    expect(config).toEqual({
      promotion: { isFestival: true },
      promotion_l10n: {},
      debug_promotion: { startTime: START },
      debug_promotion_l10n: { en: [{ text: "Debug" }] },
    });
  });
});

describe("promotionFor", () => {
  const config: PromotionConfig = {
    promotion: { isFestival: true },
    promotion_l10n: { en: [{ text: "Live" }] },
    debug_promotion: { isFestival: false },
    debug_promotion_l10n: { en: [{ text: "Debug" }] },
  };

  it("uses the live values in prod", () => {
    expect(promotionFor(config, "prod")).toEqual({
      promotion: config.promotion,
      l10n: config.promotion_l10n,
    });
  });

  it("uses the debug values in the sandbox", () => {
    expect(promotionFor(config, "sandbox")).toEqual({
      promotion: config.debug_promotion,
      l10n: config.debug_promotion_l10n,
    });
  });

  it("keeps to the debug values in the sandbox even when they are empty", () => {
    const noDebug = { ...config, debug_promotion: {}, debug_promotion_l10n: {} };
    expect(promotionFor(noDebug, "sandbox")).toEqual({ promotion: {}, l10n: {} });
  });
});

describe("festivalActive", () => {
  const festival = { startTime: START, endTime: END, isFestival: true };

  it("runs from the start time (inclusive) to the end time (exclusive)", () => {
    expect(festivalActive(festival, START - 1)).toBe(false);
    expect(festivalActive(festival, START)).toBe(true);
    expect(festivalActive(festival, END - 1)).toBe(true);
    expect(festivalActive(festival, END)).toBe(false);
  });

  it("needs the festival flag", () => {
    expect(festivalActive({ ...festival, isFestival: false }, START)).toBe(false);
    expect(festivalActive({ startTime: START, endTime: END }, START)).toBe(false);
  });

  it("needs both ends, in order", () => {
    expect(festivalActive({ isFestival: true, startTime: START }, START)).toBe(false);
    expect(festivalActive({ isFestival: true, endTime: END }, START)).toBe(false);
    expect(festivalActive({ isFestival: true, startTime: END, endTime: START }, START)).toBe(false);
    expect(festivalActive({}, START)).toBe(false);
  });

  it("exposes the window for the browser to check against its own clock", () => {
    expect(festivalWindow(festival)).toEqual({ startTime: START, endTime: END });
    expect(festivalWindow({ isFestival: false, startTime: START, endTime: END })).toBeNull();
  });
});

describe("promotionText", () => {
  const l10n = {
    en: [{ text: "Holiday sale: " }, { text: "80% off", color: "#f00" }],
    de: [{ text: "Feiertagsangebot" }],
    fr: [{ text: "  " }],
  };

  it("picks the language asked for", () => {
    expect(promotionText(l10n, "de")).toEqual([{ text: "Feiertagsangebot" }]);
  });

  it("falls back to English for a missing or blank language", () => {
    expect(promotionText(l10n, "ja")).toEqual(l10n.en);
    expect(promotionText(l10n, "fr")).toEqual(l10n.en);
  });

  it("is null when neither has text", () => {
    expect(promotionText({}, "de")).toBeNull();
    expect(promotionText({ de: [] }, "de")).toBeNull();
  });
});
