import { describe, expect, it } from "vitest";
import { localeMessages } from "../../test/support/locale-messages";
import { DEVICE_LIMIT, MONEY_BACK_DAYS } from "../catalog/billing";
import { SERVER_REGION_IDS } from "../catalog/server-regions";
import { LOCALES, type Locale } from "./languages";

/** The words that follow a number of days or of server countries, per language. */
const DAY_WORDS: Record<Locale, string> = {
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
};
const REGION_WORDS: Record<Locale, string> = {
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
};

const DEVICE_WORDS: Record<Locale, string> = {
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
};

/** The catalogue's facts and how a translation would spell them if it typed them in. */
const FACTS = [
  { name: "money-back days", value: MONEY_BACK_DAYS, words: DAY_WORDS },
  { name: "server regions", value: SERVER_REGION_IDS.length, words: REGION_WORDS },
  { name: "devices per account", value: DEVICE_LIMIT, words: DEVICE_WORDS },
];

const typedIn = (text: string, value: number, words: string) =>
  new RegExp(`(?<![\\d.,])${value}(?![\\d.,])[\\s\\-\u00a0\u202f]*(?:${words})`, "i").test(text);

/** Other facts that happen to share a number with one above: notice and retention periods. */
const OTHER_FACTS = new Set([
  "cookie-policy.sections.attribution.body.p1",
  "privacy-policy.sections.retention.body.list1.a",
  "terms-of-service.sections.changes.body.p1",
  "terms-of-service.sections.subscriptions.body.list1.price.text",
]);

const violations = (locale: Locale) =>
  localeMessages(locale).flatMap(([key, text]) =>
    FACTS.filter((fact) => typedIn(text, fact.value, fact.words[locale])).map(() => key),
  );

describe("facts in the copy come from the catalogue", () => {
  it.each(LOCALES)("%s types no catalogue count into a translation", (locale) => {
    expect(violations(locale).filter((key) => !OTHER_FACTS.has(key))).toEqual([]);
  });

  it("the list of other facts only holds messages that state them", () => {
    const found = new Set(LOCALES.flatMap(violations));
    expect([...OTHER_FACTS].filter((key) => !found.has(key))).toEqual([]);
  });
});
