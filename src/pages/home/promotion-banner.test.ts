import { describe, expect, it } from "vitest";
import { parsePromotion, parsePromotionL10n } from "../../shared/promotion";
import { promotionBannerSegments, segmentColourRules } from "./promotion-banner";

const START = Date.UTC(2026, 10, 20);
const END = Date.UTC(2026, 10, 30);
const l10n = parsePromotionL10n(
  JSON.stringify({
    en: [{ text: "Black Friday: " }, { text: "70% off", color: "#ffcc00" }],
    de: [{ text: "Black Friday: " }, { text: "70 % Rabatt", color: "#ffcc00" }],
  }),
);
const active = {
  promotion: parsePromotion(JSON.stringify({ startTime: START, endTime: END, isFestival: true })),
  l10n,
};

describe("promotion banner", () => {
  it("shows the language's segments inside the window", () => {
    expect(promotionBannerSegments(active, "de", START)?.[1]?.text).toBe("70 % Rabatt");
  });

  it("falls back to English for a language without text", () => {
    expect(promotionBannerSegments(active, "ja", START + 1)?.[1]?.text).toBe("70% off");
  });

  it("shows nothing before the start or from the end on", () => {
    expect(promotionBannerSegments(active, "en", START - 1)).toBeNull();
    expect(promotionBannerSegments(active, "en", END)).toBeNull();
  });

  it("shows nothing without text, and an open-ended promotion with text", () => {
    expect(promotionBannerSegments({ promotion: {}, l10n: {} }, "en", START)).toBeNull();
    expect(promotionBannerSegments({ promotion: {}, l10n }, "en", START)).not.toBeNull();
  });

  it("turns only validated colours into rules", () => {
    const segments = parsePromotionL10n(
      JSON.stringify({
        en: [{ text: "a", color: "#fff" }, { text: "b", color: "red;}body{x:y" }, { text: "c" }],
      }),
    ).en;
    expect(segmentColourRules(segments ?? [])).toBe(".promo-seg-0{color:#fff}");
  });
});
