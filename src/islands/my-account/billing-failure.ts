import { billingErrorKey } from "../../shared/billing-forms";
import { ApiFailure } from "../lib/api";
import { errorText } from "../lib/errors";
import type { T } from "../lib/texts";

/** A billing call's refusal in words: its own text for the billing codes, else the account's. */
export function billingFailureText(failure: unknown, t: T): string {
  const key = failure instanceof ApiFailure ? billingErrorKey(failure.body.code) : null;
  return key ? t(key) : errorText(failure, t);
}
