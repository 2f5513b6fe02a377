import { type AssetsBinding, readAssetJson } from "../static-assets";
import type { MessageTree } from "./message-tree";

/**
 * Where the deployed Worker reads `locales/<lang>/<namespace>.json`: the static assets, which the
 * build writes to `_messages/` (decision 130). The bundle carries no message, so neither a new
 * language nor a longer text slows every cold start. `npm run dev` and the workers tests swap
 * this module for `message-files-bundled.ts` (an alias of the import `./message-files`), so an
 * edited message shows without a build.
 */

/** The build's folder of message files inside the static assets. */
export const MESSAGE_FILES_DIR = "_messages";

let assets: AssetsBinding | undefined;

/** The Worker's entry hands over its ASSETS binding before anything renders. */
export function useMessageFiles(binding: AssetsBinding): void {
  assets = binding;
}

/** One message file; null when the build has none (a missing namespace or language). */
export async function readMessageFile(locale: string, namespace: string): Promise<MessageTree | null> {
  if (!assets) throw new Error("message files: the ASSETS binding was not handed over");
  return readAssetJson<MessageTree>(assets, `${MESSAGE_FILES_DIR}/${locale}/${namespace}.json`);
}
