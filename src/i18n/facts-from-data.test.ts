import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { BUSINESS_DAY_WORDS } from "../../test/support/business-days";
import { localeMessages, TRANSLATED_LANGUAGES } from "../../test/support/locale-messages";
import { get } from "../../test/support/request";
import {
  DEVICE_LIMIT,
  MONEY_BACK_DAYS,
  REFUND_PROCESSING_BUSINESS_DAYS,
  RENEWAL_REFUND_DAYS,
} from "../catalog/billing";
import { DOWNLOAD_PRODUCTS } from "../catalog/download-products";
import { SERVER_CONTINENT_COUNT, SERVER_REGION_IDS } from "../catalog/server-regions";
import { CODE_DIGITS, CODE_TTL_MINUTES, EMAIL_UNDO_DAYS } from "../catalog/verification-code";
import { CONTACT_LIMITS } from "../contact/contact-rules";
import { MAILED_CODE_FACTS } from "../islands/lib/mailed-code-facts";
import { translator } from "../islands/lib/texts";
import {
  MAILED_CODE_DIGITS_FACTS,
  PASSKEY_NAME_FACTS,
  PASSWORD_LENGTH_FACTS,
  RECOVERY_CODE_FACTS,
  RECOVERY_CODES_FACTS,
  TOTP_FACTS,
} from "../shared/account-text-facts";
import { PASSKEY_NAME_MAX_LENGTH } from "../shared/passkey-name";
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_LENGTH,
  TOTP_DIGITS,
} from "../shared/validation";
import { pluralSuffix } from "./counted-message";
import { anyLanguageOf, type LanguageCode, LOCALES, languageOf } from "./languages";
import { localizedPath } from "./locale-path";

/** The words that follow a number of days or of server countries, per language. */
const DAY_WORDS: Record<LanguageCode, string> = {
  en: "day",
  ar: "يوم|أيام",
  de: "Tag|tägig",
  es: "día",
  fr: "jour",
  it: "giorn",
  ja: "日",
  nl: "dag",
  pl: "dni|dzień|dniow",
  pt: "dia",
  ru: "дн|день",
  fa: "روز",
  hi: "दिन",
  id: "hari",
  ms: "hari",
  th: "วัน",
  tr: "gün",
  uk: "дн|день|доб",
};
const REGION_WORDS: Record<LanguageCode, string> = {
  en: "region|countr",
  ar: "دول|منطق|مناطق",
  de: "Region|Länder",
  es: "region|país",
  fr: "région|pays",
  it: "region|paes",
  ja: "か国|地域",
  nl: "regio|land",
  pl: "region|kraj",
  pt: "regi|país",
  ru: "регион|стран",
  fa: "منطقه|مناطق|کشور",
  hi: "क्षेत्र|देश",
  id: "wilayah|negara|region",
  ms: "wilayah|negara|rantau",
  th: "ภูมิภาค|ประเทศ",
  tr: "bölge|ülke",
  uk: "регіон|країн",
};

const DEVICE_WORDS: Record<LanguageCode, string> = {
  en: "device",
  ar: "جهاز|أجهزة",
  de: "Gerät",
  es: "dispositivo",
  fr: "appareil",
  it: "dispositiv",
  ja: "台",
  nl: "apparat|apparaat",
  pl: "urządze",
  pt: "dispositivo",
  ru: "устройств",
  fa: "دستگاه",
  hi: "डिवाइस|उपकरण",
  id: "perangkat",
  ms: "peranti",
  th: "อุปกรณ์|เครื่อง",
  tr: "cihaz",
  uk: "пристр",
};

const MINUTE_WORDS: Record<LanguageCode, string> = {
  en: "minute",
  ar: "دقيقة|دقائق",
  de: "Minute",
  es: "minuto",
  fr: "minute",
  it: "minut",
  ja: "分",
  nl: "minu",
  pl: "minut",
  pt: "minuto",
  ru: "минут",
  fa: "دقیقه",
  hi: "मिनट",
  id: "menit",
  ms: "minit",
  th: "นาที",
  tr: "dakika",
  uk: "хвилин|хв",
};

const CHARACTER_WORDS: Record<LanguageCode, string> = {
  en: "character",
  ar: "حرف|أحرف",
  de: "Zeichen",
  es: "carácter|caracteres",
  fr: "caractère",
  it: "caratter",
  ja: "文字",
  nl: "teken",
  pl: "znak",
  pt: "caracter",
  ru: "символ",
  fa: "نویسه|کاراکتر|حرف",
  hi: "अक्षर|कैरेक्टर|वर्ण",
  id: "karakter",
  ms: "aksara|karakter",
  th: "ตัวอักษร|อักขระ",
  tr: "karakter",
  uk: "символ|знак",
};

const PLATFORM_WORDS: Record<LanguageCode, string> = {
  en: "platform",
  ar: "منص",
  de: "Plattform",
  es: "plataforma",
  fr: "plateforme",
  it: "piattaform",
  ja: "プラットフォーム|種類",
  nl: "platform",
  pl: "platform",
  pt: "plataforma",
  ru: "платформ",
  fa: "پلتفرم|سکو",
  hi: "प्लैटफ़ॉर्म|प्लेटफ़ॉर्म|प्लेटफॉर्म",
  id: "platform",
  ms: "platform",
  th: "แพลตฟอร์ม",
  tr: "platform",
  uk: "платформ",
};

const CONTINENT_WORDS: Record<LanguageCode, string> = {
  en: "continent",
  ar: "قار",
  de: "Kontinent",
  es: "continente",
  fr: "continent",
  it: "continent",
  ja: "大陸",
  nl: "continent",
  pl: "kontynent",
  pt: "continente",
  ru: "континент",
  fa: "قاره",
  hi: "महाद्वीप",
  id: "benua",
  ms: "benua",
  th: "ทวีป",
  tr: "kıta",
  uk: "континент",
};

/**
 * The numbers a continent count could be written as, in words (any case or gender: "vier",
 * "czterech", "пяти", "خمس", "五"). The count has one home (SERVER_CONTINENT_COUNT), so no
 * translation may write one, in digits or in words.
 */
const NUMBER_WORDS: Record<LanguageCode, string> = {
  en: "one|two|three|four|five|six|seven",
  ar: "واحدة|اثنت\\p{L}*|ثلاث|أربع|خمس|ست|سبع",
  de: "ein\\p{L}*|zwei|drei|vier|fünf|sechs|sieben",
  es: "un|una|dos|tres|cuatro|cinco|seis|siete",
  fr: "un|une|deux|trois|quatre|cinq|six|sept",
  it: "un|una|due|tre|quattro|cinque|sei|sette",
  ja: "[一二三四五六七]",
  nl: "een|één|twee|drie|vier|vijf|zes|zeven",
  pl: "jed\\p{L}*|dw\\p{L}*|trz\\p{L}*|czter\\p{L}*|pię\\p{L}*|sześ\\p{L}*|siedm\\p{L}*",
  pt: "um|uma|dois|duas|três|quatro|cinco|seis|sete",
  ru: "одн\\p{L}*|дв\\p{L}*|тр\\p{L}*|четыр\\p{L}*|пят\\p{L}*|шест\\p{L}*|сем\\p{L}*",
  fa: "یک|دو|سه|چهار|پنج|شش|هفت",
  hi: "एक|दो|तीन|चार|पांच|पाँच|छह|सात",
  id: "satu|dua|tiga|empat|lima|enam|tujuh",
  ms: "satu|dua|tiga|empat|lima|enam|tujuh",
  th: "หนึ่ง|สอง|สาม|สี่|ห้า|หก|เจ็ด",
  tr: "bir|iki|üç|dört|beş|altı|yedi",
  uk: "одн\\p{L}*|дв\\p{L}*|тр\\p{L}*|чотир\\p{L}*|п’ят\\p{L}*|шіст\\p{L}*|сім\\p{L}*",
};

/** A number of continents typed into a text: "4 continents", "five continents", "4大陸". */
const typedContinents = (locale: LanguageCode) =>
  new RegExp(
    `(?<!\\p{L})(?:\\p{Nd}+|${NUMBER_WORDS[locale]})[\\s\u00a0\u202f-]*(?:(?:de|di)\\s+)?${CONTINENT_WORDS[locale]}`,
    "iu",
  );

/** The words for a code's digits, also as an adjective ("6-digit", "6-stelliger", "6-значный"). */
const DIGIT_WORDS: Record<LanguageCode, string> = {
  en: "digit",
  ar: "رقم|أرقام",
  de: "Ziffer|stellig",
  es: "dígito",
  fr: "chiffre",
  it: "cifr",
  ja: "桁",
  nl: "cijfer",
  pl: "cyfr",
  pt: "dígito",
  ru: "цифр|значн",
  fa: "رقم",
  hi: "अंक",
  id: "digit|angka",
  ms: "digit|angka",
  th: "หลัก",
  tr: "hane|basamak|rakam",
  uk: "цифр|значн",
};

/** What a recovery code is made of: letters (and digits), or characters. */
const LETTER_WORDS: Record<LanguageCode, string> = {
  en: "letter|character",
  ar: "حرف|أحرف|خان",
  de: "Buchstabe|Zeichen",
  es: "letra|carácter|caracteres",
  fr: "lettre|caractère",
  it: "letter|caratter",
  ja: "文字",
  nl: "letter|teken",
  pl: "liter|znak",
  pt: "letra|caracter",
  ru: "букв|символ",
  fa: "حرف|نویسه|کاراکتر",
  hi: "अक्षर|कैरेक्टर",
  id: "huruf|karakter",
  ms: "huruf|aksara",
  th: "ตัว(?:อักษร)?|อักขระ",
  tr: "harf|karakter",
  uk: "літер|символ|знак",
};

const CODE_WORDS: Record<LanguageCode, string> = {
  en: "code",
  ar: "رمز|رموز",
  de: "Code",
  es: "código",
  fr: "code",
  it: "codic",
  ja: "個|コード",
  nl: "code",
  pl: "kod",
  pt: "código",
  ru: "код",
  fa: "کد",
  hi: "कोड",
  id: "kode",
  ms: "kod",
  th: "รหัส",
  tr: "kod",
  uk: "код",
};

type Fact = { name: string; value: number; words: Record<LanguageCode, string> };

/**
 * The product's facts and how a translation would spell them if it typed them in: the catalogue's
 * (the refund windows and processing time the terms of service state among them),
 * the mailed code's lifetime and its undo window (catalog/verification-code.ts), the contact form's
 * limit (src/contact/contact-rules.ts), and the trial length the plans table holds (read in beforeAll).
 */
const FACTS: Fact[] = [
  { name: "money-back days", value: MONEY_BACK_DAYS, words: DAY_WORDS },
  { name: "days to ask for a renewal's refund", value: RENEWAL_REFUND_DAYS, words: DAY_WORDS },
  {
    name: "business days to process a refund",
    value: REFUND_PROCESSING_BUSINESS_DAYS,
    words: BUSINESS_DAY_WORDS,
  },
  { name: "server regions", value: SERVER_REGION_IDS.length, words: REGION_WORDS },
  { name: "devices per account", value: DEVICE_LIMIT, words: DEVICE_WORDS },
  { name: "platforms with an app", value: DOWNLOAD_PRODUCTS.length, words: PLATFORM_WORDS },
  { name: "minutes a mailed code lives", value: CODE_TTL_MINUTES, words: MINUTE_WORDS },
  { name: "days to undo an e-mail change", value: EMAIL_UNDO_DAYS, words: DAY_WORDS },
  { name: "characters of a contact message", value: CONTACT_LIMITS.message.max, words: CHARACTER_WORDS },
  { name: "shortest password", value: PASSWORD_MIN_LENGTH, words: CHARACTER_WORDS },
  { name: "longest password", value: PASSWORD_MAX_LENGTH, words: CHARACTER_WORDS },
  { name: "longest passkey name", value: PASSKEY_NAME_MAX_LENGTH, words: CHARACTER_WORDS },
  { name: "digits of a mailed code", value: CODE_DIGITS, words: DIGIT_WORDS },
  { name: "digits of an authenticator app's code", value: TOTP_DIGITS, words: DIGIT_WORDS },
  { name: "letters and digits of a recovery code", value: RECOVERY_CODE_LENGTH, words: LETTER_WORDS },
  { name: "recovery codes issued", value: RECOVERY_CODE_COUNT, words: CODE_WORDS },
];

beforeAll(async () => {
  const { results } = await env.DB.prepare("SELECT DISTINCT trial_days FROM plans WHERE trial_days > 0").all<{
    trial_days: number;
  }>();
  for (const { trial_days } of results)
    FACTS.push({ name: "trial days", value: trial_days, words: DAY_WORDS });
});

/** The number as a translation may group it: 5000, 5,000, 5.000, 5 000 (any space). */
const spelled = (value: number) =>
  String(value)
    .replace(/\B(?=(\d{3})+$)/g, "[,.\\s\u00a0\u202f\u066c]?")
    .replace(/^/, "(?<![\\d.,])")
    .concat("(?![\\d.,])");

/** Zeros of the digit sets a translation may write numbers in: Arabic-Indic, Persian, Devanagari, Thai. */
const DIGIT_ZEROS = [0x0660, 0x06f0, 0x0966, 0x0e50];

/** The text with every digit written as an ASCII one, so "۳۰ روز" is read as "30 روز". */
const asciiDigits = (text: string) =>
  text.replace(/\p{Nd}/gu, (digit) => {
    const code = digit.charCodeAt(0);
    const zero = DIGIT_ZEROS.find((z) => code >= z && code <= z + 9);
    return zero === undefined ? digit : String(code - zero);
  });

const typedIn = (text: string, value: number, words: string) =>
  new RegExp(`${spelled(value)}[\\s\\-\u00a0\u202f]*(?:${words})`, "iu").test(asciiDigits(text));

/** Other facts that happen to share a number with one above: notice and retention periods. */
const OTHER_FACTS = new Set([
  "cookie-policy.sections.attribution.body.p1",
  "terms-of-service.sections.changes.body.p1",
  "terms-of-service.sections.subscriptions.body.list1.price.text",
]);

const violations = (locale: LanguageCode) =>
  localeMessages(locale).flatMap(([key, text]) =>
    FACTS.filter((fact) => typedIn(text, fact.value, fact.words[locale])).map(() => key),
  );

describe("facts in the copy come from the catalogue", () => {
  it.each(TRANSLATED_LANGUAGES)("%s types no catalogue count into a translation", (locale) => {
    expect(violations(locale).filter((key) => !OTHER_FACTS.has(key))).toEqual([]);
  });

  it("the trial length is read from the plans (a trial plan exists)", () => {
    expect(FACTS.some((fact) => fact.name === "trial days")).toBe(true);
  });

  it.each([
    ["en", "valid for 10 minutes", true],
    ["de", "höchstens 5.000 Zeichen", true],
    ["fr", "5\u202f000 caractères", true],
    ["en", "a 7-day trial", true],
    ["ja", "9プラットフォーム", true],
    ["en", "valid for {{count}} minutes", false],
    ["en", "15,000 characters", false],
    ["en", "Enter the 6-digit code", true],
    ["ru", "Введите 6-значный код", true],
    ["de", "8 bis 20 Zeichen", true],
    ["ja", "10個のコード", true],
    ["fa", "ضمانت بازگشت وجه ۳۰ روزه", true],
    ["hi", "१० मिनट के लिए मान्य", true],
    ["en", "we process the refund within 10 business days", true],
    ["ru", "в течение 10 рабочих дней", true],
    ["ja", "10営業日以内", true],
    ["fa", "ظرف ۱۰ روز کاری", true],
    ["de", "innerhalb von 14 Tagen nach der Abbuchung", true],
    ["en", "within {{processing}} to the original payment method", false],
    ["en", "Enter the {{count}}-digit code", false],
  ] as const)("spots a typed-in fact: %s %s", (locale, text, found) => {
    expect(FACTS.some((fact) => typedIn(text, fact.value, fact.words[locale]))).toBe(found);
  });

  it.each(TRANSLATED_LANGUAGES)("%s types no number of continents into a translation", (locale) => {
    const typed = localeMessages(locale).filter(([, text]) => typedContinents(locale).test(text));
    expect(typed.map(([key]) => key)).toEqual([]);
  });

  it.each([
    ["en", "Servers on 4 continents", true],
    ["en", "Servers in {{count}} regions across four continents", true],
    ["de", "auf fünf Kontinenten", true],
    ["es", "Servidores en 4 continentes", true],
    ["pl", "na czterech kontynentach", true],
    ["ru", "на пяти континентах", true],
    ["ar", "في خمس قارات", true],
    ["ja", "5大陸14か国", true],
    ["ja", "五大陸", true],
    ["en", "Servers on {{count}} continents", false],
    ["es", "{{count}} de continentes", false],
    ["fr", "l’essentiel du continent", false],
    ["ru", "на {{count}} континентах", false],
  ] as const)("spots a typed-in number of continents: %s %s", (locale, text, found) => {
    expect(typedContinents(locale).test(text)).toBe(found);
  });

  it("the list of other facts only holds messages that state them", () => {
    const found = new Set(TRANSLATED_LANGUAGES.flatMap(violations));
    expect([...OTHER_FACTS].filter((key) => !found.has(key))).toEqual([]);
  });
});

describe("the number of continents on the pages is counted from the server regions", () => {
  it("every region has a continent, and they make the count", () => {
    expect(SERVER_CONTINENT_COUNT).toBeGreaterThan(0);
    expect(SERVER_CONTINENT_COUNT).toBeLessThanOrEqual(SERVER_REGION_IDS.length);
  });

  const pages = LOCALES.flatMap((locale) =>
    ["/", "/vpn-trial", "/press-room"].map((path) => [localizedPath(locale, path), locale] as const),
  );

  it.each(pages)("%s states the catalogue's count of continents", async (path, locale) => {
    const html = await (await get(path, { "CF-IPCountry": "US" })).text();
    const digits = new Intl.NumberFormat(languageOf(locale).intl).format(SERVER_CONTINENT_COUNT);
    const stated = new RegExp(
      `(?<![\\p{Nd}.,])(\\p{Nd}+)[\\s\u00a0\u202f-]*(?:(?:de|di)\\s+)?${CONTINENT_WORDS[locale]}`,
      "giu",
    );
    const counts = [...html.matchAll(stated)].map((match) => match[1]);
    expect(counts.length).toBeGreaterThan(0);
    expect(new Set(counts)).toEqual(new Set([digits]));
  });
});

/**
 * The account texts that state a rule's numbers, with the parameters their call sites pass
 * (src/shared/account-text-facts.ts). Each must show the constants' numbers, and other numbers when
 * the constants change: the translation types none of them in.
 */
const ACCOUNT_TEXTS: [string, Record<string, string | number>][] = [
  ["account.rules.length", PASSWORD_LENGTH_FACTS],
  ["paysuc.setPassword.passwordHint", PASSWORD_LENGTH_FACTS],
  ["paysuc.setPassword.invalidPassword", PASSWORD_LENGTH_FACTS],
  ["account.errors.passkeyName", PASSKEY_NAME_FACTS],
  ["account.errors.codeFormat", MAILED_CODE_DIGITS_FACTS],
  ["myaccount.secure.sent", { email: "a@example.com", ...MAILED_CODE_DIGITS_FACTS }],
  ["paysuc.setPassword.sent", { email: "a@example.com", ...MAILED_CODE_DIGITS_FACTS }],
  ["forgetpassword.code", MAILED_CODE_FACTS],
  ["account.errors.totpFormat", TOTP_FACTS],
  ["account.twoFactor.appCodeHint", TOTP_FACTS],
  ["myaccount.twoFactor.stepCode", TOTP_FACTS],
  ["account.errors.recoveryFormat", RECOVERY_CODE_FACTS],
  ["account.twoFactor.recoveryCodeHint", RECOVERY_CODES_FACTS],
];

/** The same parameters with every number changed, as if the rule had changed. */
const changed = (params: Record<string, string | number>) =>
  Object.fromEntries(Object.entries(params).map(([k, v]) => [k, typeof v === "number" ? v + 37 : v]));

describe("account texts state the rules' numbers from the constants", () => {
  it.each(TRANSLATED_LANGUAGES)("%s", (locale) => {
    const intl = anyLanguageOf(locale).intl;
    const messages = localeMessages(locale);
    const t = translator(Object.fromEntries(messages), intl);
    const format = new Intl.NumberFormat(intl);
    // The placeholders a message (any of its plural forms) shows; a call site may pass more.
    const shown = (key: string) =>
      messages
        .filter(([k]) => k === key || (k.startsWith(`${key}_`) && pluralSuffix(k) !== null))
        .map(([, text]) => text)
        .join(" ");
    // The singular forms of a noun may spell "one" out (ar "رقم واحد"); these sizes take the plural.
    const numbersIn = (key: string, params: Record<string, string | number>) =>
      Object.entries(params)
        .filter(([name, v]) => typeof v === "number" && v > 2 && shown(key).includes(`{{${name}}}`))
        .map(([, v]) => v as number);
    const problems = ACCOUNT_TEXTS.flatMap(([key, params]) =>
      [params, changed(params)].flatMap((used) => {
        const text = t(key, used);
        const missing = numbersIn(key, used).filter((n) => !text.includes(format.format(n)));
        if (text === key || /\{\{|_other/.test(text) || missing.length > 0) return [`${key}: ${text}`];
        return [];
      }),
    );
    expect(problems).toEqual([]);
  });
});
