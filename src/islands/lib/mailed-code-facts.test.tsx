import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { type Locale, languageOf } from "../../i18n/languages";
import { loadMessages } from "../../i18n/messages";
import { rawMessages } from "../../pages/components/raw-messages";
import { EmailChangeCard } from "../my-account/email-change-card";
import { MAILED_CODE_FACTS } from "./mailed-code-facts";
import { translator } from "./texts";

/** The islands' translator over these namespaces, keys prefixed as the pages ship them. */
async function islandT(locale: Locale, namespaces: string[]) {
  const messages = await loadMessages(locale, namespaces);
  const texts = Object.fromEntries(
    namespaces.flatMap((ns) => Object.entries(rawMessages(messages, ns)).map(([k, v]) => [`${ns}.${k}`, v])),
  );
  return translator(texts, languageOf(locale).intl);
}

describe("the password-reset 'code sent' sentence states the code's length and lifetime", () => {
  it.each([
    ["en", ["a code with 6 digits is on its way", "It is valid for 10 minutes."]],
    ["de", ["ein 6-stelliger Code unterwegs", "Er gilt 10 Minuten."]],
    ["ar", ["رمزًا من 6 أرقام", "صالح لمدة 10 دقائق"]],
    ["pl", ["6-cyfrowy kod", "ważny przez 10 minut."]],
    ["ru", ["6-значный код", "действует 10 минут."]],
    ["ja", ["6桁のコード", "有効期限は10分です"]],
  ] as const)("%s, from the backend's numbers", async (locale, forms) => {
    const t = await islandT(locale, ["forgetpassword"]);
    const text = t("forgetpassword.sent", { email: "a@example.com", ...MAILED_CODE_FACTS });
    for (const form of forms) expect(text).toContain(form);
  });

  it.each([
    ["en", 1, 8, ["a code with 8 digits", "valid for 1 minute."]],
    ["ar", 2, 8, ["من 8 أرقام", "لمدة دقيقتين"]],
    ["ru", 2, 4, ["4-значный", "действует 2 минуты."]],
    ["pl", 5, 6, ["przez 5 minut."]],
  ] as const)("%s follows other numbers: %i minutes, %i digits", async (locale, count, digits, forms) => {
    const t = await islandT(locale, ["forgetpassword"]);
    const text = t("forgetpassword.sent", { email: "a@example.com", count, digits });
    for (const form of forms) expect(text).toContain(form);
  });
});

function card(t: Awaited<ReturnType<typeof islandT>>) {
  return renderToStaticMarkup(
    <EmailChangeCard
      t={t}
      language="en"
      twoFactorOn={false}
      toast={() => {}}
      paths={{ request: "/myaccount/email", confirm: "/myaccount/email/confirm" }}
      awaitingCode
    />,
  );
}

describe("My account's e-mail change states the undo window and the code from the data", () => {
  it.each([
    [
      "en",
      [
        "undoes the change for 7 days.",
        "a code with 6 digits is on its way there. Enter it within 10 minutes.",
      ],
    ],
    ["ru", ["в течение 7 дней", "6-значный код", "в течение 10 минут."]],
    ["pl", ["przez 7 dni", "6-cyfrowy kod", "w ciągu 10 minut."]],
    ["ar", ["خلال 7 أيام", "رمزًا من 6 أرقام", "خلال 10 دقائق"]],
    ["de", ["7 Tage lang", "6-stelliger Code", "innerhalb von 10 Minuten"]],
  ] as const)("%s", async (locale, forms) => {
    const html = card(await islandT(locale, ["myaccount", "account"]));
    for (const form of forms) expect(html).toContain(form);
    expect(html).not.toMatch(/\{\{|_other/);
  });

  it("the e-mail-change sentence follows other numbers (ru: 1 minute, 2 minutes)", async () => {
    const t = await islandT("ru", ["myaccount"]);
    expect(t("myaccount.emailChange.sentUnnamed", { count: 1, digits: 6 })).toContain("в течение 1 минуты.");
    expect(t("myaccount.emailChange.sentUnnamed", { count: 2, digits: 6 })).toContain("в течение 2 минут.");
    expect(t("myaccount.emailChange.intro", { count: 1 })).toContain("в течение 1 дня");
  });
});
