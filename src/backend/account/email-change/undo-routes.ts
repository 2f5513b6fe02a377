import { type Context, Hono } from "hono";
import { html } from "hono/html";
import { BODY_LIMITS, capBody } from "../../../edge/body-limit";
import { NO_STORE } from "../../../edge/cache-control";
import type { AppEnv } from "../../../env";
import { LOCALES, type Locale } from "../../../i18n/languages";
import { localizedPath } from "../../../i18n/locale-path";
import { createTranslator, loadMessages } from "../../../i18n/messages";
import { cardPage } from "../../card-page";
import { EMAIL_UNDO_PATH } from "./mails";
import { pendingUndo, undoEmailChange } from "./undo";

async function page(
  c: Context<AppEnv>,
  locale: Locale,
  body: (t: (key: string, p?: Record<string, string>) => string) => unknown,
) {
  const messages = await loadMessages(locale, ["myaccount"]);
  const translate = createTranslator(locale, messages);
  const t = (key: string, params?: Record<string, string>) =>
    translate(`myaccount.emailChange.undo.${key}`, params);
  return c.html(
    cardPage(
      locale,
      t("title"),
      html`<h1>${t("title")}</h1>
      ${body(t)}
      <p><a href="${localizedPath(locale, "/myaccount")}">${t("account")}</a></p>`,
    ),
    200,
    { "Cache-Control": NO_STORE, "Referrer-Policy": "no-referrer" },
  );
}

/**
 * The old address's undo link (decision 140). GET shows what will happen and a button (mail
 * scanners fetch links but do not submit forms); the button's same-origin POST undoes the change.
 * No session: the link's token is the authority, and it works once.
 */
export function emailUndoRoutes() {
  const routes = new Hono<AppEnv>();
  for (const locale of LOCALES) {
    const path = localizedPath(locale, EMAIL_UNDO_PATH);
    routes.get(path, async (c) => {
      const token = c.req.query("token") ?? "";
      const change = await pendingUndo(c.env.DB, token, Date.now());
      return page(c, locale, (t) =>
        change
          ? html`<p>${t("question", { email: change.old_email })}</p>
        <form method="post" action="${path}">
          <input type="hidden" name="token" value="${token}">
          <button class="button button--primary">${t("confirm")}</button>
        </form>`
          : html`<p role="alert">${t("invalid")}</p>`,
      );
    });
    routes.post(path, capBody(BODY_LIMITS.smallForm), async (c) => {
      const origin = c.req.header("Origin");
      const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      const token = typeof form.token === "string" ? form.token : "";
      const outcome =
        origin && origin !== new URL(c.req.url).origin
          ? ({ done: false, reason: "invalid" } as const)
          : await undoEmailChange(c.env.DB, token, Date.now());
      return page(c, locale, (t) =>
        outcome.done
          ? html`<p role="status">${t("done", { email: outcome.email })}</p>
            <p><a class="button button--primary" href="${localizedPath(locale, "/forgetpassword")}">${t("reset")}</a></p>`
          : html`<p role="alert">${t(outcome.reason)}</p>`,
      );
    });
  }
  return routes;
}
