import { subscriptionMy } from "../../api/contract";
import { deviceList, passkeyList, referral, sessionList, userIpQuery } from "../../api/contract/account";
import { orders } from "../../api/contract/payment";
import { BILLING_NOTICE_PARAM } from "../../shared/billing-forms";
import { EMAIL_CODE_STEP, EMAIL_STEP_PARAM } from "../../shared/email-change-forms";
import { definePage, defineRoute } from "../define-route";
import { AccountUnreachable } from "./account-unreachable";
import { MyAccountPage } from "./my-account-page";

export const route = defineRoute({
  name: "myaccount",
  styles: ["account", "fields"],
  pattern: "/myaccount",
  personal: true,
  middleware: ["auth"],
  noindex: true,
  // pricing-checkout-id: the payment methods' names (a subscription says what it was paid with).
  namespaces: ["myaccount", "account", "billing", "pricing-checkout-id"],
});

export default definePage(route, {
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
  Page: ({ data, path }) => {
    if (!data.user) return <AccountUnreachable path={path} />;
    const { user, ...rest } = data;
    return <MyAccountPage user={user} data={rest} />;
  },
});
