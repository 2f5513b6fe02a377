import { env, SELF } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { resetAccounts, SANDBOX_ORIGIN, setPasswordOf, signUp } from "../../../test/support/api";
import { TOKEN_COOKIE } from "../../catalog/cookies";
import { NO_STORE } from "../../edge/cache-control";

beforeEach(resetAccounts);

const page = (path: string, token?: string) =>
  SELF.fetch(SANDBOX_ORIGIN + path, {
    headers: token ? { Cookie: `${TOKEN_COOKIE.name}=${token}` } : {},
    redirect: "manual",
  });

describe("session on pages", () => {
  it("shows a signed-in user the account menu, privately", async () => {
    const token = await setPasswordOf(await signUp(), "zoe@example.com", "Harbour!Lights9");
    const response = await page("/features", token);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe(NO_STORE);
    const html = await response.text();
    expect(html).toContain('href="/myaccount"');
    expect(html).toContain('class="avatar"');
    expect(html).not.toContain(token);
  });

  it("leaves anonymous pages identical for every visitor and free of session headers", async () => {
    const a = await page("/features");
    const b = await page("/features");
    expect(a.headers.get("Cache-Control")).not.toBe(NO_STORE);
    const strip = (html: string) => html.replace(/nonce="[^"]+"/g, "");
    expect(strip(await a.text())).toBe(strip(await b.text()));
  });

  it("treats a dead token as signed out and clears its cookie", async () => {
    const token = await signUp();
    await env.DB.prepare("UPDATE sessions SET revoked_at = 1").run();
    const response = await page("/features", token);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('href="/login"');
    expect(response.headers.getSetCookie().join()).toMatch(/paypal_token=;.*Max-Age=0/i);
  });

  it("sends a signed-out visitor of /myaccount to sign in and back", async () => {
    const response = await page("/de/myaccount");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(
      `/de/login?redirect=${encodeURIComponent("/de/myaccount")}`,
    );
  });

  it("renders /myaccount for a signed-in user with their data in the island", async () => {
    const token = await signUp();
    const response = await page("/myaccount", token);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('data-island="MyAccount"');
    expect(html).not.toContain(token);
  });
});
