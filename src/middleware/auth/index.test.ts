import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { NO_STORE } from "../../edge/cache-control";
import type { AppEnv } from "../../env";
import { type Locale, languageOf } from "../../i18n/languages";
import type { UserInfo } from "../../shared/user-info";
import { requireSignIn, SESSION_RETRY_AFTER_SECONDS } from ".";

interface Visitor {
  locale?: Locale;
  user?: UserInfo | null;
  sessionUnavailable?: boolean;
  /** What the page itself answers. */
  pageStatus?: 200 | 404;
}

/** requireSignIn in front of a page, with what the session middleware would have set. */
function pageBehindAuth({ locale = "en", user = null, sessionUnavailable, pageStatus = 200 }: Visitor) {
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set("language", languageOf(locale));
    c.set("user", user);
    if (sessionUnavailable) c.set("sessionUnavailable", true);
    await next();
  });
  app.use("*", requireSignIn());
  app.get("*", (c) => c.html("<h1>the page</h1>", pageStatus));
  return (path: string) => app.request(`https://www.vpnmaster.com${path}`);
}

const someone = { user_id: 1, name: "zoe" } as unknown as UserInfo;

describe("requireSignIn", () => {
  it("lets a signed-in visitor through to the page", async () => {
    const response = await pageBehindAuth({ user: someone })("/myaccount");
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("<h1>the page</h1>");
  });

  it("sends a signed-out visitor to sign in in their language, privately, and back here after", async () => {
    const response = await pageBehindAuth({ locale: "ja" })("/ja/myaccount?tab=devices");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(
      `/ja/login?redirect=${encodeURIComponent("/ja/myaccount?tab=devices")}`,
    );
    expect(response.headers.get("Cache-Control")).toBe(NO_STORE);
  });

  it("lets a visitor whose session could not be checked see the page, answered 503 with Retry-After", async () => {
    const response = await pageBehindAuth({ sessionUnavailable: true })("/myaccount");
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe(String(SESSION_RETRY_AFTER_SECONDS));
    expect(response.headers.get("Cache-Control")).toBe(NO_STORE);
    expect(response.headers.get("Content-Type")).toMatch(/^text\/html/);
    expect(await response.text()).toBe("<h1>the page</h1>");
  });

  it("leaves a page's own error status alone", async () => {
    const response = await pageBehindAuth({ sessionUnavailable: true, pageStatus: 404 })("/myaccount/x");
    expect(response.status).toBe(404);
    expect(response.headers.get("Retry-After")).toBeNull();
  });
});
