import { describe, expect, it } from "vitest";
import { localeMessages, TRANSLATED_LANGUAGES } from "../../test/support/locale-messages";
import { BIDI_RULE, typographyIssues } from "./typography";
import { TYPOGRAPHY_ALLOWLIST } from "./typography-allowlist";

describe.each(TRANSLATED_LANGUAGES)("typography of every %s message", (locale) => {
  it("follows the language's rules (decision 148)", () => {
    const broken = localeMessages(locale)
      .filter(([key]) => !(`${locale}:${key}` in TYPOGRAPHY_ALLOWLIST))
      .flatMap(([key, text]) => typographyIssues(locale, text).map((issue) => `${key}: ${issue}`));
    expect(broken).toEqual([]);
  });
});

describe("the typography rules", () => {
  it.each([
    ["en", 'the service is provided "as is"', "straight double quote"],
    ["en", "you don't need to", "straight apostrophe (’)"],
    ["de", "Bitte warten...", "three dots (…)"],
    ["fr", "Pas convaincu ? Oui", "French: ; : ! ? » and after « take a narrow no-break space"],
    ["fr", "touchez « Connecter »", "French: ; : ! ? » and after « take a narrow no-break space"],
    ["fr", "Pas convaincu? Oui", "French: ; : ! ? » and after « take a narrow no-break space"],
    ["ar", "ماذا يحدث بعد 30 يومًا?", "Arabic: ، ؛ ؟ after Arabic words"],
    ["ar", "اشتراك واحد, كل المنصّات", "Arabic: ، ؛ ؟ after Arabic words"],
    ["pt", "escolha «Servidor mais rápido»", "quotation marks of another language"],
    ["de", "auf “Verbinden” tippen", "quotation marks of another language"],
    ["en", "servers ,apps  and more", "double space"],
    ["ar", "أصبح بريدك الإلكتروني الآن {{email}}.", BIDI_RULE],
    ["ar", "مثل name@example.com.", BIDI_RULE],
    ["ar", "عنوان IP الحالي لديك هو \u2068{{ip}}.", BIDI_RULE],
  ] as const)("%s: %s breaks %s", (locale, text, rule) => {
    expect(typographyIssues(locale, text)).toContain(rule);
  });

  it.each([
    ["fr", "Pas convaincu\u202f? Touchez «\u202fConnecter\u202f»\u202f: c’est tout."],
    ["en", "Tap “Connect”, it’s done… <a href='https://example.com/a?b=c'>{{name}}</a>"],
    ["ar", "ماذا يحدث بعد ٣٠ يومًا؟ اشتراك واحد، كل المنصّات؛ «اتصال»"],
    ["ja", "「接続」をタップします。"],
    ["fr", "Écrivez à support@example.com ou https://example.com/x?y=1\u202f: {{count}} jours"],
    ["ar", "أصبح بريدك الإلكتروني الآن \u2068{{email}}\u2069. مثل \u2068name@example.com\u2069."],
    ["en", "Your address is now {{email}}."],
  ] as const)("%s: %s is clean", (locale, text) => {
    expect(typographyIssues(locale, text)).toEqual([]);
  });
});
