import { countryName, formatDate } from "../../i18n/format";
import { DEFAULT_LOCALE, isLocale, type Locale } from "../../i18n/languages";
import { localizedPath } from "../../i18n/locale-path";
import { loadTranslator } from "../../i18n/messages";
import type { BackendContext } from "../handler";
import { deliverLater, outboxInsert } from "../mail/outbox";
import type { Mail } from "../mail/provider";
import { browserKeyOf, sessionBrowserOf } from "./session-browser";
import { userById } from "./users";

/** Where a sign-in came from: what the sessions list shows and the new-browser notice compares. */
export type SessionOrigin = Pick<
  BackendContext,
  "env" | "nowMs" | "country" | "userAgent" | "locale" | "host" | "environment" | "waitUntil"
>;

/** Where the notice sends its reader: My account's sessions card. */
export const SESSIONS_ANCHOR = "sessions";

/**
 * Records the sign-in's browser (family, OS, country) for the account in ONE statement: the row is
 * new only for a combination never seen, and it is "noticed" only when the account had others
 * before, so the first sign-in after sign-up sends nothing, and two parallel sign-ins from the
 * same new browser send one notice (decision 131).
 */
async function isNewBrowser(origin: SessionOrigin, userId: number): Promise<boolean> {
  const row = await origin.env.DB.prepare(
    `INSERT INTO session_browsers (user_id, browser_key, first_seen_at, noticed)
     SELECT ?1, ?2, ?3, EXISTS (SELECT 1 FROM session_browsers WHERE user_id = ?1) WHERE true
     ON CONFLICT (user_id, browser_key) DO NOTHING
     RETURNING noticed`,
  )
    .bind(userId, browserKeyOf(origin.userAgent ?? null, origin.country), origin.nowMs)
    .first<{ noticed: number }>();
  return row?.noticed === 1;
}

/** The account's language: that of its latest other sign-in, else this one's. */
async function accountLocale(origin: SessionOrigin, userId: number, newSessionId: string): Promise<Locale> {
  const row = await origin.env.DB.prepare(
    `SELECT locale FROM sessions WHERE user_id = ? AND locale IS NOT NULL AND public_id IS NOT ?
      ORDER BY created_at DESC, rowid DESC LIMIT 1`,
  )
    .bind(userId, newSessionId)
    .first<{ locale: string }>();
  if (isLocale(row?.locale)) return row.locale;
  return origin.locale ?? DEFAULT_LOCALE;
}

export async function newBrowserMail(origin: SessionOrigin, to: string, locale: Locale): Promise<Mail> {
  const t = await loadTranslator(locale, ["myaccount"]);
  const unknown = t("myaccount.sessions.unknown");
  const { browser, os } = sessionBrowserOf(origin.userAgent ?? null);
  const link = `https://${origin.host}${localizedPath(locale, "/myaccount")}#${SESSIONS_ANCHOR}`;
  const text = [
    t("myaccount.sessions.mail.body", {
      browser: browser || unknown,
      os: os || unknown,
      country: origin.country ? countryName(origin.country, locale) : unknown,
      date: formatDate(new Date(origin.nowMs), locale),
    }),
    t("myaccount.sessions.mail.review", { link }),
    t("myaccount.sessions.mail.signature"),
  ].join("\n\n");
  return { to, subject: t("myaccount.sessions.mail.subject"), text };
}

/** After a new session: the owner of an account with an e-mail hears of a sign-in from a new browser. */
export async function noticeNewBrowser(
  origin: SessionOrigin,
  userId: number,
  newSessionId: string,
): Promise<void> {
  if (!(await isNewBrowser(origin, userId))) return;
  const user = await userById(origin.env.DB, userId);
  if (!user?.email) return;
  const mail = await newBrowserMail(origin, user.email, await accountLocale(origin, userId, newSessionId));
  const row = await outboxInsert(origin.env.DB, mail, origin.nowMs).first<{ id: number }>();
  if (row) deliverLater(origin, row.id, mail);
}
