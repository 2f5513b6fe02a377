import type { Context } from "hono";
import { html } from "hono/html";
import { NO_STORE } from "../../edge/cache-control";
import type { AppEnv } from "../../env";
import { localizedPath } from "../../i18n/locale-path";
import { cardPage } from "../card-page";
import type { BillingTranslate } from "./billing-texts";
import { billingTexts, localeOrDefault } from "./billing-texts";

/**
 * The page a signed mail link opens (renewal off, e-mail confirmation): one card in the link's
 * language with a way to My account; private, and the link's query never leaves as a referrer.
 */
export async function linkPage(
  c: Context<AppEnv>,
  lang: string | undefined,
  titleKey: string,
  body: (t: BillingTranslate) => unknown,
) {
  const locale = localeOrDefault(lang);
  const t = await billingTexts(locale);
  return c.html(
    cardPage(
      locale,
      t(titleKey),
      html`<h1>${t(titleKey)}</h1>
      ${body(t)}
      <p><a href="${localizedPath(locale, "/myaccount")}">${t("stop.account")}</a></p>`,
    ),
    200,
    { "Cache-Control": NO_STORE, "Referrer-Policy": "no-referrer" },
  );
}
