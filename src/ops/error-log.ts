import type { Context } from "hono";
import { requestIdOf } from "./request-id";

/**
 * An error as one JSON line, with the request id that ties it to its request line and its stack.
 * The message is the code's own; callers never put request data (e-mails, tokens) into it.
 */
export function logError(
  c: Context,
  what: string,
  error: unknown,
  write: (line: string) => void = console.error,
) {
  const failure = error instanceof Error ? error : new Error(String(error));
  write(
    JSON.stringify({
      type: "error",
      request_id: requestIdOf(c),
      what,
      method: c.req.method,
      path: new URL(c.req.url).pathname,
      error: failure.message,
      stack: failure.stack ?? null,
    }),
  );
}
