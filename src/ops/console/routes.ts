import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppEnv } from "../../env";
import { logError } from "../error-log";
import { opsAccess } from "./access";
import { type AccessKeysFor, remoteAccessKeys } from "./access-keys";
import { type ActionResult, refused } from "./action-result";
import { renderConsole } from "./console-page";
import { issuesText } from "./issues-text";
import { OPS_ACTION_PATHS, OPS_PATH } from "./paths";
import { savePromotion } from "./promotion-action";
import { resendReceiptAction } from "./receipt-action";
import { saveRedirects } from "./redirect-action";
import { refundOrder } from "./refund-action";
import { sameOriginWrites } from "./same-origin";
import { extendVip, vipExtensionForm } from "./vip-extension";

export interface OpsConsoleOptions {
  /** The Access team's keys; tests pass a local key set, production fetches the team's JWKS. */
  accessKeys?: AccessKeysFor;
}

type Form = Record<string, string>;

const text = (form: Form, name: string) => (typeof form[name] === "string" ? form[name] : "");

/**
 * Hands mail delivery to the runtime after the answer. Without an execution context (a test's
 * app.request) the mail still waits in the outbox, where the Cron job sends it.
 */
function waitUntilOf(c: Context<AppEnv>) {
  return (promise: Promise<unknown>) => {
    try {
      c.executionCtx.waitUntil(promise);
    } catch {
      promise.catch(() => undefined);
    }
  };
}

/** Runs an action; an unexpected failure is logged and shown as "Error" (never a 500). */
async function attempt(c: Context<AppEnv>, action: () => Promise<ActionResult>): Promise<ActionResult> {
  try {
    return await action();
  } catch (error) {
    logError(c, "ops console action", error);
    return refused(503);
  }
}

/**
 * The operator console at /ops (docs/operations.md): Access on every request, same-origin
 * writes, and each action answered with the whole console and a notice of what happened.
 */
export function opsConsoleRoutes({ accessKeys = remoteAccessKeys }: OpsConsoleOptions = {}) {
  const routes = new Hono<AppEnv>();
  for (const path of [OPS_PATH, `${OPS_PATH}/*`]) {
    routes.use(path, (c, next) => {
      c.set("routeName", "ops");
      return next();
    });
    routes.use(path, opsAccess(accessKeys), sameOriginWrites(), bodyLimit({ maxSize: 64 * 1024 }));
  }

  routes.get(OPS_PATH, (c) =>
    renderConsole(c, {
      query: c.req.query("q")?.trim() ?? "",
      promotionTarget: c.req.query("promo") === "debug" ? "debug" : "live",
    }),
  );

  const actor = (c: Context<AppEnv>) => c.get("opsActor") ?? "unknown";
  const form = async (c: Context<AppEnv>) => (await c.req.parseBody()) as Form;

  routes.post(OPS_ACTION_PATHS.promotion, async (c) => {
    const body = await form(c);
    const result = await attempt(c, () => savePromotion(c.env, actor(c), body, Date.now()));
    return renderConsole(c, {
      query: "",
      promotionTarget: body.target === "debug" ? "debug" : "live",
      result,
    });
  });

  routes.post(OPS_ACTION_PATHS.redirects, async (c) => {
    const table = text(await form(c), "table");
    const result = await attempt(c, () => saveRedirects(c.env, actor(c), table, Date.now()));
    return renderConsole(c, {
      query: "",
      promotionTarget: "live",
      result,
      redirectsDraft: result.ok ? undefined : table,
    });
  });

  routes.post(OPS_ACTION_PATHS.refund, async (c) => {
    const body = await form(c);
    const mail = {
      env: c.env,
      environment: c.get("environment"),
      origin: new URL(c.req.url).origin,
      waitUntil: waitUntilOf(c),
    };
    const result = await attempt(c, () => refundOrder(mail, actor(c), text(body, "order_id"), Date.now()));
    return renderConsole(c, { query: text(body, "q"), promotionTarget: "live", result });
  });

  routes.post(OPS_ACTION_PATHS.resendReceipt, async (c) => {
    const body = await form(c);
    const waitUntil = waitUntilOf(c);
    const result = await attempt(c, () =>
      resendReceiptAction(
        c.env,
        actor(c),
        text(body, "order_id"),
        Date.now(),
        { environment: c.get("environment"), origin: new URL(c.req.url).origin },
        waitUntil,
      ),
    );
    return renderConsole(c, { query: text(body, "q"), promotionTarget: "live", result });
  });

  routes.post(OPS_ACTION_PATHS.extendVip, async (c) => {
    const body = await form(c);
    const parsed = vipExtensionForm.safeParse(body);
    const result = parsed.success
      ? await attempt(c, () => extendVip(c.env.DB, actor(c), parsed.data, Date.now()))
      : refused(400, `VIP time not extended. ${issuesText(parsed.error)}.`);
    return renderConsole(c, { query: text(body, "q"), promotionTarget: "live", result });
  });

  return routes;
}
