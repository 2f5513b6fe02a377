import { EMAIL_INPUT_PATTERN, EMAIL_MAX_LENGTH } from "../shared/validation";

/**
 * The contact form's rules as plain data: the page renders them as HTML constraints (so the
 * browser checks them with or without script) and `contact-form.ts` builds the server's zod
 * schema from the same numbers.
 */
export const CONTACT_TOPICS = ["account", "billing", "technical", "affiliate", "press", "other"] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

export const CONTACT_FIELDS = ["name", "email", "topic", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

export const CONTACT_LIMITS = {
  name: { min: 1, max: 100 },
  email: { max: EMAIL_MAX_LENGTH, pattern: EMAIL_INPUT_PATTERN },
  message: { min: 20, max: 5000 },
} as const;

/** A field no person sees or fills; a bot that fills every input gives itself away. */
export const CONTACT_HONEYPOT_FIELD = "homepage";

/** When the form was rendered (ms since the epoch); a post sooner than this after it is a script. */
export const CONTACT_STARTED_FIELD = "started";
export const CONTACT_MIN_FILL_MS = 3000;

/** The query parameter of the confirmation page (Post/Redirect/Get), carrying the reference. */
export const CONTACT_SENT_PARAM = "sent";
export const CONTACT_REFERENCE_PATTERN = /^[A-Z0-9]{10}$/;

/** Why a field is refused; each has a localized message `contact-us.errors.<field>.<code>`. */
export type ContactFieldError = "required" | "tooShort" | "tooLong" | "invalid";

/** The errors each field can have, so every one of them has a message in every language. */
export const CONTACT_FIELD_ERRORS = {
  name: ["required", "tooLong"],
  email: ["required", "tooLong", "invalid"],
  topic: ["required", "invalid"],
  message: ["required", "tooShort", "tooLong"],
} as const satisfies Record<ContactField, readonly ContactFieldError[]>;
