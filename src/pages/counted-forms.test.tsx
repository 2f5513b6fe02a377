import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { withoutIslandProps } from "../../test/support/island-props";
import { get } from "../../test/support/request";
import { API_ERRORS } from "../api/codes";
import type { Plan } from "../api/payment";
import { DOWNLOAD_PRODUCTS } from "../catalog/download-products";
import { SERVER_CONTINENT_COUNT, SERVER_REGION_IDS } from "../catalog/server-regions";
import { LOCALES, type Locale, languageOf } from "../i18n/languages";
import { loadMessages } from "../i18n/messages";
import { Checkout, type CheckoutProps } from "../islands/checkout";
import { ApiFailure } from "../islands/lib/api";
import { errorText } from "../islands/lib/errors";
import { translator } from "../islands/lib/texts";
import { checkoutMethod } from "./checkout/checkout-methods";
import { rawMessages } from "./components/raw-messages";

/** A page's HTML without the islands' JSON props (they carry every form, chosen or not). */
const page = async (path: string) =>
  withoutIslandProps(await (await get(path, { "CF-IPCountry": "US" })).text());

describe("counted facts on rendered pages take the locale's plural form", () => {
  it("the catalogue and the language list hold the counts these forms are written for", () => {
    expect([
      SERVER_REGION_IDS.length,
      SERVER_CONTINENT_COUNT,
      DOWNLOAD_PRODUCTS.length,
      LOCALES.length,
    ]).toEqual([14, 5, 9, 18]);
  });

  it.each([
    [
      "ar",
      ["تغطي الآن 14 دولة في 5 قارات", "بـ18 لغة", "خوادم في 14 دولة", "تطبيقات لـ9 منصات", "لمدة 30 يومًا"],
    ],
    [
      "pl",
      [
        "obejmuje już 14 krajów na 5 kontynentach",
        "w 18 językach",
        "serwery w 14 krajach",
        "aplikacje na 9 platform",
        "30-dniową",
      ],
    ],
    [
      "ru",
      [
        "охватывает уже 14 стран на 5 континентах",
        "на 18 языках",
        "серверы в 14 странах",
        "для 9 платформ",
        "в течение 30 дней",
      ],
    ],
    [
      "ja",
      ["5大陸14か国", "18言語に対応", "14か国のサーバー", "9種類のプラットフォーム", "30日間の返金保証"],
    ],
  ])("/%s/press-room", async (locale, forms) => {
    const html = await page(`/${locale}/press-room`);
    for (const form of forms) expect(html).toContain(form);
    expect(html).not.toMatch(/\{\{|_other|_many/);
  });

  it.each([
    ["ar", ["ضمان استرداد الأموال لمدة 30 يومًا", "فترة تجريبية لمدة 7 أيام"]],
    [
      "pl",
      ["30-dniowa gwarancja", "w ciągu 30 dni od zakupu", "7 dni okresu próbnego", "Serwery w 14 krajach"],
    ],
    [
      "ru",
      [
        "30-дневная гарантия",
        "в течение 30 дней после покупки",
        "пробный период на 7 дней",
        "30-дневную гарантию",
      ],
    ],
    ["ja", ["30日間の返金保証", "7日間のトライアル"]],
  ])("/%s/pricing", async (locale, forms) => {
    const html = await page(`/${locale}/pricing`);
    for (const form of forms) expect(html).toContain(form);
  });

  it.each([
    ["", ["14 regions", "Servers on 5 continents", "30 days", "30-day money-back guarantee", "9 platforms"]],
    ["ar", ["14 منطقة", "خوادم في 5 قارات", "30 يومًا", "ضمان استرداد الأموال خلال 30 يومًا", "9 منصّات"]],
    ["pl", ["14 regionów", "Serwery na 5 kontynentach", "30 dni", "30-dniowa gwarancja", "9 platform"]],
    ["ru", ["14 регионов", "Серверы на 5 континентах", "30 дней", "30 дней на возврат денег", "9 платформ"]],
    ["ja", ["14地域", "5大陸にサーバーを設置", "30日間", "30日間返金保証", "9プラットフォーム"]],
  ])(
    "the home page and footer in /%s count regions, continents, platforms and money-back days from the catalogue",
    async (locale, forms) => {
      const html = await page(`/${locale}`);
      for (const form of forms) expect(html).toContain(form);
      expect(html).not.toMatch(/\{\{count\}\}/);
    },
  );
});

/** A trial plan of `days` days, as the plans API answers it. */
const trialPlan = (days: number): Plan => ({
  id: 7,
  price_amount: 12.99,
  price_unit: 1,
  price_discount_amount: 12.99,
  price_deduction_amount: 0,
  trial_price: 1.99,
  money: 12.99,
  currency: "USD",
  currencySymbol: "$",
  discount_percent: 0,
  trial_days: days,
  renewal_amount: 12.99,
  renewal_months: 1,
  recommended: false,
});

async function checkout(locale: Locale, days: number): Promise<string> {
  const messages = await loadMessages(locale, ["pricing-checkout-id", "pricing"]);
  const props: CheckoutProps = {
    locale,
    plans: [trialPlan(days)],
    selectedId: 7,
    quotedAt: 0,
    methods: [checkoutMethod("card")],
    method: "card",
    signedIn: true,
    email: "",
    affiliate: null,
    invite: null,
    recaptcha: { src: null, siteKeys: { v2: "", v3: "" } },
    returnPath: "/paystatus",
    moneyBackDays: days,
    localHint: null,
    texts: rawMessages(messages, "pricing-checkout-id"),
  };
  return renderToStaticMarkup(<Checkout {...props} />);
}

describe("the checkout island counts trial and refund days", () => {
  it.each([
    ["ar", 1, ["فترة تجريبية لمدة يوم واحد", "خلال يوم واحد من الشراء"]],
    ["ar", 2, ["فترة تجريبية لمدة يومين", "المبلغ المدفوع اليوم لمدة يومين", "خلال يومين من الشراء"]],
    ["ar", 3, ["فترة تجريبية لمدة 3 أيام"]],
    ["ar", 11, ["فترة تجريبية لمدة 11 يومًا"]],
    ["ar", 100, ["فترة تجريبية لمدة 100 يوم"]],
    ["pl", 1, ["1 dzień okresu próbnego", "Płatne dziś za 1 dzień", "w ciągu 1 dnia od zakupu"]],
    ["pl", 2, ["2 dni okresu próbnego", "w ciągu 2 dni od zakupu"]],
    ["pl", 5, ["5 dni okresu próbnego", "w ciągu 5 dni od zakupu"]],
    [
      "ru",
      21,
      ["Пробный период на 21 день", "Списывается сегодня за 21 день", "в течение 21 дня после покупки"],
    ],
    [
      "ru",
      22,
      ["Пробный период на 22 дня", "Списывается сегодня за 22 дня", "в течение 22 дней после покупки"],
    ],
    [
      "ru",
      25,
      ["Пробный период на 25 дней", "Списывается сегодня за 25 дней", "в течение 25 дней после покупки"],
    ],
    ["ja", 2, ["2日間トライアル", "本日のお支払い（2日間）", "ご購入から2日以内"]],
    ["fr", 1, ["Essai de 1 jour", "dans un délai de 1 jour après"]],
    ["en", 1, ["1-day trial", "Charged today for 1 day", "within 1 day of purchase"]],
  ] as const)("%s, %i days", async (locale, days, forms) => {
    const html = await checkout(locale, days);
    for (const form of forms) expect(html).toContain(form);
  });
});

async function rateLimited(locale: Locale, retryAfterSeconds: number): Promise<string> {
  const messages = await loadMessages(locale, ["account"]);
  const t = translator(
    Object.fromEntries(Object.entries(rawMessages(messages, "account")).map(([k, v]) => [`account.${k}`, v])),
    languageOf(locale).intl,
  );
  return errorText(
    new ApiFailure(
      429,
      { code: API_ERRORS.rateLimited.code, message: API_ERRORS.rateLimited.message, data: null },
      retryAfterSeconds,
    ),
    t,
  );
}

describe("the account's rate-limit message counts the minutes to wait", () => {
  it.each([
    ["ar", 60, "انتظر دقيقة واحدة"],
    ["ar", 120, "انتظر دقيقتين"],
    ["ar", 300, "انتظر 5 دقائق"],
    ["ar", 900, "انتظر 15 دقيقة"],
    ["pl", 120, "Odczekaj 2 minuty"],
    ["pl", 300, "Odczekaj 5 minut"],
    ["pl", 60, "Odczekaj 1 minutę"],
    ["ru", 21 * 60, "Подождите 21 минуту"],
    ["ru", 22 * 60, "Подождите 22 минуты"],
    ["ru", 25 * 60, "Подождите 25 минут"],
    ["ja", 900, "15分ほど待って"],
    ["en", 60, "Please wait 1 minute and"],
    ["en", 900, "Please wait 15 minutes and"],
  ] as const)("%s, %i s", async (locale, seconds, form) => {
    expect(await rateLimited(locale, seconds)).toContain(form);
  });
});
