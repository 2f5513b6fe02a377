import { type ContactRequest, contactRequestSchema } from "../../api/contact";
import { type ContactErrors, contactErrorsOf } from "../../shared/contact-form";
import { clientKeyOf, releaseContactSlot, takeContactSlot } from "./rate-limit";
import { insertContactMessage } from "./store";

export type SubmitResult =
  | { ok: true; reference: string }
  | { ok: false; reason: "invalid"; errors: ContactErrors }
  | { ok: false; reason: "rate-limited"; retryAfterSeconds: number };

/**
 * The embedded backend's contact call: validate, take a rate-limit slot for the sender, store.
 * Refused input stores nothing and takes no slot.
 */
export async function submitContactMessage(
  db: D1Database,
  input: unknown,
  clientIp: string | null,
  now = Date.now(),
): Promise<SubmitResult> {
  const parsed = contactRequestSchema.safeParse(input);
  if (!parsed.success) return { ok: false, reason: "invalid", errors: contactErrorsOf(parsed.error) };
  const message: ContactRequest = parsed.data;
  const key = await clientKeyOf(clientIp);
  const slot = await takeContactSlot(db, key, now);
  if (!slot.allowed) return { ok: false, reason: "rate-limited", retryAfterSeconds: slot.retryAfterSeconds };
  try {
    return { ok: true, reference: await insertContactMessage(db, message, now) };
  } catch (error) {
    await releaseContactSlot(db, key, now).catch(() => undefined);
    throw error;
  }
}
