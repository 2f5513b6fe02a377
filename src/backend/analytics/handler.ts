import type { analyticsEvents } from "../../api/contract/analytics";
import { type Handler, ok } from "../handler";
import { ingestEvents } from "./ingest";

/** The analytics ingest call: one row per event. */
export const analyticsEventsHandler: Handler<typeof analyticsEvents> = async (req) => {
  await ingestEvents(req.env.DB, req.input, req.nowMs);
  return ok(null);
};
