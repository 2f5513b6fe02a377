import { splitLocalePath } from "../../i18n/locale-path";

/**
 * The canonical form of a path: runs of slashes collapsed, no trailing slash, `/home` as `/`
 * (keeping a locale prefix: `/de/home` → `/de`).
 */
export function canonicalPath(path: string): string {
  let out = path.replace(/\/{2,}/g, "/");
  if (out.length > 1) out = out.replace(/\/+$/, "") || "/";
  const { prefix, rest } = splitLocalePath(out);
  if (rest === "/home") out = prefix ? `/${prefix}` : "/";
  return out;
}
