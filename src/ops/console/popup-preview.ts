import { html } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";
import { DEFAULT_LOCALE, type Locale, ROUTED_LANGUAGES } from "../../i18n/languages";
import { loadNamespace, type MessageTree } from "../../i18n/messages";
import { type PromotionL10n, promotionText } from "../../shared/promotion";

type Html = HtmlEscapedString | Promise<HtmlEscapedString>;

export interface PopupPreview {
  cards: Html;
  /** CSS rules for the segment colours, for the page's nonce'd style element (decision 042). */
  colourRules: string[];
}

const festivalMessage = (tree: MessageTree | null, key: string): string | undefined => {
  const festival = tree?.festival;
  const value = typeof festival === "object" ? festival[key] : undefined;
  return typeof value === "string" ? value : undefined;
};

/**
 * The festival popup as each language would show it: its title and button from the locale files,
 * its text from the config (else English, else the default text), with the segments' colours.
 */
export async function popupPreview(l10n: PromotionL10n): Promise<PopupPreview> {
  const english = await loadNamespace(DEFAULT_LOCALE, "popups");
  const colourRules: string[] = [];
  const cards = await Promise.all(
    ROUTED_LANGUAGES.map(async ({ code, dir, name }) => {
      const own = await loadNamespace(code as Locale, "popups");
      const message = (key: string) => festivalMessage(own, key) ?? festivalMessage(english, key) ?? "";
      const segments = promotionText(l10n, code);
      const text = segments
        ? segments.map((segment, i) => {
            const className = `ops-seg-${code}-${i}`;
            if (segment.color) colourRules.push(`.${className}{color:${segment.color}}`);
            return html`<span class="${className}">${segment.text}</span>`;
          })
        : html`<span class="ops-default">${message("text")}</span>`;
      return html`<figure class="ops-popup" lang="${code}" dir="${dir}" data-testid="popup-preview-${code}">
        <figcaption>${name} (${code})${segments && l10n[code] === undefined ? " — English text" : ""}</figcaption>
        <strong>${message("title")}</strong>
        <p>${text}</p>
        <span class="button button--primary">${message("cta")}</span>
      </figure>`;
    }),
  );
  return { cards: html`${cards}`, colourRules };
}
