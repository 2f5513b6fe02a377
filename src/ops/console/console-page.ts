import type { Context } from "hono";
import { html } from "hono/html";
import { latestOutbox } from "../../backend/mail/outbox";
import type { AppEnv } from "../../env";
import { parseRedirectEntries, REDIRECTS_KEY } from "../../middleware/redirects/redirect-table";
import { ASSETS, STYLE_SHEET_URLS } from "../../pages/assets";
import { parsePromotion, parsePromotionL10n } from "../../shared/promotion";
import { logError } from "../error-log";
import { type ActionResult, refused, resultText } from "./action-result";
import { latestAudit } from "./audit";
import { auditSection } from "./audit-section";
import { findCustomer } from "./customer-lookup";
import { customerSection } from "./customer-section";
import { outboxSection } from "./outbox-section";
import { OPS_PATH } from "./paths";
import { popupPreview } from "./popup-preview";
import { PROMOTION_TARGETS, type PromotionTarget } from "./promotion-form";
import { promotionSection } from "./promotion-section";
import { redirectsSection } from "./redirects-section";

const STYLES = `
.ops-section{margin-block:1.5rem;padding:1.5rem}
.ops-form{display:grid;gap:.75rem;max-width:60rem}
.ops-form textarea{width:100%;font-family:ui-monospace,monospace;font-size:.875rem}
.ops-inline{display:inline-flex;gap:.5rem;align-items:end;flex-wrap:wrap}
.ops-table{border-collapse:collapse;width:100%;font-size:.875rem}
.ops-table th,.ops-table td{border-bottom:1px solid #d0d5dd;padding:.375rem .5rem;text-align:start;vertical-align:top}
.ops-table code{word-break:break-all}
.ops-facts{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}
.ops-previews{display:grid;grid-template-columns:repeat(auto-fill,minmax(16rem,1fr));gap:1rem}
.ops-popup{border:1px solid #d0d5dd;border-radius:.5rem;padding:1rem;margin:0;display:grid;gap:.5rem}
.ops-popup figcaption{font-size:.75rem;color:#667085}
.ops-notice{padding:1rem;border-radius:.5rem;margin-block:1rem;border:1px solid}
.ops-notice--ok{background:#ecfdf3;border-color:#6ce9a6}
.ops-notice--failed{background:#fef3f2;border-color:#fda29b}
`;

export interface ConsoleView {
  /** The customer lookup's query (GET ?q=, or the form's hidden field after an action). */
  query: string;
  promotionTarget: PromotionTarget;
  result?: ActionResult;
  /** A refused redirect edit is shown again as typed, so the operator can fix it. */
  redirectsDraft?: string;
}

/**
 * The console, or when its state cannot be read (D1 or KV down) just the notice: an action's
 * outcome is never lost behind a 500.
 */
export async function renderConsole(c: Context<AppEnv>, view: ConsoleView) {
  try {
    return await renderFullConsole(c, view);
  } catch (error) {
    logError(c, "ops console render", error);
    const result = view.result ?? refused(503);
    return c.html(
      html`<!doctype html><html lang="en"><head><meta charset="utf-8" /><meta name="robots" content="noindex, nofollow" />
<title>Operator console · VPN Master</title></head><body><main>
<p role="alert" data-testid="ops-notice">${resultText(result)}</p>
<p>The console's data could not be read; <a href="${OPS_PATH}">try again</a>.</p></main></body></html>`,
      result.ok ? 503 : result.status,
    );
  }
}

/** The whole console: the notice of an action, then every section from the current state. */
async function renderFullConsole(c: Context<AppEnv>, view: ConsoleView) {
  const { DB, CONFIG } = c.env;
  const keys = PROMOTION_TARGETS[view.promotionTarget];
  const [promotionRaw, l10nRaw, redirectsRaw, audit, customer, mails] = await Promise.all([
    CONFIG.get(keys.promotion),
    CONFIG.get(keys.l10n),
    CONFIG.get(REDIRECTS_KEY),
    latestAudit(DB),
    view.query === "" ? null : findCustomer(DB, view.query),
    c.get("environment") === "sandbox" ? latestOutbox(DB, 10) : null,
  ]);
  const l10n = parsePromotionL10n(l10nRaw);
  const preview = await popupPreview(l10n);
  const nonce = c.get("secureHeadersNonce") ?? "";
  const { result } = view;
  const status = result && !result.ok ? result.status : 200;
  return c.html(
    html`<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>Operator console · VPN Master</title>
    <link rel="stylesheet" href="${ASSETS.styles}" />
    <link rel="stylesheet" href="${STYLE_SHEET_URLS.popup}" />
    <style nonce="${nonce}">${STYLES}${preview.colourRules.join("")}</style>
  </head>
  <body>
    <main class="container section">
      <h1>Operator console</h1>
      <p class="muted">Signed in as <strong data-testid="ops-actor">${c.get("opsActor")}</strong> · ${c.get("environment")}</p>
      ${
        result
          ? html`<p role="${result.ok ? "status" : "alert"}" class="ops-notice ops-notice--${result.ok ? "ok" : "failed"}" data-testid="ops-notice">${resultText(result)}</p>`
          : ""
      }
      ${customerSection(view.query, customer)}
      ${promotionSection(view.promotionTarget, parsePromotion(promotionRaw), l10n, preview)}
      ${redirectsSection(view.redirectsDraft ?? (redirectsRaw === null ? [] : parseRedirectEntries(redirectsRaw)))}
      ${mails ? outboxSection(mails) : ""}
      ${auditSection(audit)}
    </main>
  </body>
</html>`,
    status,
  );
}
