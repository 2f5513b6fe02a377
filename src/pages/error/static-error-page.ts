import type { RoutedLanguage } from "../../i18n/languages";
import { loadMessages } from "../../i18n/messages";
import { ASSETS } from "../assets";

const ENGLISH = {
  title: "The site is briefly unavailable",
  text: "Something went wrong on our side. Please try again in a minute.",
  retry: "Try again",
};

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[char] ?? char,
  );

/**
 * The page of last resort, for when the home page itself cannot render: plain HTML, no React,
 * no script, in the visitor's language when its messages still load (English otherwise).
 */
export async function staticErrorPage(language: RoutedLanguage, homeHref: string): Promise<string> {
  let texts = ENGLISH;
  try {
    const messages = await loadMessages(language.code, ["errors"]);
    const own = messages.errors?.unavailable;
    if (own && typeof own === "object") texts = { ...ENGLISH, ...(own as Partial<typeof ENGLISH>) };
  } catch {
    // The English text above stands.
  }
  return `<!DOCTYPE html><html lang="${language.iso}" dir="${language.dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(texts.title)}</title><link rel="stylesheet" href="${ASSETS.styles}"></head><body><main id="main" class="container section"><h1>${escapeHtml(texts.title)}</h1><p>${escapeHtml(texts.text)}</p><p><a class="btn btn-primary" href="${escapeHtml(homeHref)}">${escapeHtml(texts.retry)}</a></p></main></body></html>`;
}
