import { describe, expect, it } from "vitest";
import { typedBusinessDays } from "../../../test/support/business-days";
import { asHtml } from "../../../test/support/html-text";
import { localeMessages, TRANSLATED_LANGUAGES } from "../../../test/support/locale-messages";
import { get } from "../../../test/support/request";
import { MONEY_BACK_DAYS, REFUND_PROCESSING_BUSINESS_DAYS, RENEWAL_REFUND_DAYS } from "../../catalog/billing";
import { ACCOUNT_RECORDS_RETENTION_YEARS } from "../../catalog/legal";
import { categoriesOf, pluralSuffix } from "../../i18n/counted-message";
import { anyLanguageOf, type Locale, languageOf } from "../../i18n/languages";
import { localizedPath } from "../../i18n/locale-path";
import { createTranslator, loadMessages } from "../../i18n/messages";

/**
 * The durations the legal texts promise (issue 22: facts from data): each is counted from its
 * catalogue constant, and the policy page renders the catalogue's number.
 */
const MONEY_BACK = "terms-of-service.sections.money-back";
const COUNTED = [`${MONEY_BACK}.body.p1`, `${MONEY_BACK}.processing`, `${MONEY_BACK}.body.list1.b`] as const;

describe.each(TRANSLATED_LANGUAGES)("the terms of service's refund times in %s", (locale) => {
  const messages = localeMessages(locale);
  const needed = categoriesOf(anyLanguageOf(locale).intl);

  it.each(COUNTED)("%s is counted, with {{count}} in its forms", (key) => {
    const forms = messages.filter(([k]) => pluralSuffix(k)?.base === key);
    expect(messages.some(([k]) => k === key)).toBe(false);
    expect(forms.map(([k]) => pluralSuffix(k)?.category).sort()).toEqual([...needed].sort());
    // Arabic's one and two name the number in the noun ("يوم واحد", "يومين"), as elsewhere.
    const uncounted = forms.filter(
      ([k, text]) => !["one", "two"].includes(pluralSuffix(k)?.category ?? "") && !text.includes("{{count}}"),
    );
    expect(uncounted).toEqual([]);
  });

  it("the money-back paragraph names the processing time only through its counted phrase", () => {
    const paragraph = messages.filter(([k]) => pluralSuffix(k)?.base === `${MONEY_BACK}.body.p1`);
    expect(paragraph.filter(([, text]) => !text.includes("{{processing}}"))).toEqual([]);
    const typed = messages.filter(
      ([key, text]) =>
        key.startsWith("terms-of-service.") &&
        typedBusinessDays(locale, text) &&
        pluralSuffix(key)?.category !== "two",
    );
    expect(typed.map(([key]) => key)).toEqual([]);
  });
});

describe.each(["en", "ar", "ru", "ja"] as const satisfies readonly Locale[])(
  "the policy pages state the catalogue's durations in %s",
  (locale) => {
    const digits = new Intl.NumberFormat(languageOf(locale).intl);
    const page = async (path: string) => {
      const response = await get(localizedPath(locale, path), { "CF-IPCountry": "US" });
      expect(response.status).toBe(200);
      return response.text();
    };

    it("the terms of service: the refund processing time and the renewal refund window", async () => {
      const t = createTranslator(locale, await loadMessages(locale, ["terms-of-service"]));
      const processing = t(`${MONEY_BACK}.processing`, { count: REFUND_PROCESSING_BUSINESS_DAYS });
      const renewal = t(`${MONEY_BACK}.body.list1.b`);
      expect(processing).toContain(digits.format(REFUND_PROCESSING_BUSINESS_DAYS));
      expect(renewal).toContain(digits.format(RENEWAL_REFUND_DAYS));
      const html = await page("/terms-of-service");
      expect(html).toContain(asHtml(processing));
      expect(html).toContain(asHtml(renewal));
      // The paragraph as rendered: both of its counts, from the catalogue.
      const paragraph = t(`${MONEY_BACK}.body.p1`, { supportEmail: "{{supportEmail}}" });
      expect(paragraph).toContain(digits.format(MONEY_BACK_DAYS));
      expect(paragraph).toContain(processing);
    });

    it("the privacy policy: the records kept after deletion, and no delay before account data go", async () => {
      const t = createTranslator(locale, await loadMessages(locale, ["privacy-policy"]));
      const html = await page("/privacy-policy");
      const records = t("privacy-policy.sections.retention.body.list1.f", {
        count: ACCOUNT_RECORDS_RETENTION_YEARS,
      });
      expect(html).toContain(asHtml(records));
      // Deletion in My account erases the account data in one batch (src/backend/account/data).
      const accountData = t("privacy-policy.sections.retention.body.list1.a");
      expect(html).toContain(asHtml(accountData));
      expect(accountData).not.toMatch(/\p{Nd}/u);
    });
  },
);
