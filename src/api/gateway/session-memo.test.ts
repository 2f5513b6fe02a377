import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { SANDBOX_ORIGIN, signUp } from "../../../test/support/api";
import { BROWSER_UA } from "../../../test/support/request";
import { watchedDb } from "../../../test/support/watched-db";
import { createApp } from "../../app";
import { sha256Hex } from "../../backend/crypto";
import { TOKEN_COOKIE } from "../../catalog/cookies";

async function view(path: string, token: string, statements: string[]) {
  const ctx = createExecutionContext();
  const response = await createApp().request(
    SANDBOX_ORIGIN + path,
    { headers: { Cookie: `${TOKEN_COOKIE.name}=${token}`, "User-Agent": BROWSER_UA }, redirect: "manual" },
    { ...env, DB: watchedDb(env.DB, statements) },
    ctx,
  );
  const html = await response.text();
  await waitOnExecutionContext(ctx);
  return { response, html };
}

const sessionChecks = (statements: string[]) =>
  statements.filter((sql) => /FROM sessions s LEFT JOIN users/.test(sql)).length;

describe("a page view's calls to the embedded MMS API", () => {
  it("check the visitor's session once, however many calls the page makes", async () => {
    const token = await signUp("198.51.100.41");
    const statements: string[] = [];
    const { response, html } = await view("/myaccount", token, statements);
    expect(response.status).toBe(200);
    // The header's account menu, devices, IP, subscriptions, orders, invite, passkeys, sessions.
    expect(html).toContain('data-island="MyAccount"');
    expect(sessionChecks(statements)).toBe(1);
  });

  it("check it again on the next view: a session revoked in between is refused", async () => {
    const token = await signUp("198.51.100.42");
    expect((await view("/myaccount", token, [])).response.status).toBe(200);
    await env.DB.prepare("UPDATE sessions SET revoked_at = ? WHERE token_hash = ?")
      .bind(Date.now(), await sha256Hex(token))
      .run();
    const statements: string[] = [];
    const { response } = await view("/myaccount", token, statements);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toMatch(/\/login/);
    expect(sessionChecks(statements)).toBe(1);
  });
});
