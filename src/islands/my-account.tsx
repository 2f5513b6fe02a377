import { useEffect, useState } from "react";
import type { AccountSession, Device, Passkey, Referral } from "../api/contract/account";
import { ACCOUNT_CALLS } from "../api/contract/calls";
import type { BillingOrder, Subscription } from "../api/contract/payment";
import type { BillingNoticeKind } from "../shared/billing-forms";
import type { EmailChangePaths } from "../shared/email-change-forms";
import type { UserInfo } from "../shared/user-info";
import { callApi, SESSION_ENDED_EVENT, setLoginHref } from "./lib/api";
import { errorText } from "./lib/errors";
import { type T, type Texts, translator } from "./lib/texts";
import { useSubmit } from "./lib/use-submit";
import { BillingHistoryCard } from "./my-account/billing-history-card";
import { BoundIpCard } from "./my-account/bound-ip-card";
import { ChangePasswordCard } from "./my-account/change-password-card";
import { AccountDataCard, type AccountDataPaths, DeleteAccountCard } from "./my-account/delete-account-card";
import { DevicesCard } from "./my-account/devices-card";
import { EmailChangeCard } from "./my-account/email-change-card";
import { InviteCard } from "./my-account/invite-card";
import { PasskeysCard } from "./my-account/passkeys-card";
import { ProfileCard } from "./my-account/profile-card";
import { SecureAccountCard } from "./my-account/secure-account-card";
import { SessionsCard } from "./my-account/sessions-card";
import type { BillingPaths } from "./my-account/subscription-item";
import { SubscriptionsCard } from "./my-account/subscriptions-card";
import { TwoFactorCard } from "./my-account/two-factor-card";
import { Toast, useToast } from "./toast";
import { BusyButton } from "./ui/busy-button";
import { DialogProvider, useDialogs } from "./ui/dialogs";
import { LoadingOverlay } from "./ui/loading-overlay";

export interface MyAccountProps {
  texts: Texts;
  /** The page's heading. */
  title: string;
  /** The page's Intl locale (dates). */
  locale: string;
  user: UserInfo;
  /** The VIP time left in words, in the page's language ("" when not VIP). */
  vipText: string;
  devices: Device[] | null;
  /** The account's passkeys; null when they could not be read. */
  passkeys: Passkey[] | null;
  /** The account's live sessions (web/sessions), the current one first. */
  sessions: AccountSession[] | null;
  boundIp: string | null;
  subscriptions: Subscription[] | null;
  /** The billing history (GET orders), newest first. */
  orders: BillingOrder[] | null;
  /** What a billing form post did, in words (its 303 back named it). */
  notice: { kind: BillingNoticeKind; text: string } | null;
  /** Epoch seconds of the server's render. */
  now: number;
  billingPaths: BillingPaths;
  referral: Referral | null;
  inviteLink: string | null;
  visitorIp: string | null;
  countryBlocked: boolean;
  loginHref: string;
  pricingHref: string;
  /** The page's language code (the e-mail change's mails are written in it). */
  language: string;
  dataPaths: AccountDataPaths;
  /** The e-mail change's form paths, and whether the card opens at its code step. */
  emailChange: { paths: EmailChangePaths; awaitingCode: boolean };
  /** Years orders are kept after deletion, for the delete dialog. */
  recordsYears: number;
}

/** Spec section 8: a dead session asks whether to sign in again; confirming reloads the page. */
function SessionEndedPrompt({ t }: { t: T }) {
  const dialogs = useDialogs();
  useEffect(() => {
    let open = false;
    const onEnded = () => {
      if (open) return;
      open = true;
      void dialogs
        .confirm({
          title: t("account.sessionEnded.title"),
          text: t("account.sessionEnded.text"),
          confirmLabel: t("account.sessionEnded.confirm"),
          cancelLabel: t("account.sessionEnded.cancel"),
          onConfirm: () => {
            window.location.reload();
            return true;
          },
        })
        .finally(() => {
          open = false;
        });
    };
    window.addEventListener(SESSION_ENDED_EVENT, onEnded);
    return () => window.removeEventListener(SESSION_ENDED_EVENT, onEnded);
  }, [dialogs, t]);
  return null;
}

function LogoutButton({
  t,
  loginHref,
  onError,
}: {
  t: T;
  loginHref: string;
  onError: (text: string) => void;
}) {
  const logout = useSubmit();
  const run = () =>
    logout.run(async () => {
      try {
        await callApi(ACCOUNT_CALLS.logout, {});
        window.location.assign(loginHref);
      } catch (failure) {
        onError(errorText(failure, t));
      }
    });
  return (
    <LoadingOverlay active={logout.busy} label={t("myaccount.signingOut")} fullScreen>
      <BusyButton
        type="button"
        className="button button--secondary"
        onClick={() => void run()}
        busy={logout.busy}
      >
        {t("myaccount.logout")}
      </BusyButton>
    </LoadingOverlay>
  );
}

/** The signed-in user's account: profile, subscriptions, devices, bound IP, password, 2FA, sign-out. */
export function MyAccount(props: MyAccountProps) {
  const t = translator(props.texts, props.locale);
  const { toast, show } = useToast();
  const [subscriptions, setSubscriptions] = useState(props.subscriptions);
  const [orders, setOrders] = useState(props.orders);
  useEffect(() => setLoginHref(props.loginHref), [props.loginHref]);
  const billingChanged = (subscription: Subscription, order?: BillingOrder) => {
    const id = subscription.subscription_id;
    setSubscriptions((list) => list?.map((s) => (s.subscription_id === id ? subscription : s)) ?? list);
    if (order) setOrders((list) => list?.map((o) => (o.order_id === order.order_id ? order : o)) ?? list);
  };
  const twoFactorOn = props.user.two_factor?.enabled === 1;
  const labels = {
    confirm: t("common.confirm"),
    cancel: t("common.cancel"),
    ok: t("common.ok"),
    close: t("common.close"),
  };
  return (
    <DialogProvider labels={labels}>
      <SessionEndedPrompt t={t} />
      <div className="account__head">
        <h1>{props.title}</h1>
        <LogoutButton t={t} loginHref={props.loginHref} onError={(text) => show({ kind: "error", text })} />
      </div>
      {props.notice ? (
        <p
          className={`billing-notice billing-notice--${props.notice.kind}`}
          role={props.notice.kind === "error" ? "alert" : "status"}
          data-testid="billing-notice"
        >
          {props.notice.text}
        </p>
      ) : null}
      <div className="account__grid">
        {props.user.password_set ? null : <SecureAccountCard t={t} language={props.language} />}
        <ProfileCard
          user={props.user}
          vipText={props.vipText}
          locale={props.locale}
          pricingHref={props.pricingHref}
          t={t}
        />
        <SubscriptionsCard
          subscriptions={subscriptions}
          orders={orders}
          locale={props.locale}
          now={props.now}
          paths={props.billingPaths}
          pricingHref={props.pricingHref}
          t={t}
          toast={show}
          onChange={billingChanged}
        />
        <BillingHistoryCard
          orders={orders}
          locale={props.locale}
          receiptPath={props.billingPaths.receipt}
          t={t}
        />
        <DevicesCard initial={props.devices} locale={props.locale} t={t} toast={show} />
        <SessionsCard initial={props.sessions} locale={props.locale} t={t} toast={show} />
        <InviteCard referral={props.referral} link={props.inviteLink} t={t} />
        <BoundIpCard
          initial={props.boundIp}
          visitorIp={props.visitorIp}
          blocked={props.countryBlocked}
          t={t}
          toast={show}
        />
        <PasskeysCard initial={props.passkeys} locale={props.locale} t={t} toast={show} />
        {props.user.password_set ? <ChangePasswordCard t={t} toast={show} /> : null}
        {props.user.password_set ? (
          <TwoFactorCard
            initial={props.user.two_factor ?? { enabled: 0, recovery_codes_left: 0 }}
            t={t}
            toast={show}
          />
        ) : null}
        {props.user.password_set ? (
          <EmailChangeCard
            t={t}
            language={props.language}
            twoFactorOn={twoFactorOn}
            toast={show}
            {...props.emailChange}
          />
        ) : null}
        <AccountDataCard t={t} paths={props.dataPaths} />
      </div>
      {props.user.password_set ? (
        <DeleteAccountCard
          t={t}
          paths={props.dataPaths}
          twoFactorOn={twoFactorOn}
          recordsYears={props.recordsYears}
        />
      ) : null}
      <Toast toast={toast} />
    </DialogProvider>
  );
}
