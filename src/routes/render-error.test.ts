import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "../env";
import { locale } from "../middleware/locale";
import { handleRenderError } from "./render-error";

/** The real locale middleware and error handler around pages that fail to render. */
function failingSite(failing: string[]) {
  const app = new Hono<AppEnv>();
  app.use(locale());
  app.all("*", (c) => {
    if (failing.includes(new URL(c.req.url).pathname)) throw new Error("render exploded");
    return c.text("ok");
  });
  app.onError(handleRenderError);
  return app;
}

const get = (app: Hono<AppEnv>, path: string, init?: RequestInit) =>
  app.request(`https://www.vpnmaster.com${path}`, { redirect: "manual", ...init });

describe("handleRenderError", () => {
  it("sends the visitor to the home page in their language when a page fails", async () => {
    const response = await get(failingSite(["/de/features"]), "/de/features");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/de");
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("serves a static 500 page in the visitor's language when the home page itself fails: no loop", async () => {
    const app = failingSite(["/de/features", "/de"]);
    const first = await get(app, "/de/features");
    const home = await get(app, first.headers.get("Location") ?? "");
    expect(home.status).toBe(500);
    const html = await home.text();
    expect(html).toContain('<html lang="de-DE" dir="ltr">');
    expect(html).toContain("Die Website ist kurz nicht erreichbar");
    expect(html).toContain('href="/de"');
    expect(html).not.toContain("<script");
  });

  it("answers a failed form post with the static page, not a redirect that would lose it", async () => {
    const response = await get(failingSite(["/ar/contact-us"]), "/ar/contact-us", { method: "POST" });
    expect(response.status).toBe(500);
    expect(await response.text()).toContain('dir="rtl"');
  });

  it("answers API callers with the JSON envelope", async () => {
    const response = await get(
      failingSite(["/api/mms/account/v1/web/profile"]),
      "/api/mms/account/v1/web/profile",
    );
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ code: 500, message: "Internal error", data: null });
  });
});
