/** The banner form's target (no JavaScript: a 303 back; with it: JSON). */
export const CONSENT_PATH = "/consent";

/** Spec section 9: ad and analytics consent are updated 200 ms after the visitor's choice. */
export const CONSENT_UPDATE_DELAY_MS = 200;

export type ConsentChoice = "accept" | "decline";

export const CONSENT_VALUE: Record<ConsentChoice, string> = { accept: "1", decline: "0" };

export type ConsentState = "accepted" | "declined" | null;

export function consentStateOf(cookie: string | undefined): ConsentState {
  if (cookie === CONSENT_VALUE.accept) return "accepted";
  if (cookie === CONSENT_VALUE.decline) return "declined";
  return null;
}

/** The Google consent-mode update for a choice. */
export function consentModeUpdate(choice: ConsentChoice): Record<string, "granted" | "denied"> {
  const value = choice === "accept" ? "granted" : "denied";
  return { ad_storage: value, analytics_storage: value, ad_user_data: value, ad_personalization: value };
}

/** Fired on window once the visitor has chosen; other islands (the popup) wait for it. */
export const CONSENT_CHANGE_EVENT = "consent-change";

/** The banner's element while it is on screen. */
export const CONSENT_BANNER_CLASS = "consent";
export const CONSENT_BANNER_SELECTOR = `.${CONSENT_BANNER_CLASS}`;

/** Set on the banner once its script answers in place (before that, the plain form posts). */
export const ENHANCED_ATTRIBUTE = "data-enhanced";
