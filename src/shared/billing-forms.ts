import { MAILED_CODE_DIGITS_FACTS } from "./account-text-facts";

/**
 * My account's billing forms (renewal switch, refund): their site paths, which work without
 * JavaScript, and the notice their 303 brings back in the query. Shared by the site route, the
 * page and the island (pure; runs in the browser too).
 */
export const AUTO_RENEW_FORM_PATH = "/myaccount/subscription/auto-renew";
export const REFUND_FORM_PATH = "/myaccount/refund";
/** My account's data: the export as a file (GET) and the deletion's form post. */
export const EXPORT_PATH = "/myaccount/export";
export const DELETE_FORM_PATH = "/myaccount/delete";

/** The query parameter of /myaccount that names what a form post did. */
export const BILLING_NOTICE_PARAM = "billing";

export type BillingNoticeKind = "success" | "error";

const SUCCESS: Record<string, string> = {
  "renewal-off": "myaccount.subscriptions.renewalOffDone",
  "renewal-on": "myaccount.subscriptions.renewalOnDone",
  refunded: "myaccount.subscriptions.refundDone",
  "email-changed": "myaccount.emailChange.done",
};

/** Refusals a form route finds itself, before any call (what the island says beside the field). */
const FORM_ERRORS: Record<string, string> = {
  "cross-site": "myaccount.subscriptions.crossSite",
  "email-invalid": "account.errors.emailInvalid",
  "password-required": "account.errors.passwordRequired",
  "code-format": "account.errors.codeFormat",
};

const RATE_LIMITED = 42900;

/** The API codes whose own text My account shows; any other failure reads as the generic error. */
const ERROR_KEYS: Record<number, string> = {
  41004: "account.errors.wrongPassword",
  41005: "account.errors.codeInvalid",
  41010: "account.errors.secondFactorInvalid",
  41011: "account.errors.secondFactorInvalid",
  41025: "account.errors.emailUnchanged",
  41026: "account.errors.needsPassword",
  [RATE_LIMITED]: "account.errors.rateLimited",
  42002: "myaccount.subscriptions.refundNotFound",
  42005: "myaccount.subscriptions.refundUnavailable",
  42012: "billing.errors.42012",
  42013: "billing.errors.42013",
  42014: "billing.errors.42014",
  42015: "billing.errors.42015",
  42016: "billing.errors.42016",
  42017: "billing.errors.42017",
  42038: "billing.errors.42038",
};

export const BILLING_TEXT_KEYS: readonly string[] = Object.values(ERROR_KEYS).filter((key) =>
  key.startsWith("billing."),
);

/** The message key of a billing call's failure code, or null when only the generic text fits. */
export function billingErrorKey(code: number): string | null {
  return ERROR_KEYS[code] ?? null;
}

/**
 * The notice value for a failure code (`e42012`, `e0` generic); a rate limit also carries the
 * minutes to wait (`e42900-17`), which its text counts.
 */
export function errorNotice(code: number, retryAfterSeconds?: number): string {
  if (code === RATE_LIMITED) return `e${code}-${Math.max(1, Math.ceil((retryAfterSeconds ?? 60) / 60))}`;
  return `e${billingErrorKey(code) ? code : 0}`;
}
export const CROSS_SITE_NOTICE = "cross-site";

export interface BillingNotice {
  kind: BillingNoticeKind;
  key: string;
  /** The number the text counts (minutes to wait, a code's digits), when it has one. */
  count?: number;
}

/** What a notice value says, or null for anything we did not send (a hand-made URL shows nothing). */
export function billingNotice(value: string | undefined): BillingNotice | null {
  if (!value) return null;
  const success = SUCCESS[value];
  if (success) return { kind: "success", key: success };
  const formError = FORM_ERRORS[value];
  // The code-format text states the code's digits, which pick its plural form.
  if (formError)
    return { kind: "error", key: formError, ...(value === "code-format" ? MAILED_CODE_DIGITS_FACTS : {}) };
  const match = /^e([0-9]{1,6})(?:-([0-9]{1,4}))?$/.exec(value);
  if (!match) return null;
  const code = Number(match[1]);
  if (code === RATE_LIMITED)
    return { kind: "error", key: ERROR_KEYS[code] ?? "", count: Number(match[2] ?? 1) };
  return { kind: "error", key: billingErrorKey(code) ?? "account.errors.generic" };
}
