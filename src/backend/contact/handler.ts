import { API_ERRORS } from "../../api/codes";
import type { contactUs } from "../../api/contract/report";
import { hit } from "../../shared/rate-limit";
import { fail, type Handler, ok } from "../handler";
import { CONTACT_RATE_LIMIT, contactClientKey } from "./rate-limit";
import { insertContactMessage } from "./store";

/**
 * The embedded backend's contact call. The dispatcher has validated the fields with the shared
 * schema; a sender over the hourly limit stores nothing.
 */
export const contactUsHandler: Handler<typeof contactUs> = async (req) => {
  const limit = await hit(req.env.DB, CONTACT_RATE_LIMIT, await contactClientKey(req.ip), req.nowMs);
  if (!limit.allowed) return fail(API_ERRORS.rateLimited, limit.retryAfter);
  return ok({ reference: await insertContactMessage(req.env.DB, req.input, req.nowMs) });
};
