import type { ContentfulStatusCode } from "hono/utils/http-status";

/** What a console action did, as the page shows it. */
export type ActionResult =
  | { ok: true; message: string }
  | { ok: false; status: ContentfulStatusCode; message?: string };

export const done = (message: string): ActionResult => ({ ok: true, message });

export const refused = (status: ContentfulStatusCode, message?: string): ActionResult => ({
  ok: false,
  status,
  message,
});

/** The seed's Admin-API rule: a failed call shows its message, or "Error" when it has none. */
export function resultText(result: ActionResult): string {
  return result.ok ? result.message : result.message?.trim() || "Error";
}
