import { reactRenderer } from "@hono/react-renderer";
import type { MiddlewareHandler } from "hono";
import { isbot } from "isbot";
import type { AppEnv } from "../../env";

/**
 * React 19 streaming SSR with the response's CSP nonce on React's own inline scripts. Crawlers
 * get the complete document: the stream is read to its end before the response leaves.
 */
export const renderer = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  const render = reactRenderer(undefined, {
    stream: { "Content-Type": "text/html; charset=UTF-8" },
    readableStreamOptions: {
      nonce: c.get("secureHeadersNonce"),
      onError: (error) => console.error("render:", error),
    },
  });
  await render(c, next);
  if (isbot(c.req.header("User-Agent") ?? "") && c.res.headers.get("Content-Type")?.startsWith("text/html")) {
    c.res = new Response(await c.res.text(), c.res);
  }
};
