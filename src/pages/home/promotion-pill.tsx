import { ArrowRight, Sparkles } from "lucide-react";
import type { ActivePromotion } from "../../shared/promotion";
import { Icon } from "../components/icon";
import { LocalLink } from "../components/local-link";
import { usePage } from "../page-context";
import { promotionBannerSegments, segmentColourRules } from "./promotion-banner";

/**
 * The promotion banner slot above the home headline: the active promotion's localized text in
 * its coloured segments, linking to pricing; nothing when no promotion runs. The colours come
 * as class rules in a nonce-carrying style element that React hoists into the head.
 */
export function PromotionPill({ promotion, now }: { promotion: ActivePromotion; now: number }) {
  const { t, language, nonce } = usePage();
  const segments = promotionBannerSegments(promotion, language.code, now);
  if (!segments) return null;
  const rules = segmentColourRules(segments);
  return (
    <div className="promo-pill">
      {rules ? (
        <style href="promotion-segments" precedence="promotion" nonce={nonce}>
          {rules}
        </style>
      ) : null}
      <Icon icon={Sparkles} />
      <p>
        {segments.map((segment, i) => (
          <span key={`${i}-${segment.text}`} className={segment.color ? `promo-seg-${i}` : undefined}>
            {segment.text}
          </span>
        ))}
      </p>
      <LocalLink to="/pricing">
        {t("home.promoCta")}
        <Icon icon={ArrowRight} directional />
      </LocalLink>
    </div>
  );
}
