import { resetPromotionConfigCache } from "../../promotions/promotion-config";
import { type ActionResult, refused } from "./action-result";
import { auditedConfigWrite, safeJson } from "./config-write";
import { issuesText } from "./issues-text";
import { PROMOTION_TARGETS, promotionForm } from "./promotion-form";

/** Saves the live or the sandbox promotion (dates and texts) after checking the form. */
export async function savePromotion(
  env: { DB: D1Database; CONFIG: KVNamespace },
  actor: string,
  form: Record<string, unknown>,
  nowMs: number,
): Promise<ActionResult> {
  const parsed = promotionForm.safeParse(form);
  if (!parsed.success) return refused(400, `Promotion not saved. ${issuesText(parsed.error)}.`);
  const { target, promotion, l10n } = parsed.data;
  const keys = PROMOTION_TARGETS[target];
  const [beforePromotion, beforeL10n] = await Promise.all([
    env.CONFIG.get(keys.promotion),
    env.CONFIG.get(keys.l10n),
  ]);
  const result = await auditedConfigWrite(
    env,
    {
      actor,
      action: "promotion",
      target: `CONFIG:${keys.promotion}`,
      before: { [keys.promotion]: safeJson(beforePromotion), [keys.l10n]: safeJson(beforeL10n) },
      after: { [keys.promotion]: promotion, [keys.l10n]: l10n },
      at: nowMs,
    },
    { [keys.promotion]: JSON.stringify(promotion), [keys.l10n]: JSON.stringify(l10n) },
    `${target === "live" ? "Live" : "Sandbox"} promotion saved (live within a minute).`,
  );
  resetPromotionConfigCache();
  return result;
}
