import type { Messages, MessageTree } from "../../i18n/messages";
import { getOrCreate } from "../../shared/get-or-create";
import { constantJson } from "../../shared/script-json";
import { rawMessages } from "../components/raw-messages";

const NAMESPACE = "pricing-checkout-id";
const NO_TREE: MessageTree = {};
// By the two trees the texts come from, which live as long as the isolate (src/i18n/messages.ts).
const kept = new WeakMap<MessageTree, WeakMap<MessageTree, Readonly<Record<string, string>>>>();

/**
 * The checkout island's texts, placeholders kept: its namespace and the plans' terms
 * (`term.*`). One frozen object per locale's trees, serialized once (`constantJson`), not on
 * every view.
 */
export function checkoutTexts(messages: Messages): Readonly<Record<string, string>> {
  const byPricing = getOrCreate(kept, messages[NAMESPACE] ?? NO_TREE, () => new WeakMap());
  return getOrCreate(byPricing, messages.pricing ?? NO_TREE, () =>
    constantJson({
      ...rawMessages(messages, NAMESPACE),
      ...Object.fromEntries(
        Object.entries(rawMessages(messages, "pricing", "term")).map(([key, text]) => [`term.${key}`, text]),
      ),
    }),
  );
}
