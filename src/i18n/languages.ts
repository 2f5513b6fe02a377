/**
 * The one list of languages. A routed language gets a URL prefix and a full set of messages;
 * the others have interface texts only (spec section 2) and can be routed by flipping the flag.
 */
export interface Language {
  /** URL prefix and LANGUAGE cookie value. */
  code: string;
  /** `<html lang>` and hreflang value. */
  iso: string;
  /** The language's own name, as the switcher shows it. */
  name: string;
  dir: "ltr" | "rtl";
  /** Accepts the Intl locale for numbers, dates and plural rules. */
  intl: string;
  routed: boolean;
}

export const LANGUAGES = [
  { code: "en", iso: "en-US", name: "English", dir: "ltr", intl: "en-US", routed: true },
  { code: "ar", iso: "ar", name: "العربية", dir: "rtl", intl: "ar", routed: true },
  { code: "de", iso: "de-DE", name: "Deutsch", dir: "ltr", intl: "de-DE", routed: true },
  { code: "es", iso: "es-ES", name: "Español", dir: "ltr", intl: "es-ES", routed: true },
  { code: "fr", iso: "fr-FR", name: "Français", dir: "ltr", intl: "fr-FR", routed: true },
  { code: "it", iso: "it", name: "Italiano", dir: "ltr", intl: "it-IT", routed: true },
  { code: "ja", iso: "ja-JP", name: "日本語", dir: "ltr", intl: "ja-JP", routed: true },
  { code: "nl", iso: "nl-NL", name: "Nederlands", dir: "ltr", intl: "nl-NL", routed: true },
  { code: "pl", iso: "pl-PL", name: "Polski", dir: "ltr", intl: "pl-PL", routed: true },
  { code: "pt", iso: "pt-BR", name: "Português", dir: "ltr", intl: "pt-BR", routed: true },
  { code: "ru", iso: "ru-RU", name: "Русский", dir: "ltr", intl: "ru-RU", routed: true },
  { code: "fa", iso: "fa-IR", name: "فارسی", dir: "rtl", intl: "fa-IR", routed: true },
  { code: "hi", iso: "hi-IN", name: "हिन्दी", dir: "ltr", intl: "hi-IN", routed: true },
  { code: "id", iso: "id-ID", name: "Bahasa Indonesia", dir: "ltr", intl: "id-ID", routed: true },
  { code: "ms", iso: "ms-MY", name: "Bahasa Melayu", dir: "ltr", intl: "ms-MY", routed: true },
  { code: "th", iso: "th-TH", name: "ไทย", dir: "ltr", intl: "th-TH", routed: true },
  { code: "tr", iso: "tr-TR", name: "Türkçe", dir: "ltr", intl: "tr-TR", routed: true },
  { code: "uk", iso: "uk-UA", name: "Українська", dir: "ltr", intl: "uk-UA", routed: true },
] as const satisfies readonly Language[];

export type LanguageCode = (typeof LANGUAGES)[number]["code"];
export type RoutedLanguage = Extract<(typeof LANGUAGES)[number], { routed: true }>;
export type Locale = RoutedLanguage["code"];

export const DEFAULT_LOCALE = "en" satisfies Locale;

export const ROUTED_LANGUAGES: readonly RoutedLanguage[] = LANGUAGES.filter(
  (l): l is RoutedLanguage => l.routed,
);

/** Every routed locale code, the default first. */
export const LOCALES: readonly Locale[] = ROUTED_LANGUAGES.map((l) => l.code);

const byCode = new Map<string, RoutedLanguage>(ROUTED_LANGUAGES.map((l) => [l.code, l]));

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && byCode.has(value);
}

const anyByCode = new Map<string, Language>(LANGUAGES.map((l) => [l.code, l]));

/** Any language of the list, routed or not (tests check a language's messages before it is routed). */
export function anyLanguageOf(code: LanguageCode): Language {
  // Every LanguageCode is in the map by construction.
  return anyByCode.get(code) as Language;
}

export function languageOf(locale: Locale): RoutedLanguage {
  // Every Locale is in the map by construction.
  return byCode.get(locale) as RoutedLanguage;
}
