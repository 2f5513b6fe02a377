/** What a tracking value may be: the checks the URL parameters and the cookies read back share. */

/** Longest value stored; click ids and campaign names are far shorter, anything longer is abuse. */
export const MAX_VALUE_LENGTH = 128;

// Click ids, invite codes and app ids are opaque tokens: RFC 3986 unreserved characters only.
const TOKEN = /^[A-Za-z0-9._~-]+$/;
// Campaign names are written by marketers in every language: letters, marks and digits of any
// script plus the punctuation seen in utm values ("google / cpc", "(not set)", "a|b", "50%").
// No control, format (bidi) or markup characters.
const CAMPAIGN_TEXT = /^[\p{L}\p{M}\p{N} ._~+%:|,()/-]+$/u;
// A SIM country is a short code (ISO 3166 alpha-2/3); the app's exact casing is not known.
const COUNTRY = /^[A-Za-z]{2,3}$/;

const fits = (value: string) => value.length > 0 && value.length <= MAX_VALUE_LENGTH;

export const isToken = (value: string | null | undefined): value is string =>
  typeof value === "string" && fits(value) && TOKEN.test(value);

export const isCampaignValue = (value: string | null | undefined): value is string =>
  typeof value === "string" && fits(value) && CAMPAIGN_TEXT.test(value);

export const isCountryCode = (value: string | null | undefined): value is string =>
  typeof value === "string" && COUNTRY.test(value);
