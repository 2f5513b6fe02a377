import { subscriptionMy } from "../../api/contract";
import { deviceList, passkeyList, referral, sessionList, userIpQuery } from "../../api/contract/account";
import { orders, type Receipt, receipt } from "../../api/contract/payment";
import { localizedPath } from "../../i18n/locale-path";
import { BILLING_NOTICE_PARAM } from "../../shared/billing-forms";
import { EMAIL_CODE_STEP, EMAIL_STEP_PARAM } from "../../shared/email-change-forms";
import { recaptchaClientConfig } from "../../shared/recaptcha";
import { returnPath } from "../../shared/return-to";
import { definePage, NOT_FOUND, type NotFound, type RegisteredPage } from "../page-entry";
import type { RequestContext } from "../request-context";
import { AccountUnreachable } from "./account-unreachable";
import { ForgotPasswordPage } from "./forgot-password-page";
import { LoginPage } from "./login-page";
import { MyAccountPage } from "./my-account-page";
import { ReceiptPage } from "./receipt-page";
import { ResetPasswordPage } from "./reset-password-page";

const accountPath = (r: RequestContext) => localizedPath(r.language.code, "/myaccount");

export const ACCOUNT_PAGES: Record<string, RegisteredPage> = {
  login: definePage({
    load: async (env, _host, r) => ({
      recaptcha: recaptchaClientConfig(env, r.environment),
      // Only the URL decides the page (cacheable); the island adds the referrer in the browser.
      returnTo: returnPath(r.query.redirect),
      fallback: accountPath(r),
    }),
    render: ({ data }) => (
      <LoginPage recaptcha={data.recaptcha} returnTo={data.returnTo} fallback={data.fallback} />
    ),
  }),
  forgetpassword: { render: () => <ForgotPasswordPage /> },
  // The link's token is in the URL: a copy per token would only fill the cache with secrets.
  resetpassword: { htmlCache: false, render: () => <ResetPasswordPage /> },
  myaccount: definePage({
    // Signed-out visitors never get here (the auth middleware sends them to sign in); without a
    // user the account service could not be reached, and the page says so.
    load: async (_env, _host, r) => {
      if (!r.user) return { user: null };
      const [devices, ip, subscriptions, charges, invite, passkeys, sessions] = await Promise.all([
        r.api.call(deviceList),
        r.api.call(userIpQuery, { _span: Date.now() }),
        r.api.call(subscriptionMy, {}),
        r.api.call(orders, {}),
        r.api.call(referral),
        r.api.call(passkeyList),
        r.api.call(sessionList),
      ]);
      return {
        user: r.user,
        devices: devices.ok ? devices.data.devices : null,
        passkeys: passkeys.ok ? passkeys.data.passkeys : null,
        sessions: sessions.ok ? sessions.data.sessions : null,
        boundIp: ip.ok ? ip.data.ip : null,
        subscriptions: subscriptions.ok ? subscriptions.data.subscriptions : null,
        orders: charges.ok ? charges.data.orders : null,
        // What a billing form post did (its 303 names it); a refused post passes it as data.
        notice: r.query[BILLING_NOTICE_PARAM] ?? null,
        // The e-mail change's form post sent a code: its card asks for it.
        awaitingEmailCode: r.query[EMAIL_STEP_PARAM] === EMAIL_CODE_STEP,
        now: Math.floor(Date.now() / 1000),
        referral: invite.ok ? invite.data : null,
        origin: `https://${r.host}`,
      };
    },
    render: ({ data, path }) => {
      if (!data.user) return <AccountUnreachable path={path} />;
      const { user, ...rest } = data;
      return <MyAccountPage user={user} data={rest} />;
    },
  }),
  "myaccount-receipt-id": definePage({
    // Signed-out visitors are sent to sign in by the auth middleware. Someone else's or an unknown
    // order is the not-found page: the answer never tells whether the id exists.
    load: async (_env, _host, r, params): Promise<{ receipt: Receipt | null } | NotFound> => {
      if (!r.user) return { receipt: null };
      const answer = await r.api.call(receipt, { order_id: params.id ?? "" });
      if (!answer.ok) return answer.status === 404 ? NOT_FOUND : { receipt: null };
      return { receipt: answer.data };
    },
    vars: (_params, _t, data) => ({ number: data.receipt?.order.order_id ?? "" }),
    render: ({ data, path }) =>
      data.receipt ? <ReceiptPage receipt={data.receipt} /> : <AccountUnreachable path={path} />,
  }),
};
