import type { MiddlewareHandler } from "hono";
import { NO_STORE } from "../../edge/cache-control";
import type { AppEnv } from "../../env";
import { requestIdOf } from "../request-id";
import { accessConfig } from "./access-config";
import { ACCESS_JWT_HEADER, verifyAccessJwt } from "./access-jwt";
import type { AccessKeysFor } from "./access-keys";

/** Who the console runs as in a sandbox without an Access application (`npm run dev`). */
export const SANDBOX_OPERATOR = "sandbox-operator@example.com";

/**
 * Lets a request into the console only with a valid Access token and sets `opsActor`. Without
 * Access configured, prod answers 404 (nobody can get in, so nothing is shown) and the sandbox
 * runs as a stand-in operator. A refusal is 403 and one JSON log line with the reason.
 */
export const opsAccess =
  (
    keysFor: AccessKeysFor,
    write: (line: string) => void = (line) => console.warn(line),
  ): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    c.header("Cache-Control", NO_STORE);
    c.header("X-Robots-Tag", "noindex");
    const config = accessConfig(c.env);
    if (!config) {
      if (c.get("environment") !== "sandbox") return c.text("Not Found", 404);
      c.set("opsActor", SANDBOX_OPERATOR);
      return next();
    }
    const verdict = await verifyAccessJwt(c.req.header(ACCESS_JWT_HEADER), config, keysFor(config));
    if (!verdict.ok) {
      write(
        JSON.stringify({
          type: "access",
          request_id: requestIdOf(c),
          method: c.req.method,
          path: new URL(c.req.url).pathname,
          refused: verdict.reason,
        }),
      );
      return c.text("Forbidden: this console needs a Cloudflare Access sign-in.", 403);
    }
    c.set("opsActor", verdict.actor);
    return next();
  };
