import { DEFAULT_REDIRECTS, type RedirectEntry } from "../../middleware/redirects/default-table";
import { leadsBack, redirectEntrySchema } from "../../middleware/redirects/redirect-table";
import { issuesText } from "./issues-text";

export type RedirectCheck = { ok: true; entries: RedirectEntry[] } | { ok: false; reasons: string[] };

const describe = (item: unknown) => {
  const { from, to } = (typeof item === "object" && item !== null ? item : {}) as Record<string, unknown>;
  return `${String(from ?? "?")} → ${String(to ?? "?")}`;
};

/** The hops from `start` as the browser would follow them, for a loop's reason. */
function chain(table: ReadonlyMap<string, RedirectEntry>, start: string): string {
  const hops = [start];
  let entry = table.get(start);
  while (entry && hops.length <= table.size) {
    const path = new URL(entry.to, "https://x.invalid").pathname;
    hops.push(path);
    if (path === start) break;
    entry = table.get(path);
  }
  return hops.join(" → ");
}

/**
 * An edit of the redirect table (the CONFIG value: a JSON array of `{ from, to, status }`),
 * checked as the site reads it (the redirect middleware's own entry schema, whose `to` goes
 * through the site's safeRedirect check) and refused as a whole with every reason: an entry the
 * site would drop, a path listed twice, or redirects that lead back to where they started.
 */
export function checkRedirectTable(text: string): RedirectCheck {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, reasons: ["The table is not JSON."] };
  }
  if (!Array.isArray(data))
    return { ok: false, reasons: ["The table must be a JSON array of { from, to, status }."] };
  const reasons: string[] = [];
  const entries: RedirectEntry[] = [];
  const seen = new Map<string, number>();
  data.forEach((item, index) => {
    const parsed = redirectEntrySchema.safeParse(item);
    if (!parsed.success) {
      reasons.push(`Entry ${index + 1} (${describe(item)}): ${issuesText(parsed.error)}.`);
      return;
    }
    const earlier = seen.get(parsed.data.from);
    if (earlier !== undefined) {
      reasons.push(`Entry ${index + 1}: ${parsed.data.from} is already redirected by entry ${earlier}.`);
      return;
    }
    seen.set(parsed.data.from, index + 1);
    entries.push(parsed.data);
  });
  const table = new Map<string, RedirectEntry>();
  for (const entry of [...DEFAULT_REDIRECTS, ...entries]) table.set(entry.from, entry);
  for (const entry of entries) {
    if (leadsBack(table, entry.from)) reasons.push(`${chain(table, entry.from)}: a redirect loop.`);
  }
  return reasons.length > 0 ? { ok: false, reasons } : { ok: true, entries };
}
