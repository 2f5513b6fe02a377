import type { AssetsBinding } from "../static-assets";
import type { MessageTree } from "./message-tree";

/**
 * The message files compiled into the bundle, for `npm run dev` (an edited message shows after a
 * reload) and the workers tests (no build needed): both alias `./message-files` to this module.
 * Never in the deployed Worker (decision 130).
 */
export function useMessageFiles(_binding: AssetsBinding): void {}

export async function readMessageFile(locale: string, namespace: string): Promise<MessageTree | null> {
  try {
    // A template-literal import: the bundler includes every locales/*/*.json lazily.
    const mod = (await import(`../../locales/${locale}/${namespace}.json`)) as { default: MessageTree };
    return mod.default;
  } catch {
    return null;
  }
}
