import * as z from "../../../shared/zod";
import { ACCOUNT_CALLS } from "../calls";
import { endpoint } from "../endpoint";
import {
  codeField,
  currentPasswordField,
  emailField,
  empty,
  mailLanguageField,
  optionalSecondFactorField,
} from "./fields";

/** Sends a code to the new address; the same answer whether or not that address is free. */
export const emailChange = endpoint({
  ...ACCOUNT_CALLS.emailChange,
  request: z.object({
    new_email: emailField,
    password: currentPasswordField,
    code: optionalSecondFactorField,
    lang: mailLanguageField,
  }),
  response: z.object({ expires_in: z.number().check(z.int()) }),
});

/** The code from the new address switches the account to it and ends every other session. */
export const emailConfirm = endpoint({
  ...ACCOUNT_CALLS.emailConfirm,
  request: z.object({ code: codeField }),
  response: z.object({ email: z.string(), ended_sessions: z.number().check(z.int(), z.nonnegative()) }),
});

/**
 * Everything held about the account (docs/api.md, "Your data"). The sections are listed in
 * src/backend/account/data/account-tables.ts; the browser only offers the JSON as a file.
 */
export const accountExport = endpoint({
  ...ACCOUNT_CALLS.accountExport,
  request: empty,
  response: z.record(z.string(), z.unknown()),
});

/** Erases the account's personal data and anonymises its orders, in one D1 batch. */
export const accountDelete = endpoint({
  ...ACCOUNT_CALLS.accountDelete,
  request: z.object({ password: currentPasswordField, code: optionalSecondFactorField }),
  response: z.object({}),
});
