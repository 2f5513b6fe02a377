import { html } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";
import { type Locale, languageOf } from "../i18n/languages";
import { ASSETS, STYLE_SHEET_URLS } from "../pages/assets";

type Html = HtmlEscapedString | Promise<HtmlEscapedString>;

/**
 * A one-card page outside the site's renderer (the sandbox checkout, the one-click renewal page):
 * these routes answer before the locale middleware, so they cannot use the page layout.
 */
export function cardPage(locale: Locale, title: string, card: Html): Html {
  const language = languageOf(locale);
  return html`<!doctype html>
<html lang="${language.iso}" dir="${language.dir}">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <title>${title}</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml">
    <link rel="stylesheet" href="${ASSETS.styles}">
    <link rel="stylesheet" href="${STYLE_SHEET_URLS.payment}">
  </head>
  <body class="sandbox-pay">
    <main class="sandbox-pay__card">
      ${card}
    </main>
  </body>
</html>`;
}
