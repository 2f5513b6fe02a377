import type { ContactErrors } from "./contact-form";
import type { ContactField } from "./contact-rules";

/** Why a whole submission was refused; each has a localized message `contact-us.errors.form.<code>`. */
export type ContactFormError = "crossSite" | "spam" | "tooFast" | "rateLimited" | "unavailable" | "tooLarge";

/** What the contact page shows again after a refused post: the values as sent and why. */
export interface ContactFormState {
  values: Partial<Record<ContactField, string>>;
  errors: ContactErrors;
  formError?: ContactFormError;
}
