import { type FestivalWindow, POPUP_TYPES } from "../../shared/popup-schedule";
import type { PromotionSegment } from "../../shared/promotion";
import { usePage } from "../page-context";
import {
  POPUP_FESTIVAL_ATTRIBUTE,
  POPUP_SLOT_CLASS,
  POPUP_TYPE_ATTRIBUTE,
  SEGMENT_COLOR_ATTRIBUTE,
} from "./popup-attributes";

export interface IndexPopupProps {
  /** The festival's window (epoch ms, end exclusive), or null when no festival is configured. */
  festival: FestivalWindow | null;
  /** The festival's own text from the promotion config, in the page's language; null: the default. */
  festivalText: readonly PromotionSegment[] | null;
  /** The pricing page in the page's language. */
  pricingHref: string;
}

/**
 * The index page's popup (spec section 4). Every type is server-rendered into an inert
 * `<template>`, so the page's HTML is the same for every visitor and no React runs in the
 * browser; client/enhance/index-popup.ts reads the visitor's clock, device and closed popups
 * and shows at most one, which a close keeps away for the rest of the local day.
 */
export function IndexPopup({ festival, festivalText, pricingHref }: IndexPopupProps) {
  const { t, assets, nonce } = usePage();
  return (
    <div
      className={POPUP_SLOT_CLASS}
      {...{ [POPUP_FESTIVAL_ATTRIBUTE]: festival ? JSON.stringify(festival) : undefined }}
    >
      {POPUP_TYPES.map((type) => (
        <template key={type} {...{ [POPUP_TYPE_ATTRIBUTE]: type }}>
          <div className="popup-backdrop">
            <div
              className={`popup popup--${type}`}
              role="dialog"
              aria-modal="true"
              aria-labelledby={`popup-title-${type}`}
              tabIndex={-1}
            >
              <button type="button" className="popup__close" aria-label={t("popups.close")}>
                <span aria-hidden="true">×</span>
              </button>
              <h2 id={`popup-title-${type}`} className="popup__title">
                {t(`popups.${type}.title`)}
              </h2>
              <p className="popup__text">
                {type === "festival" && festivalText
                  ? festivalText.map((segment, i) => (
                      // A fixed list from the config, never reordered: position is identity.
                      <span key={i} {...{ [SEGMENT_COLOR_ATTRIBUTE]: segment.color }}>
                        {segment.text}
                      </span>
                    ))
                  : t(`popups.${type}.text`)}
              </p>
              <a className="button button--primary button--large popup__cta" href={pricingHref}>
                {t(`popups.${type}.cta`)}
              </a>
            </div>
          </div>
        </template>
      ))}
      <script type="module" src={assets.popup} nonce={nonce} />
    </div>
  );
}
