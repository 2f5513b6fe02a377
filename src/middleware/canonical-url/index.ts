import type { MiddlewareHandler } from "hono";
import { canonicalPath } from "./canonical-url";

/** 301 to the canonical path, keeping the query string. */
export const canonicalUrl = (): MiddlewareHandler => async (c, next) => {
  const url = new URL(c.req.url);
  const canonical = canonicalPath(url.pathname);
  if (canonical === url.pathname) return next();
  return c.redirect(canonical + url.search, 301);
};
