import * as z from "../../shared/zod";
import { ANALYTICS_EVENTS_PATH, analyticsEnvelopeSchema } from "../analytics";
import { endpoint } from "./endpoint";

/**
 * The site hands events to the MMS API here, after its own route (src/api/analytics-route.ts)
 * checked the origin, the rate and the user id. Not a gateway call: the browser posts to the
 * site's route, which answers that path first.
 */
export const analyticsEvents = endpoint({
  method: "POST",
  path: ANALYTICS_EVENTS_PATH,
  session: "none",
  request: analyticsEnvelopeSchema,
  // The embedded API answers no data; an upstream one may send some, which is not read.
  response: z.unknown(),
});
