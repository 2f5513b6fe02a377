import type { Context } from "hono";
import { isbot } from "isbot";
import { getOrCreate } from "../shared/get-or-create";

const memo = new WeakMap<Request, boolean>();

/** Whether the request comes from a crawler; isbot's large pattern runs once per request. */
export function isCrawler(c: Context): boolean {
  const request = c.req.raw;
  return getOrCreate(memo, request, () => isbot(c.req.header("User-Agent") ?? ""));
}
