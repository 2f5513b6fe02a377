import type { Messages } from "../../i18n/messages";
import { keptTexts } from "../components/kept-texts";
import { rawMessages } from "../components/raw-messages";

const NAMESPACE = "pricing-checkout-id";

/**
 * The checkout island's texts, placeholders kept: its namespace and the plans' terms
 * (`term.*`). One frozen object per locale's trees, serialized once (`keptTexts`), not on
 * every view.
 */
export function checkoutTexts(messages: Messages): Readonly<Record<string, string>> {
  return keptTexts([messages[NAMESPACE], messages.pricing], "checkout", () => ({
    ...rawMessages(messages, NAMESPACE),
    ...Object.fromEntries(
      Object.entries(rawMessages(messages, "pricing", "term")).map(([key, text]) => [`term.${key}`, text]),
    ),
  }));
}
