import { describe, expect, it } from "vitest";
import { typedBusinessDays } from "../../test/support/business-days";
import { asHtml } from "../../test/support/html-text";
import { localeMessages, TRANSLATED_LANGUAGES } from "../../test/support/locale-messages";
import { get } from "../../test/support/request";
import { AFFILIATE_REVIEW_BUSINESS_DAYS } from "../catalog/affiliate-programme";
import { PRESS_REPLY_BUSINESS_DAYS, SUPPORT_REPLY_BUSINESS_DAYS } from "../catalog/company";
import { categoriesOf, pluralSuffix } from "./counted-message";
import { anyLanguageOf, type Locale, languageOf } from "./languages";
import { localizedPath } from "./locale-path";
import { createTranslator, loadMessages } from "./messages";

/**
 * The reply times the site promises (issue 22: facts from data, plurals by CLDR): each message is
 * counted and filled from its catalogue constant, and the page that shows it renders that number.
 */
const REPLY_TIMES = [
  { key: "contact-us.meta.description", count: SUPPORT_REPLY_BUSINESS_DAYS, page: "/contact-us" },
  { key: "contact-us.intro", count: SUPPORT_REPLY_BUSINESS_DAYS, page: "/contact-us" },
  { key: "contact-us.response.text", count: SUPPORT_REPLY_BUSINESS_DAYS, page: "/contact-us" },
  // The confirmation after a successful post (the redirect carries the reference).
  { key: "contact-us.sent.text", count: SUPPORT_REPLY_BUSINESS_DAYS, page: "/contact-us?sent=AB12CD34EF" },
  // The seller block (About, the checkout, receipts) of the footer namespace.
  { key: "footer.seller.replyPromise", count: SUPPORT_REPLY_BUSINESS_DAYS, page: "/aboutus" },
  { key: "press-room.contact.response", count: PRESS_REPLY_BUSINESS_DAYS, page: "/press-room" },
  { key: "affiliate.steps.items.apply.text", count: AFFILIATE_REVIEW_BUSINESS_DAYS, page: "/affiliate" },
] as const;

/** The namespaces that state a reply time: none of their messages may type one in. */
const NAMESPACES = ["contact-us", "footer", "press-room", "affiliate"];

describe.each(TRANSLATED_LANGUAGES)("reply times in %s", (locale) => {
  const messages = localeMessages(locale);
  const needed = categoriesOf(anyLanguageOf(locale).intl);

  it.each(REPLY_TIMES.map(({ key }) => key))("%s is counted, with {{count}} in its forms", (key) => {
    const forms = messages.filter(([k]) => pluralSuffix(k)?.base === key);
    expect(messages.some(([k]) => k === key)).toBe(false);
    expect(forms.map(([k]) => pluralSuffix(k)?.category).sort()).toEqual([...needed].sort());
    // Arabic's dual names the number in the noun ("يومَي عمل"), as its other counted messages do.
    const uncounted = forms.filter(
      ([k, text]) => pluralSuffix(k)?.category !== "two" && !text.includes("{{count}}"),
    );
    expect(uncounted).toEqual([]);
  });

  it("names business days only as a count", () => {
    const typed = messages.filter(
      ([key, text]) =>
        NAMESPACES.includes(key.split(".")[0] ?? "") &&
        typedBusinessDays(locale, text) &&
        !(pluralSuffix(key)?.category === "two"),
    );
    expect(typed.map(([key]) => key)).toEqual([]);
  });
});

describe("a typed-in reply time is spotted", () => {
  it.each([
    ["en", "answer within one business day", true],
    ["en", "reply within 3 business days", true],
    ["ja", "1営業日以内にご返信します", true],
    ["ja", "翌営業日までに返信します", true],
    ["ar", "خلال ثلاثة أيام عمل", true],
    ["ru", "в течение одного рабочего дня", true],
    ["de", "innerhalb eines Werktags", true],
    ["en", "answer within {{count}} business days", false],
    ["es", "en {{count}} de días hábiles", false],
    ["ja", "{{count}}営業日以内", false],
    ["ru", "в течение {{count}} рабочих дней", false],
    ["en", "seven days a week", false],
  ] as const)("%s: %s", (locale, text, found) => {
    expect(typedBusinessDays(locale, text)).toBe(found);
  });
});

describe.each(["en", "ar", "ru", "ja"] as const satisfies readonly Locale[])(
  "pages state the catalogue's reply times in %s",
  (locale) => {
    const digits = new Intl.NumberFormat(languageOf(locale).intl);

    it.each(REPLY_TIMES)("$page shows $key", async ({ key, count, page }) => {
      const t = createTranslator(locale, await loadMessages(locale, NAMESPACES));
      const text = t(key, { count });
      expect(text).toContain(digits.format(count));
      const response = await get(localizedPath(locale, page), { "CF-IPCountry": "US" });
      expect(response.status).toBe(200);
      expect(await response.text()).toContain(asHtml(text));
    });
  },
);
