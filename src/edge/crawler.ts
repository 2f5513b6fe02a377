import type { Context } from "hono";
import { isbot } from "isbot";

const memo = new WeakMap<Request, boolean>();

/** Whether the request comes from a crawler; isbot's large pattern runs once per request. */
export function isCrawler(c: Context): boolean {
  const request = c.req.raw;
  let bot = memo.get(request);
  if (bot === undefined) {
    bot = isbot(c.req.header("User-Agent") ?? "");
    memo.set(request, bot);
  }
  return bot;
}
