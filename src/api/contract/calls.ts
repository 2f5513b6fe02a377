import type { RecaptchaVersion } from "../../shared/recaptcha";

/**
 * Method, path, recaptcha and session of each contract call, without schemas: what the browser
 * needs to make a call (zod stays out of the island bundles). The endpoints (account.ts,
 * payment.ts) add their request and answer schemas to these.
 */
export interface Call {
  method: "GET" | "POST";
  path: `/api/mms/${string}`;
  recaptcha?: RecaptchaVersion;
  session: "required" | "optional" | "none";
}

const call = <C extends Call>(c: C) => c;
const web = "/api/mms/account/v1/web" as const;

export const ACCOUNT_CALLS = {
  geoInfo: call({ method: "POST", path: "/api/mms/account/v1/geo_info", session: "none" }),
  anonymousSignup: call({
    method: "POST",
    path: `${web}/anonymous_signup`,
    recaptcha: "v3",
    session: "none",
  }),
  login: call({ method: "POST", path: `${web}/login`, recaptcha: "v2", session: "none" }),
  loginSecondFactor: call({ method: "POST", path: `${web}/login/2fa`, session: "none" }),
  logout: call({ method: "POST", path: `${web}/logout`, session: "required" }),
  profile: call({ method: "GET", path: `${web}/profile`, session: "required" }),
  setPasswordCode: call({ method: "POST", path: `${web}/set_password/code`, session: "required" }),
  setPassword: call({ method: "POST", path: `${web}/set_password`, session: "required" }),
  changePassword: call({ method: "POST", path: `${web}/change_password`, session: "required" }),
  verificationRequest: call({ method: "POST", path: `${web}/verification/request`, session: "none" }),
  verificationValidate: call({ method: "POST", path: `${web}/verification/validate`, session: "none" }),
  resetPassword: call({ method: "POST", path: `${web}/reset_password`, session: "none" }),
  twoFactorSetup: call({ method: "POST", path: `${web}/2fa/setup`, session: "required" }),
  twoFactorEnable: call({ method: "POST", path: `${web}/2fa/enable`, session: "required" }),
  twoFactorDisable: call({ method: "POST", path: `${web}/2fa/disable`, session: "required" }),
  passkeyRegisterOptions: call({
    method: "POST",
    path: `${web}/passkeys/register/options`,
    session: "required",
  }),
  passkeyRegisterVerify: call({
    method: "POST",
    path: `${web}/passkeys/register/verify`,
    session: "required",
  }),
  passkeyList: call({ method: "GET", path: `${web}/passkeys`, session: "required" }),
  passkeyRename: call({ method: "POST", path: `${web}/passkeys/rename`, session: "required" }),
  passkeyRemove: call({ method: "POST", path: `${web}/passkeys/remove`, session: "required" }),
  loginPasskeyOptions: call({ method: "POST", path: `${web}/login/passkey/options`, session: "none" }),
  loginPasskeyVerify: call({ method: "POST", path: `${web}/login/passkey/verify`, session: "none" }),
  sessionList: call({ method: "GET", path: `${web}/sessions`, session: "required" }),
  sessionRevoke: call({ method: "POST", path: `${web}/sessions/revoke`, session: "required" }),
  deviceList: call({ method: "GET", path: `${web}/device/list`, session: "required" }),
  deviceUnbind: call({ method: "POST", path: `${web}/device/unbind`, session: "required" }),
  deviceRegister: call({
    method: "POST",
    path: "/api/mms/account/v1/app/device/register",
    session: "required",
  }),
  referral: call({ method: "GET", path: `${web}/referral`, session: "required" }),
  userIpQuery: call({ method: "POST", path: `${web}/user_ip/query`, session: "required" }),
  userIpBind: call({ method: "POST", path: `${web}/user_ip/bind`, session: "required" }),
  userIpRemove: call({ method: "POST", path: `${web}/user_ip/remove`, session: "required" }),
  emailChange: call({ method: "POST", path: `${web}/email/change`, session: "required" }),
  emailConfirm: call({ method: "POST", path: `${web}/email/confirm`, session: "required" }),
  accountExport: call({ method: "GET", path: `${web}/export`, session: "required" }),
  accountDelete: call({ method: "POST", path: `${web}/delete`, session: "required" }),
} as const;

export const PAYMENT_CALLS = {
  subscriptionMy: call({
    method: "GET",
    path: "/api/mms/payment/v1/web/subscription_my",
    session: "required",
  }),
  subscriptionAutoRenew: call({
    method: "POST",
    path: "/api/mms/payment/v1/web/subscription/auto_renew",
    session: "required",
  }),
  subscriptionRetry: call({
    method: "POST",
    path: "/api/mms/payment/v1/web/subscription/retry",
    session: "required",
  }),
  orders: call({ method: "GET", path: "/api/mms/payment/v1/web/orders", session: "required" }),
  refund: call({ method: "POST", path: "/api/mms/payment/v1/web/refund", session: "required" }),
  receipt: call({ method: "GET", path: "/api/mms/payment/v1/web/receipt", session: "required" }),
} as const;
