import type { MiddlewareHandler } from "hono";
import { CACHE_STATUS_HEADER } from "../edge/html-cache";
import type { AppEnv } from "../env";
import { requestIdOf } from "./request-id";

/** One request as an operator reads it in `wrangler tail` or Workers Logs. */
export interface RequestLogLine {
  type: "request";
  request_id: string;
  method: string;
  /** The path only: queries carry reset tokens, e-mails and campaign ids. */
  path: string;
  route: string | null;
  locale: string | null;
  status: number;
  cache: string | null;
  duration_ms: number;
}

/**
 * Logs every request as one JSON line once its response is ready. No personal data: no query,
 * no address, no cookie, no header value but the request id.
 */
export const requestLog =
  (write: (line: string) => void = console.log): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const started = Date.now();
    requestIdOf(c);
    await next();
    const line: RequestLogLine = {
      type: "request",
      request_id: requestIdOf(c),
      method: c.req.method,
      path: new URL(c.req.url).pathname,
      route: c.get("routeName") ?? null,
      locale: c.get("language")?.code ?? null,
      status: c.res.status,
      cache: c.res.headers.get(CACHE_STATUS_HEADER),
      duration_ms: Date.now() - started,
    };
    write(JSON.stringify(line));
  };
