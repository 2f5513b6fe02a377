import type { Context } from "hono";
import type { ContactResponse } from "../../api/contact";
import { NO_STORE } from "../../edge/cache-control";
import { visitorOf } from "../../edge/visitor";
import type { AppEnv } from "../../env";
import { submitContactMessage } from "./submit";

/** `POST /api/mms/report/v1/contact_us` of the embedded API: JSON (or form) fields in, JSON out. */
export async function contactUsHandler(c: Context<AppEnv>): Promise<Response> {
  const type = c.req.header("Content-Type") ?? "";
  const body: unknown = type.includes("application/json")
    ? await c.req.json().catch(() => null)
    : await c.req.parseBody().catch(() => null);
  c.header("Cache-Control", NO_STORE);
  const result = await submitContactMessage(c.env.DB, body, visitorOf(c.req.raw).ip);
  if (result.ok) return c.json({ code: 0, reference: result.reference } satisfies ContactResponse);
  if (result.reason === "rate-limited") {
    c.header("Retry-After", String(result.retryAfterSeconds));
    return c.json(
      {
        code: 429,
        message: "too many messages",
        retryAfter: result.retryAfterSeconds,
      } satisfies ContactResponse,
      429,
    );
  }
  return c.json(
    { code: 400, message: "invalid fields", errors: result.errors } satisfies ContactResponse,
    400,
  );
}
