/**
 * Every D1 table that holds something of an account, with the export section that shows it and
 * what deletion does to it. account-tables.test.ts lists the database's tables with a personal
 * column (PERSONAL_COLUMN) and fails when one is missing here, so a table added later cannot be
 * forgotten by the export or the deletion.
 */
export type Erasure =
  /** Its rows of the account are deleted. */
  | "delete"
  /** Its rows stay with the personal fields emptied. */
  | "anonymise"
  /** Its rows stay as they are: they hold no personal data beyond the account's id. */
  | "keep";

export interface AccountTable {
  /** The key of the export's section that shows the table's rows of the account. */
  section: string;
  erasure: Erasure;
}

/** Columns that tie a row to a person: an account id or an e-mail address. */
export const PERSONAL_COLUMN =
  /^(user_id|email|old_email|new_email|to_address|invitee_id|inviter_id|kept_by)$/;

export const ACCOUNT_TABLES: Readonly<Record<string, AccountTable>> = {
  users: { section: "account", erasure: "anonymise" },
  sessions: { section: "sessions", erasure: "delete" },
  // The browsers an account has signed in from (the new-sign-in notice's memory).
  session_browsers: { section: "sign_in_browsers", erasure: "delete" },
  devices: { section: "devices", erasure: "delete" },
  bound_ips: { section: "bound_ip", erasure: "delete" },
  verifications: { section: "verifications", erasure: "delete" },
  email_changes: { section: "email_changes", erasure: "delete" },
  email_case_duplicates: { section: "account", erasure: "delete" },
  outbox: { section: "mails", erasure: "delete" },
  two_factor: { section: "two_factor", erasure: "delete" },
  two_factor_recovery_codes: { section: "two_factor", erasure: "delete" },
  two_factor_challenges: { section: "two_factor", erasure: "delete" },
  passkeys: { section: "passkeys", erasure: "delete" },
  // A registration's challenge names the account for its five minutes.
  webauthn_challenges: { section: "passkeys", erasure: "delete" },
  invite_codes: { section: "referral", erasure: "delete" },
  // Account ids only: an inviter's reward history stays right after either side is deleted.
  referrals: { section: "referral", erasure: "keep" },
  // Kept for accounting (ACCOUNT_RECORDS_RETENTION_YEARS): amount, date, country; no address.
  orders: { section: "orders", erasure: "anonymise" },
  // Account ids and money only; deletion turns renewal off first.
  subscriptions: { section: "subscriptions", erasure: "keep" },
  trial_claims: { section: "trial", erasure: "anonymise" },
  contact_messages: { section: "contact_messages", erasure: "delete" },
  analytics_events: { section: "analytics_events", erasure: "anonymise" },
};

export { ACCOUNT_RECORDS_RETENTION_YEARS } from "../../../catalog/legal";
