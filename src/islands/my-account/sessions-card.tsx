import { useState } from "react";
import type { AccountSession } from "../../api/contract/account";
import { ACCOUNT_CALLS } from "../../api/contract/calls";
import { callApi } from "../lib/api";
import { errorText } from "../lib/errors";
import type { T } from "../lib/texts";
import type { ToastMessage } from "../toast";
import { useDialogs } from "../ui/dialogs";
import { formatDay } from "./format";

/** The anchor the new sign-in notice links to (src/backend/account/sign-in-notice.ts). */
const ANCHOR = "sessions";

function countryOf(code: string, locale: string): string {
  if (!code) return "";
  try {
    return new Intl.DisplayNames([locale], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** Where the account is signed in: each other session can be signed out, or all of them at once. */
export function SessionsCard({
  initial,
  locale,
  t,
  toast,
}: {
  initial: readonly AccountSession[] | null;
  locale: string;
  t: T;
  toast: (message: ToastMessage) => void;
}) {
  const [sessions, setSessions] = useState<readonly AccountSession[] | null>(initial);
  const dialogs = useDialogs();
  const unknown = t("myaccount.sessions.unknown");
  const nameOf = (s: AccountSession) =>
    t("myaccount.sessions.browserOn", { browser: s.browser || unknown, os: s.os || unknown });
  const others = (sessions ?? []).filter((s) => !s.current);

  const revoke = (body: Record<string, unknown>, keep: (s: AccountSession) => boolean, done: string) => ({
    onConfirm: async () => {
      try {
        await callApi(ACCOUNT_CALLS.sessionRevoke, body);
        setSessions((list) => (list ?? []).filter(keep));
        toast({ kind: "success", text: done });
        return true;
      } catch (failure) {
        toast({ kind: "error", text: errorText(failure, t) });
        return false;
      }
    },
  });

  const signOut = (session: AccountSession) => {
    const name = nameOf(session);
    void dialogs.confirm({
      title: t("myaccount.sessions.confirmTitle"),
      text: t("myaccount.sessions.confirmText", { name }),
      confirmLabel: t("myaccount.sessions.signOut"),
      danger: true,
      ...revoke(
        { session_id: session.id },
        (s) => s.id !== session.id,
        t("myaccount.sessions.done", { name }),
      ),
    });
  };

  const signOutOthers = () => {
    void dialogs.confirm({
      title: t("myaccount.sessions.confirmOthersTitle"),
      text: t("myaccount.sessions.confirmOthersText"),
      confirmLabel: t("myaccount.sessions.signOutOthers"),
      danger: true,
      ...revoke({ all_others: true }, (s) => s.current === 1, t("myaccount.sessions.doneOthers")),
    });
  };

  return (
    <section className="account-card" id={ANCHOR} aria-labelledby="sessions-title">
      <h2 id="sessions-title">{t("myaccount.sessions.title")}</h2>
      <p className="muted">{t("myaccount.sessions.intro")}</p>
      {sessions ? (
        <ul className="item-list" data-testid="sessions">
          {sessions.map((session) => (
            <li key={session.id}>
              <span>
                <strong>{nameOf(session)}</strong>
                {session.current ? <span className="badge">{t("myaccount.sessions.thisDevice")}</span> : null}
                <span className="item-list__meta">
                  {[
                    countryOf(session.country, locale),
                    t("myaccount.sessions.signedIn", { date: formatDay(session.created_at, locale) }),
                    t("myaccount.sessions.lastSeen", { date: formatDay(session.last_seen_at, locale) }),
                  ]
                    .filter(Boolean)
                    .join(" · ")}
                </span>
              </span>
              {session.current ? null : (
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => signOut(session)}
                  aria-label={t("myaccount.sessions.signOutNamed", { name: nameOf(session) })}
                >
                  {t("myaccount.sessions.signOut")}
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="empty">{t("myaccount.sessions.unavailable")}</p>
      )}
      {sessions && others.length === 0 ? <p className="muted">{t("myaccount.sessions.onlyThis")}</p> : null}
      {others.length > 0 ? (
        <button type="button" className="button button--secondary" onClick={signOutOthers}>
          {t("myaccount.sessions.signOutOthers")}
        </button>
      ) : null}
    </section>
  );
}
