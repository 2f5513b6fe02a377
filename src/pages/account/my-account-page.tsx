import type { Device, Referral } from "../../api/contract/account";
import type { Subscription } from "../../api/contract/payment";
import { INVITE_FROM, TRACKING_PARAMS } from "../../catalog/tracking-cookies";
import { durationInWords } from "../../i18n/duration";
import { localizedPath } from "../../i18n/locale-path";
import type { UserInfo } from "../../shared/user-info";
import { countryIsBlocked } from "../../shared/validation";
import { Island } from "../components/island";
import { usePage } from "../page-context";
import { islandTexts } from "./island-texts";

export interface MyAccountData {
  devices: Device[] | null;
  boundIp: string | null;
  subscriptions: Subscription[] | null;
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
            ]),
            title: t("myaccount.title"),
            locale: language.intl,
            user,
            vipText: user.vip.remain_time > 0 ? durationInWords(user.vip.remain_time, language.code) : "",
            devices: data.devices,
            boundIp: data.boundIp,
            subscriptions: data.subscriptions,
            referral: data.referral,
            inviteLink: data.referral ? inviteLinkOf(data.origin, data.referral.invite_code) : null,
            visitorIp: user.user_ip,
            countryBlocked: countryIsBlocked(user.country),
            loginHref: localizedPath(language.code, "/login"),
            pricingHref: localizedPath(language.code, "/pricing"),
          }}
        />
      </div>
    </section>
  );
}
