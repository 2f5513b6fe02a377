import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { SANDBOX_ORIGIN, signUp } from "../../../test/support/api";
import { BROWSER_UA, ORIGIN } from "../../../test/support/request";
import { countedDb } from "../../../test/support/round-trips";
import { createApp } from "../../app";
import { TOKEN_COOKIE } from "../../catalog/cookies";

/** A signed-in view of `path`, with the number of round trips its request made to D1. */
async function view(path: string, ip: string, origin = SANDBOX_ORIGIN, token?: string) {
  token ??= await signUp(ip);
  const { db, trips } = countedDb(env.DB);
  const ctx = createExecutionContext();
  const response = await createApp().request(
    origin + path,
    { headers: { Cookie: `${TOKEN_COOKIE.name}=${token}`, "User-Agent": BROWSER_UA } },
    { ...env, DB: db },
    ctx,
  );
  const html = await response.text();
  await waitOnExecutionContext(ctx);
  return { response, html, trips: trips(), token };
}

describe("a signed-in view's D1 round trips (decision 190)", () => {
  it("My account sends its eight calls' statements together: at most five round trips, not thirteen", async () => {
    const { response, html, trips } = await view("/myaccount", "198.51.100.43");
    expect(response.status).toBe(200);
    // Every card's data arrived: devices, IP, subscriptions, charges, invite, passkeys, sessions.
    expect(html).toContain('data-island="MyAccount"');
    for (const key of ['"devices":[', '"passkeys":[', '"sessions":[', '"subscriptions":[', '"orders":['])
      expect(html).toContain(key);
    // The session with the header's profile, the sandbox's clock, the seven loader calls' reads in
    // one batch, then what follows the clock and the invite code's creation: one each, thirteen.
    expect(trips).toBeLessThanOrEqual(4);
  });

  it("My account on the product's own host: the session with the profile, then one batch for every card", async () => {
    // The first view also creates the account's invite code; the second is every later one.
    const first = await view("/myaccount", "198.51.100.45", ORIGIN);
    const { response, trips } = await view("/myaccount", "198.51.100.45", ORIGIN, first.token);
    expect(response.status).toBe(200);
    expect(trips).toBe(2);
  });

  it("the checkout reads its payment providers and its plans in one round trip", async () => {
    const { response, html, trips } = await view("/pricing/checkout/12", "198.51.100.44");
    expect(response.status).toBe(200);
    expect(html).toContain('data-island="Checkout"');
    expect(html).toContain('"methods":[{');
    // The session with the header's profile, the sandbox's clock, then the common params' plans
    // and the offer's plans together (they were one round trip each).
    expect(trips).toBeLessThanOrEqual(3);
  });

  it("the payment status page on the product's own host reaches D1 once: the session with the profile", async () => {
    const { response, trips } = await view("/paystatus", "198.51.100.46", ORIGIN);
    expect(response.status).toBe(200);
    expect(trips).toBe(1);
  });
});
