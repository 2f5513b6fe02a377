import { type ActivePromotion, type PromotionSegment, promotionText } from "../../shared/promotion";

/**
 * The promotion banner's segments for a language at `now`, or null when nothing is to be shown:
 * the promotion needs text (in the language or English) and, when the config gives a start or
 * an end, `now` inside that window (start inclusive, end exclusive).
 */
export function promotionBannerSegments(
  active: ActivePromotion,
  locale: string,
  now: number,
): readonly PromotionSegment[] | null {
  const { startTime, endTime } = active.promotion;
  if (startTime !== undefined && now < startTime) return null;
  if (endTime !== undefined && now >= endTime) return null;
  return promotionText(active.l10n, locale);
}

/**
 * The segment colours as CSS rules (`.promo-seg-0{color:#ff5a5f}`), for a nonce-carrying style
 * element: the CSP forbids style attributes. Colours were checked against SEGMENT_COLOR when
 * the config was parsed, so nothing but a hex colour reaches the rule.
 */
export function segmentColourRules(segments: readonly PromotionSegment[], prefix = "promo-seg"): string {
  return segments
    .map((segment, i) => (segment.color ? `.${prefix}-${i}{color:${segment.color}}` : ""))
    .join("");
}
