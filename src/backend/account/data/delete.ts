import type { accountDelete } from "../../../api/contract/account";
import { billingNow } from "../../billing/clock";
import { switchAtProvider } from "../../billing/provider-calls";
import { fail, type Handler, ok } from "../../handler";
import { eraseAccount, renewingSubscriptions } from "./erase";
import { proveIdentity } from "./identity";
import { limitedUser } from "./limited-user";

/**
 * Deletes the signed-in account: the password (and second factor) first, then every renewal is
 * turned off at its provider (a refusal there stops everything, nothing erased), then one batch
 * erases the personal data and anonymises the orders. Afterwards the session is unknown and the
 * credentials answer like any wrong ones.
 */
export const accountDeleteHandler: Handler<typeof accountDelete> = async (req) => {
  const caller = await limitedUser(req);
  if ("refused" in caller) return caller.refused;
  const { user } = caller;
  const db = req.env.DB;
  const refused = await proveIdentity(req, user, req.input);
  if (refused) return fail(refused);
  const renewing = await renewingSubscriptions(db, user.id);
  for (const subscription of renewing) {
    const providerRefused = await switchAtProvider(req, subscription, false);
    if (providerRefused) return fail(providerRefused);
  }
  const now = await billingNow(db, req.environment, req.nowMs);
  await db.batch(eraseAccount(db, user, renewing, now, req.nowMs));
  return ok({});
};
