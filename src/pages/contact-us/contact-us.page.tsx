import type { ContactFormState } from "../../contact/form-state";
import { definePage, defineRoute } from "../define-route";
import { ContactUsPage } from "./contact-us-page";

export const route = defineRoute({
  name: "contact-us",
  styles: ["fields", "company"],
  pattern: "/contact-us",
});

export default definePage(route, {
  // The render time, for the form's minimum-fill-time check: every view has its own.
  htmlCache: false,
  // A refused form post shows the page again with the form's state added to the data.
  load: async (): Promise<{ started: number; form?: ContactFormState }> => ({ started: Date.now() }),
  Page: ({ data, query }) => (
    <ContactUsPage started={data.started} form={data.form} sent={query.sent} topic={query.topic} />
  ),
});
