import { readFileSync } from "node:fs";
import type appScreens from "../../locales/en/app-screens.json";
import type { Locale } from "../../src/i18n/languages";

/** Every visible word of the mock-ups: the `screen` part of a locale's app-screens messages. */
export type ScreenTexts = (typeof appScreens)["screen"];

/** What a mock-up shows in one locale: its words, the brand the title bars carry and the site's country names. */
export interface ScreenInput {
  locale: Locale;
  texts: ScreenTexts;
  brand: string;
  /** ISO code → the name every page of the site gives the country (locales/<lang>/location.json). */
  countries: Readonly<Record<string, string>>;
}

function readJson<T>(path: string): T {
  return JSON.parse(readFileSync(path, "utf8")) as T;
}

/** Read from the locale files, as the build ships them (run from the repository root). */
export function screenInput(locale: Locale): ScreenInput {
  const { screen } = readJson<{ screen: ScreenTexts }>(`locales/${locale}/app-screens.json`);
  const { brand } = readJson<{ brand: string }>(`locales/${locale}/common.json`);
  const { countries } = readJson<{ countries: Record<string, string> }>(`locales/${locale}/location.json`);
  return { locale, texts: screen, brand, countries };
}
