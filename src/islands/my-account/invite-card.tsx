import type { Referral } from "../../api/contract/account";
import type { T } from "../lib/texts";

/** "Invite friends": the personal invite link, the reward it earns and what it brought so far. */
export function InviteCard({ referral, link, t }: { referral: Referral | null; link: string | null; t: T }) {
  if (!referral || !link) return null;
  return (
    <section className="account-card" aria-labelledby="invite-title" data-testid="invite-card">
      <h2 id="invite-title">{t("myaccount.invite.title")}</h2>
      <p>{t("myaccount.invite.text", { count: referral.bonus_days })}</p>
      <label className="field">
        <span>{t("myaccount.invite.linkLabel")}</span>
        <input type="text" readOnly value={link} data-testid="invite-link" />
      </label>
      <p className="muted" data-testid="invite-counts">
        {t("myaccount.invite.joined", { joined: referral.joined })} ·{" "}
        {t("myaccount.invite.paid", { paid: referral.paid })}
      </p>
    </section>
  );
}
