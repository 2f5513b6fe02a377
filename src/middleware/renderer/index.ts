import type { MiddlewareHandler } from "hono";
import type { ReactNode } from "react";
import { renderToReadableStream } from "react-dom/server";
import { isCrawler } from "../../edge/crawler";
import type { AppEnv } from "../../env";

/**
 * React 19 streaming SSR (`c.render(node)`) with the response's CSP nonce on React's own inline
 * scripts. Crawlers get the complete document: the render finishes (`allReady`) before the first
 * byte, so no content waits behind a Suspense fallback for a script to reveal it.
 */
export const renderer = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  c.setRenderer(async (node: ReactNode) => {
    const nonce = c.get("secureHeadersNonce");
    const stream = await renderToReadableStream(node, {
      // The same nonce on React's inline scripts and on hoisted style elements (style-src).
      nonce: nonce ? { script: nonce, style: nonce } : undefined,
      onError: (error) => console.error("render:", error),
    });
    if (isCrawler(c)) await stream.allReady;
    c.header("Content-Type", "text/html; charset=UTF-8");
    return c.body(stream);
  });
  await next();
};
