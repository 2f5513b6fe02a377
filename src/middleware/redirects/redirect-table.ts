import { REDIRECT_HOSTS } from "../../catalog/redirect-hosts";
import { splitLocalePath } from "../../i18n/locale-path";
import { safeRedirect } from "../../shared/safe-redirect";
import * as z from "../../shared/zod";
import { DEFAULT_REDIRECTS, type RedirectEntry } from "./default-table";

/** The CONFIG key holding the table: a JSON array of `{ from, to, status }`. */
export const REDIRECTS_KEY = "redirects";
/** How long an isolate trusts its copy: at most one KV read per minute, edits live within one. */
export const REDIRECT_TABLE_TTL_MS = 60_000;
/** A refresh that has not finished by then is presumed lost (its request was cancelled). */
const REFRESH_TIMEOUT_MS = 5_000;

export type RedirectTable = ReadonlyMap<string, RedirectEntry>;

// A reserved TLD that never resolves: only a path can be "same-site" with it, so it tells paths
// from allow-listed absolute URLs without depending on the request.
const TABLE_ORIGIN = "https://redirect-table.invalid";

const hasNoLocalePrefix = (path: string) => splitLocalePath(path).prefix === null;

const barePath = z
  .string()
  .check(
    z.regex(/^\/(?!\/)[\x21-\x22\x24-\x3e\x40-\x5b\x5d-\x7e]*$/, "a path with one leading `/`, no query"),
    z.refine(hasNoLocalePrefix, "a bare path, without locale prefix"),
  );

/**
 * What an entry's `to` is sent as: a same-site path (bare, since the visitor's locale is put in
 * front) already in its normal form, or the normalised allow-listed URL; null for anything else.
 */
function normalisedTarget(to: string): string | null {
  const safe = safeRedirect(to, {
    origin: TABLE_ORIGIN,
    sameSiteHosts: [],
    allowedHosts: REDIRECT_HOSTS,
  });
  if (!safe) return null;
  if (!safe.sameOrigin) return to.startsWith("/") ? null : safe.url.href;
  return to === safe.location && hasNoLocalePrefix(safe.url.pathname) ? to : null;
}

/** One entry of the CONFIG value; the operator console validates edits with it too. */
export const redirectEntrySchema = z.object({
  from: barePath,
  to: z.pipe(
    z.string(),
    z.transform((to: string, ctx) => {
      const target = normalisedTarget(to);
      if (target !== null) return target;
      ctx.issues.push({
        code: "custom",
        message: "a bare same-site path or an allow-listed https URL",
        input: to,
      });
      return z.NEVER;
    }),
  ),
  status: z.union([z.literal(301), z.literal(302)]),
});

/** The entries of the CONFIG value; an unusable value yields none, so the defaults stand alone. */
export function parseRedirectEntries(raw: string): RedirectEntry[] {
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    console.warn(`redirects: CONFIG "${REDIRECTS_KEY}" is not JSON; using the default table`);
    return [];
  }
  if (!Array.isArray(data)) {
    console.warn(`redirects: CONFIG "${REDIRECTS_KEY}" is not an array; using the default table`);
    return [];
  }
  return data.flatMap((item, index) => {
    const parsed = redirectEntrySchema.safeParse(item);
    if (parsed.success) return [parsed.data];
    console.warn(
      `redirects: dropped entry ${index} ${JSON.stringify(item)}: ${z.prettifyError(parsed.error)}`,
    );
    return [];
  });
}

const pathOf = (to: string) => new URL(to, TABLE_ORIGIN).pathname;

/** Whether following same-site hops from `start` comes back to it: the browser would loop. */
export function leadsBack(table: ReadonlyMap<string, RedirectEntry>, start: string): boolean {
  let path = start;
  for (let hop = 0; hop < table.size; hop++) {
    const entry = table.get(path);
    if (!entry?.to.startsWith("/")) return false;
    path = pathOf(entry.to);
    if (path === start) return true;
  }
  return false;
}

/** The defaults, overridden and extended by `from`, without entries that would loop. */
export function buildRedirectTable(entries: readonly RedirectEntry[]): RedirectTable {
  const table = new Map<string, RedirectEntry>();
  for (const entry of [...DEFAULT_REDIRECTS, ...entries]) table.set(entry.from, entry);
  for (const from of table.keys()) {
    if (leadsBack(table, from)) {
      console.warn(`redirects: dropped ${from}, its redirects lead back to it`);
      table.delete(from);
    }
  }
  return table;
}

async function readRedirectTable(kv: KVNamespace): Promise<RedirectTable> {
  try {
    const raw = await kv.get(REDIRECTS_KEY);
    return buildRedirectTable(raw === null ? [] : parseRedirectEntries(raw));
  } catch (error) {
    console.warn("redirects: CONFIG read failed; using the default table", error);
    return buildRedirectTable([]);
  }
}

interface CacheState {
  table: RedirectTable | null;
  freshUntil: number;
  refreshStartedAt: number | null;
}

let cache: CacheState = { table: null, freshUntil: 0, refreshStartedAt: null };

/**
 * The table, read from KV at most once a minute per isolate. While one request refreshes an
 * expired copy, the others keep the stale one rather than wait on a promise that belongs to
 * another request's context (workerd may cancel it with that request).
 */
export async function getRedirectTable(kv: KVNamespace, now = Date.now()): Promise<RedirectTable> {
  const { table, freshUntil, refreshStartedAt } = cache;
  if (table && now < freshUntil) return table;
  const refreshing = refreshStartedAt !== null && now - refreshStartedAt < REFRESH_TIMEOUT_MS;
  if (table && refreshing) return table;
  cache = { ...cache, refreshStartedAt: now };
  const fresh = await readRedirectTable(kv);
  cache = { table: fresh, freshUntil: now + REDIRECT_TABLE_TTL_MS, refreshStartedAt: null };
  return fresh;
}

/** Forgets the cached table, so a test sees its own KV value at once. */
export function resetRedirectTableCache(): void {
  cache = { table: null, freshUntil: 0, refreshStartedAt: null };
}
