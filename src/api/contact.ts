import { z } from "zod";
import { LOCALES, type Locale } from "../i18n/languages";
import { contactMessageSchema } from "../shared/contact-form";

/** The MMS API's contact call (spec section 7): `POST … contact_us` with the form fields. */
export const CONTACT_US_PATH = "/api/mms/report/v1/contact_us";

export const contactRequestSchema = contactMessageSchema.extend({
  language: z.enum(LOCALES as [Locale, ...Locale[]]).optional(),
});

export type ContactRequest = z.infer<typeof contactRequestSchema>;

/** Answers: `{ code: 0, reference }`, or a non-zero code with the refused fields or a retry delay. */
export type ContactResponse =
  | { code: 0; reference: string }
  | { code: 400; message: string; errors: Record<string, string> }
  | { code: 429; message: string; retryAfter: number };
