import { REDIRECTS_KEY, resetRedirectTableCache } from "../../middleware/redirects/redirect-table";
import { type ActionResult, refused } from "./action-result";
import { auditedConfigWrite, safeJson } from "./config-write";
import { checkRedirectTable } from "./redirect-check";

/** Replaces the redirect table's CONFIG value after checking it; a refusal names every reason. */
export async function saveRedirects(
  env: { DB: D1Database; CONFIG: KVNamespace },
  actor: string,
  text: string,
  nowMs: number,
): Promise<ActionResult> {
  const check = checkRedirectTable(text);
  if (!check.ok) return refused(400, `Redirects not saved. ${check.reasons.join(" ")}`);
  const before = await env.CONFIG.get(REDIRECTS_KEY);
  const result = await auditedConfigWrite(
    env,
    {
      actor,
      action: "redirects",
      target: `CONFIG:${REDIRECTS_KEY}`,
      before: safeJson(before),
      after: check.entries,
      at: nowMs,
    },
    { [REDIRECTS_KEY]: JSON.stringify(check.entries) },
    `Redirect table saved: ${check.entries.length} entries over the defaults (live within a minute).`,
  );
  // This isolate at once; the others within their minute.
  resetRedirectTableCache();
  return result;
}
