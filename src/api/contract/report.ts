import { contactMessageSchema } from "../../contact/contact-form";
import { LOCALES, type Locale } from "../../i18n/languages";
import * as z from "../../shared/zod";
import { endpoint } from "./endpoint";

/** Spec section 7: `POST /api/mms/report/v1/contact_us` with the contact form's fields. */
export const contactUs = endpoint({
  method: "POST",
  path: "/api/mms/report/v1/contact_us",
  session: "none",
  request: z.extend(contactMessageSchema, {
    /** The language of the page the message was written on: the reply's language. */
    language: z.optional(z.enum(LOCALES as [Locale, ...Locale[]])),
  }),
  /** A reference the sender can quote. */
  response: z.object({ reference: z.string() }),
});

export type ContactRequest = z.infer<typeof contactUs.request>;

export const REPORT_ENDPOINTS = { contactUs } as const;
