import { html } from "hono/html";
import type { Promotion, PromotionL10n } from "../../shared/promotion";
import { OPS_ACTION_PATHS, OPS_PATH } from "./paths";
import type { PopupPreview } from "./popup-preview";
import type { PromotionTarget } from "./promotion-form";

const utcInput = (ms: number | undefined) =>
  ms === undefined ? "" : new Date(ms).toISOString().slice(0, 16);

const EXAMPLE = '{"en": [{"text": "Holiday sale: "}, {"text": "50% off", "color": "#e11d48"}]}';

/** The promotion editor for one target (live or the sandbox's debug set) and its preview. */
export function promotionSection(
  target: PromotionTarget,
  promotion: Promotion,
  l10n: PromotionL10n,
  preview: PopupPreview,
) {
  const other: PromotionTarget = target === "live" ? "debug" : "live";
  return html`<section class="card ops-section" id="promotion">
    <h2>Promotion (${target === "live" ? "live" : "sandbox rehearsal"})</h2>
    <p class="muted">
      ${target === "live" ? "What prod shows." : "What sandbox hosts show (debug_promotion)."}
      <a href="${OPS_PATH}?promo=${other}#promotion">Edit the ${other === "live" ? "live" : "sandbox"} promotion</a>
    </p>
    <form method="post" action="${OPS_ACTION_PATHS.promotion}" class="ops-form">
      <input type="hidden" name="target" value="${target}" />
      <label><input type="checkbox" name="festival" value="on" ${promotion.isFestival ? "checked" : ""} /> Festival popup on</label>
      <label>Start (UTC) <input type="datetime-local" name="start" value="${utcInput(promotion.startTime)}" /></label>
      <label>End (UTC, exclusive) <input type="datetime-local" name="end" value="${utcInput(promotion.endTime)}" /></label>
      <label>Texts per language: JSON, language code → segments <code>{ text, color? }</code>; English required.
        <textarea name="l10n" rows="8" spellcheck="false" placeholder="${EXAMPLE}">${JSON.stringify(l10n, null, 2)}</textarea>
      </label>
      <button type="submit" class="button button--primary">Save promotion</button>
    </form>
    <h3>Preview of the festival popup</h3>
    <div class="ops-previews">${preview.cards}</div>
  </section>`;
}
