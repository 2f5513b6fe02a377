import type { UserInfo } from "../../shared/user-info";
import type { T } from "../lib/texts";
import { formatDay } from "./format";

/** E-mail, password state and VIP with its remaining time in words. */
export function ProfileCard({
  user,
  vipText,
  locale,
  pricingHref,
  t,
}: {
  user: UserInfo;
  vipText: string;
  locale: string;
  pricingHref: string;
  t: T;
}) {
  const vip = user.vip.remain_time > 0;
  return (
    <section className="account-card" aria-labelledby="profile-title">
      <h2 id="profile-title">{t("myaccount.profile.title")}</h2>
      <dl className="facts">
        <dt>{t("account.email")}</dt>
        <dd className={user.email ? "ltr" : undefined} data-testid="profile-email">
          {user.email ?? t("myaccount.profile.noEmail")}
        </dd>
        <dt>{t("account.password")}</dt>
        <dd data-testid="profile-password">
          {user.password_set ? t("myaccount.profile.passwordSet") : t("myaccount.profile.passwordNotSet")}
        </dd>
        <dt>{t("myaccount.profile.vip")}</dt>
        <dd data-testid="profile-vip">
          {vip ? (
            <>
              <span className="badge--vip">VIP</span> {t("myaccount.profile.vipLeft", { time: vipText })}
              <span className="item-list__meta">
                {t("myaccount.profile.vipUntil", { date: formatDay(user.vip.expire_time, locale) })}
              </span>
            </>
          ) : (
            t("myaccount.profile.vipNone")
          )}
        </dd>
      </dl>
      {vip ? null : (
        <a className="button button--primary" href={pricingHref}>
          {t("myaccount.profile.getVip")}
        </a>
      )}
    </section>
  );
}
