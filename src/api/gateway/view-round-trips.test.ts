import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { SANDBOX_ORIGIN, signUp } from "../../../test/support/api";
import { BROWSER_UA } from "../../../test/support/request";
import { countedDb } from "../../../test/support/round-trips";
import { createApp } from "../../app";
import { TOKEN_COOKIE } from "../../catalog/cookies";

describe("My account's view", () => {
  it("sends its calls' statements to D1 together: at most six round trips for eight API calls, not thirteen", async () => {
    const token = await signUp("198.51.100.43");
    const { db, trips } = countedDb(env.DB);
    const ctx = createExecutionContext();
    const response = await createApp().request(
      `${SANDBOX_ORIGIN}/myaccount`,
      { headers: { Cookie: `${TOKEN_COOKIE.name}=${token}`, "User-Agent": BROWSER_UA } },
      { ...env, DB: db },
      ctx,
    );
    const html = await response.text();
    await waitOnExecutionContext(ctx);
    expect(response.status).toBe(200);
    // Every card's data arrived: devices, IP, subscriptions, charges, invite, passkeys, sessions.
    expect(html).toContain('data-island="MyAccount"');
    for (const key of ['"devices":[', '"passkeys":[', '"sessions":[', '"subscriptions":[', '"orders":['])
      expect(html).toContain(key);
    // The session, the header's profile, the sandbox's clock, the seven loader calls' reads in one
    // batch, then their follow-ups (a first view also creates the invite code): one each, thirteen.
    expect(trips()).toBeLessThanOrEqual(6);
  });
});
