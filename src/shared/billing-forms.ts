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
};

/** The API codes whose own text My account shows; any other failure reads as the generic error. */
const ERROR_KEYS: Record<number, string> = {
  41004: "account.errors.wrongPassword",
  41010: "account.errors.secondFactorInvalid",
  41011: "account.errors.secondFactorInvalid",
  41026: "account.errors.needsPassword",
  42002: "myaccount.subscriptions.refundNotFound",
  42005: "myaccount.subscriptions.refundUnavailable",
  42012: "billing.errors.42012",
  42013: "billing.errors.42013",
  42014: "billing.errors.42014",
  42015: "billing.errors.42015",
  42016: "billing.errors.42016",
  42017: "billing.errors.42017",
};

export const BILLING_TEXT_KEYS: readonly string[] = Object.values(ERROR_KEYS).filter((key) =>
  key.startsWith("billing."),
);

/** The message key of a billing call's failure code, or null when only the generic text fits. */
export function billingErrorKey(code: number): string | null {
  return ERROR_KEYS[code] ?? null;
}

/** The notice value for a success (`renewal-off`, …) or a failure code (`e42012`, `e0` generic, `cross-site`). */
export const errorNotice = (code: number) => `e${billingErrorKey(code) ? code : 0}`;
export const CROSS_SITE_NOTICE = "cross-site";

/** What a notice value says, or null for anything we did not send (a hand-made URL shows nothing). */
export function billingNotice(value: string | undefined): { kind: BillingNoticeKind; key: string } | null {
  if (!value) return null;
  const success = SUCCESS[value];
  if (success) return { kind: "success", key: success };
  if (value === CROSS_SITE_NOTICE) return { kind: "error", key: "myaccount.subscriptions.crossSite" };
  const code = /^e([0-9]{1,6})$/.exec(value)?.[1];
  if (code === undefined) return null;
  return { kind: "error", key: billingErrorKey(Number(code)) ?? "account.errors.generic" };
}
