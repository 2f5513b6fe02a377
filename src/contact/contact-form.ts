import { isValidEmail, normalizeEmail } from "../shared/validation";
import * as z from "../shared/zod";
import {
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  CONTACT_TOPICS,
  type ContactField,
  type ContactFieldError,
} from "./contact-rules";

// Each issue's message is the error code the page localizes.
const code = (error: ContactFieldError) => ({ error });

export const contactMessageSchema = z.object({
  name: z
    .string(code("required"))
    .check(
      z.trim(),
      z.minLength(CONTACT_LIMITS.name.min, code("required")),
      z.maxLength(CONTACT_LIMITS.name.max, code("tooLong")),
    ),
  email: z
    .pipe(
      z
        .string(code("required"))
        .check(
          z.trim(),
          z.minLength(1, code("required")),
          z.maxLength(CONTACT_LIMITS.email.max, code("tooLong")),
        ),
      z.transform(normalizeEmail),
    )
    .check(z.refine(isValidEmail, code("invalid"))),
  topic: z.enum(CONTACT_TOPICS, {
    error: (issue) => (issue.input === undefined || issue.input === "" ? "required" : "invalid"),
  }),
  message: z
    .string(code("required"))
    .check(
      z.trim(),
      z.minLength(1, code("required")),
      z.minLength(CONTACT_LIMITS.message.min, code("tooShort")),
      z.maxLength(CONTACT_LIMITS.message.max, code("tooLong")),
    ),
});

export type ContactMessage = z.infer<typeof contactMessageSchema>;
export type ContactErrors = Partial<Record<ContactField, ContactFieldError>>;

const isField = (key: unknown): key is ContactField => CONTACT_FIELDS.includes(key as ContactField);

/** The first error of each refused field, from a failed parse of this schema (or one extending it). */
export function contactErrorsOf(error: z.core.$ZodError): ContactErrors {
  const errors: ContactErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (isField(field) && !errors[field]) errors[field] = issue.message as ContactFieldError;
  }
  return errors;
}

/** The message, or the first error of each refused field. */
export function parseContactMessage(
  input: unknown,
): { ok: true; message: ContactMessage } | { ok: false; errors: ContactErrors } {
  const parsed = contactMessageSchema.safeParse(input);
  return parsed.success
    ? { ok: true, message: parsed.data }
    : { ok: false, errors: contactErrorsOf(parsed.error) };
}
