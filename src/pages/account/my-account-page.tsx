import type { AccountSession, Device, Passkey, Referral } from "../../api/contract/account";
import type { BillingOrder, Subscription } from "../../api/contract/payment";
import { ACCOUNT_RECORDS_RETENTION_YEARS } from "../../catalog/legal";
import { METHOD_LABEL_KEYS } from "../../catalog/payment-methods";
import { INVITE_FROM, TRACKING_PARAMS } from "../../catalog/tracking-cookies";
import { durationInWords } from "../../i18n/duration";
import { localizedPath } from "../../i18n/locale-path";
import {
  AUTO_RENEW_FORM_PATH,
  BILLING_TEXT_KEYS,
  billingNotice,
  DELETE_FORM_PATH,
  EXPORT_PATH,
  REFUND_FORM_PATH,
} from "../../shared/billing-forms";
import { EMAIL_CHANGE_FORM_PATH, EMAIL_CONFIRM_FORM_PATH } from "../../shared/email-change-forms";
import type { UserInfo } from "../../shared/user-info";
import { countryIsBlocked } from "../../shared/validation";
import { Island } from "../components/island";
import { usePage } from "../page-context";
import { islandTexts } from "./island-texts";

export interface MyAccountData {
  devices: Device[] | null;
  passkeys: Passkey[] | null;
  sessions: AccountSession[] | null;
  boundIp: string | null;
  subscriptions: Subscription[] | null;
  orders: BillingOrder[] | null;
  /** The billing form's notice value from the query (or a refused post). */
  notice: string | null;
  /** The e-mail card is at its code step (a form post without JavaScript sent the code). */
  awaitingEmailCode?: boolean;
  /** Epoch seconds of the render: what "within the money-back period" is measured against. */
  now: number;
  referral: Referral | null;
  /** The site's origin, for the shareable invite link. */
  origin: string;
}

/** The personal invite link (spec: from=invite, uid = the invite code). */
const inviteLinkOf = (origin: string, code: string) =>
  `${origin}/?${new URLSearchParams({ [TRACKING_PARAMS.from]: INVITE_FROM, [TRACKING_PARAMS.uid]: code })}`;

/** /myaccount: everything the signed-in user manages, in one island. */
export function MyAccountPage({ user, data }: { user: UserInfo; data: MyAccountData }) {
  const { t, messages, language } = usePage();
  const notice = billingNotice(data.notice ?? undefined);
  const path = (rest: string) => localizedPath(language.code, rest);
  return (
    <section className="account">
      <div className="container">
        <Island
          name="MyAccount"
          props={{
            texts: islandTexts(messages, ["myaccount", "account"], t, [
              "common.confirm",
              "common.cancel",
              "common.ok",
              "common.close",
              ...BILLING_TEXT_KEYS,
              ...METHOD_LABEL_KEYS,
            ]),
            title: t("myaccount.title"),
            locale: language.intl,
            user,
            vipText: user.vip.remain_time > 0 ? durationInWords(user.vip.remain_time, language.code) : "",
            devices: data.devices,
            passkeys: data.passkeys,
            sessions: data.sessions,
            boundIp: data.boundIp,
            subscriptions: data.subscriptions,
            orders: data.orders,
            notice: notice
              ? {
                  kind: notice.kind,
                  text: t(notice.key, {
                    email: user.email ?? "",
                    ...(notice.count === undefined ? {} : { count: notice.count }),
                  }),
                }
              : null,
            now: data.now,
            referral: data.referral,
            inviteLink: data.referral ? inviteLinkOf(data.origin, data.referral.invite_code) : null,
            visitorIp: user.user_ip,
            countryBlocked: countryIsBlocked(user.country),
            loginHref: path("/login"),
            pricingHref: path("/pricing"),
            language: language.code,
            recordsYears: ACCOUNT_RECORDS_RETENTION_YEARS,
            emailChange: {
              paths: { request: path(EMAIL_CHANGE_FORM_PATH), confirm: path(EMAIL_CONFIRM_FORM_PATH) },
              awaitingCode: data.awaitingEmailCode === true,
            },
            dataPaths: { export: path(EXPORT_PATH), delete: path(DELETE_FORM_PATH), home: path("/") },
            billingPaths: {
              autoRenew: path(AUTO_RENEW_FORM_PATH),
              refund: path(REFUND_FORM_PATH),
              receipt: path("/myaccount/receipt/"),
            },
          }}
        />
      </div>
    </section>
  );
}
