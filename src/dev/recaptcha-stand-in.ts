import { type Context, Hono } from "hono";
import { API_ERRORS } from "../api/codes";
import { DEV_SCRIPT_PATH, DEV_TOKEN_PATH, recaptchaMode } from "../backend/recaptcha/config";
import { issueDevelopmentToken } from "../backend/recaptcha/verify";
import { NO_STORE } from "../edge/cache-control";
import { errorResponse } from "../edge/error-response";
import { isSameOrigin } from "../edge/same-origin";
import type { AppEnv } from "../env";
import * as z from "../shared/zod";

/**
 * The development stand-in for Google's recaptcha script: the same browser API (`ready`,
 * `execute`, `render`, `getResponse`, `reset`), but tokens come from this site's own issuer,
 * which records them so the development verifier accepts exactly those, once. Served only in the
 * sandbox environment and only when no recaptcha keys are configured; 404 everywhere else.
 */
const SCRIPT = `(() => {
  const issue = (version, action) =>
    fetch(${JSON.stringify(DEV_TOKEN_PATH)}, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ version, action }),
    }).then((r) => (r.ok ? r.json() : Promise.reject(new Error("recaptcha stand-in refused")))).then((a) => a.token);
  const widgets = [];
  window.grecaptcha = {
    ready(callback) { callback(); },
    execute(_siteKey, options) { return issue("v3", (options && options.action) || ""); },
    render(container, params) {
      const host = typeof container === "string" ? document.getElementById(container) : container;
      const widget = { token: "", box: document.createElement("input") };
      widgets.push(widget);
      const label = document.createElement("label");
      label.className = "recaptcha-standin";
      widget.box.type = "checkbox";
      label.append(widget.box, document.createTextNode(" I'm not a robot (development stand-in)"));
      widget.box.addEventListener("change", async () => {
        widget.token = "";
        if (!widget.box.checked) return;
        widget.box.disabled = true;
        try {
          widget.token = await issue("v2", "");
          if (params && params.callback) params.callback(widget.token);
        } catch {
          widget.box.checked = false;
        }
        widget.box.disabled = false;
      });
      host.append(label);
      return widgets.length - 1;
    },
    getResponse(id) { const w = widgets[id || 0]; return w ? w.token : ""; },
    reset(id) { const w = widgets[id || 0]; if (w) { w.token = ""; w.box.checked = false; } },
  };
})();
`;

const tokenRequest = z.object({
  version: z.enum(["v2", "v3"]),
  action: z.string().check(z.regex(/^[A-Za-z0-9_/]{0,100}$/)),
});

export function recaptchaStandInRoutes() {
  const routes = new Hono<AppEnv>();
  // Elsewhere the request falls through to the site's own not-found page.
  const enabled = (c: Context<AppEnv>) => recaptchaMode(c.env, c.get("environment")).kind === "development";
  routes.get(DEV_SCRIPT_PATH, async (c, next) => {
    if (!enabled(c)) return next();
    return c.body(SCRIPT, 200, {
      "Content-Type": "text/javascript; charset=utf-8",
      "Cache-Control": NO_STORE,
    });
  });
  routes.post(DEV_TOKEN_PATH, async (c, next) => {
    if (!enabled(c)) return next();
    if (!isSameOrigin(c)) return errorResponse(c, API_ERRORS.crossOrigin);
    const parsed = tokenRequest.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return errorResponse(c, API_ERRORS.invalidInput);
    const token = await issueDevelopmentToken(c.env.DB, parsed.data.version, parsed.data.action, Date.now());
    return c.json({ token }, 200, { "Cache-Control": NO_STORE });
  });
  return routes;
}
