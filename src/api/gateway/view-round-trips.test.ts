import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { SANDBOX_ORIGIN, signUp } from "../../../test/support/api";
import { BROWSER_UA } from "../../../test/support/request";
import { countedDb } from "../../../test/support/round-trips";
import { createApp } from "../../app";
import { TOKEN_COOKIE } from "../../catalog/cookies";

/** A signed-in view of `path`, with the number of round trips its request made to D1. */
async function view(path: string, ip: string) {
  const token = await signUp(ip);
  const { db, trips } = countedDb(env.DB);
  const ctx = createExecutionContext();
  const response = await createApp().request(
    SANDBOX_ORIGIN + path,
    { headers: { Cookie: `${TOKEN_COOKIE.name}=${token}`, "User-Agent": BROWSER_UA } },
    { ...env, DB: db },
    ctx,
  );
  const html = await response.text();
  await waitOnExecutionContext(ctx);
  return { response, html, trips: trips() };
}

describe("a signed-in view's D1 round trips (decision 190)", () => {
  it("My account sends its eight calls' statements together: at most five round trips, not thirteen", async () => {
    const { response, html, trips } = await view("/myaccount", "198.51.100.43");
    expect(response.status).toBe(200);
    // Every card's data arrived: devices, IP, subscriptions, charges, invite, passkeys, sessions.
    expect(html).toContain('data-island="MyAccount"');
    for (const key of ['"devices":[', '"passkeys":[', '"sessions":[', '"subscriptions":[', '"orders":['])
      expect(html).toContain(key);
    // The session, the header's profile, the sandbox's clock, the seven loader calls' reads in one
    // batch, then their follow-ups (a first view also creates the invite code): one each, thirteen.
    expect(trips).toBeLessThanOrEqual(5);
  });

  it("the checkout reads its payment providers and its plans in one round trip", async () => {
    const { response, html, trips } = await view("/pricing/checkout/12", "198.51.100.44");
    expect(response.status).toBe(200);
    expect(html).toContain('data-island="Checkout"');
    expect(html).toContain('"methods":[{');
    // The session, the header's profile, the sandbox's clock, then the common params' plans and
    // the offer's plans together (they were one round trip each).
    expect(trips).toBeLessThanOrEqual(4);
  });
});
