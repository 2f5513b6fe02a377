import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { API_ERRORS, SESSION_CODES } from "../../src/api/codes";
import { geoInfo, profile, wirePath } from "../../src/api/contract";
import { PLANS_PATH, PRICES_PATH } from "../../src/api/payment";
import { listPlans } from "../../src/backend/payment/plans";
import { TOKEN_COOKIE } from "../../src/catalog/cookies";
import { NO_STORE } from "../../src/edge/cache-control";
import { localizedPath } from "../../src/i18n/locale-path";
import { loadMessages } from "../../src/i18n/messages";
import { SESSION_RETRY_AFTER_SECONDS } from "../../src/middleware/auth";
import { buildPath } from "../../src/routes/route-def";
import { routeByName } from "../../src/routes/table";
import {
  type Answerer,
  answers500,
  answersGarbage,
  answersHtml,
  FAKE_API_BASE,
  fakeUpstream,
  hangs,
  requestWithUpstream,
  UNREACHABLE_API_BASE,
} from "../support/fake-upstream";
import { asHtml } from "../support/html-text";
import { STRIPE_SECRETS } from "../support/stripe";

const withToken = { headers: { Cookie: `${TOKEN_COOKIE.name}=tok-valid-but-unverifiable` } };
const fromBritain = { headers: { "CF-IPCountry": "GB" } };

async function unreachableTexts(locale: "en" | "de" | "ar") {
  const messages = await loadMessages(locale, ["myaccount"]);
  return (messages.myaccount as { unreachable: Record<string, string> }).unreachable;
}

// Each failure rule of issue #13: one upstream that hangs past the budget, one that answers 500,
// one that answers HTML, one that answers JSON of the wrong shape, and one nobody listens on.
const failures: { rule: string; answer: Answerer | null }[] = [
  { rule: "times out", answer: hangs },
  { rule: "answers 500", answer: answers500 },
  { rule: "answers HTML instead of JSON", answer: answersHtml },
  { rule: "answers JSON of the wrong shape", answer: answersGarbage },
  { rule: "is unreachable", answer: null },
];

describe.each(failures)("an upstream MMS API that $rule", ({ answer }) => {
  const apiBase = answer ? FAKE_API_BASE : UNREACHABLE_API_BASE;
  let undo: () => void = () => {};
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    if (answer) undo = fakeUpstream(answer);
    warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  });
  afterEach(() => {
    undo();
    vi.restoreAllMocks();
  });
  // Production with Stripe configured, so the checkout has something to offer when plans load.
  const get = (path: string, init: RequestInit = {}) =>
    requestWithUpstream(apiBase, path, init, STRIPE_SECRETS);

  it("still serves the home page, for visitors with and without a token", async () => {
    for (const init of [{}, withToken]) {
      const response = await get("/", init);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain("<h1");
    }
  });

  it("shows a visitor with a token the page privately, keeps their token and leads them to their account", async () => {
    const response = await get("/features", withToken);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe(NO_STORE);
    expect(response.headers.getSetCookie().join()).not.toContain(`${TOKEN_COOKIE.name}=`);
    const html = await response.text();
    // Most likely signed in: "My account" (its "try again" page), not a sign-in that would fail too.
    expect(html).toContain('href="/myaccount"');
    expect(html).not.toContain('href="/login"');
    expect(html).not.toContain('class="avatar"');
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^session: profile unavailable/));
  });

  it("shows the pricing page's 'unavailable' state and logs why", async () => {
    const response = await get("/pricing", fromBritain);
    expect(response.status).toBe(200);
    const pricing = (await loadMessages("en", ["pricing"])).pricing as Record<string, string>;
    expect(await response.text()).toContain(asHtml(pricing.unavailable as string));
    expect(warn).toHaveBeenCalledWith("pricing: plans unavailable", expect.anything());
  });

  it("shows the checkout's 'unavailable' state instead of failing", async () => {
    const checkout = routeByName("pricing-checkout-id");
    const response = await get(buildPath(checkout.pattern, { ...checkout.example }), withToken);
    expect(response.status).toBe(200);
    const pricing = (await loadMessages("en", ["pricing"])).pricing as Record<string, string>;
    expect(await response.text()).toContain(asHtml(pricing.unavailable as string));
  });

  it("tells a visitor with a token on /myaccount to try again (503), not to sign in", async () => {
    for (const locale of ["en", "de", "ar"] as const) {
      const path = localizedPath(locale, "/myaccount");
      const response = await get(`${path}?tab=devices`, withToken);
      expect(response.status).toBe(503);
      expect(response.headers.get("Location")).toBeNull();
      expect(response.headers.get("Retry-After")).toBe(String(SESSION_RETRY_AFTER_SECONDS));
      expect(response.headers.get("Cache-Control")).toBe(NO_STORE);
      // The token may be perfectly valid: it stays.
      expect(response.headers.getSetCookie().join()).not.toContain(`${TOKEN_COOKIE.name}=`);
      const html = await response.text();
      const texts = await unreachableTexts(locale);
      expect(html).toContain(`<h1>${asHtml(texts.title as string)}</h1>`);
      expect(html).toContain(asHtml(texts.text as string));
      // "Try again" is a plain link to the same address: it works without JavaScript.
      expect(html).toContain(`href="${path}?tab=devices">${asHtml(texts.retry as string)}</a>`);
      expect(html).not.toContain('data-island="MyAccount"');
    }
  });

  it("still sends a visitor without a token from /myaccount to sign in", async () => {
    const response = await get("/myaccount");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/login?redirect=${encodeURIComponent("/myaccount")}`);
  });

  it("serves the login, payment status, thank-you and what-is-my-ip pages", async () => {
    for (const path of [
      "/login",
      "/fr/login?redirect=%2Ffr%2Fmyaccount",
      "/paystatus?order=ord_12345678&provider=s1",
      "/paysuc?order=ord_12345678&provider=s1",
      "/what-is-my-ip",
    ]) {
      const response = await get(path, withToken);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    }
  });

  it("answers the browser's geo_info and profile calls with an error envelope, never a 500", async () => {
    for (const endpoint of [geoInfo, profile]) {
      const response = await get(wirePath(endpoint), {
        method: endpoint.method,
        headers: {
          ...withToken.headers,
          "Sec-Fetch-Site": "same-origin",
          "Content-Type": "application/json",
        },
        body: endpoint.method === "POST" ? "{}" : undefined,
      });
      expect([502, 504]).toContain(response.status);
      const body = (await response.json()) as { code: number; data: unknown };
      expect([API_ERRORS.upstreamFailed.code, API_ERRORS.upstreamTimeout.code]).toContain(body.code);
      expect(body.data).toBeNull();
    }
  });
});

describe("an upstream whose plans answer but whose price localization fails", () => {
  const localization: { rule: string; answer: Answerer }[] = [
    { rule: "times out", answer: hangs },
    { rule: "answers 500", answer: answers500 },
    { rule: "answers HTML", answer: answersHtml },
    { rule: "answers JSON of the wrong shape", answer: answersGarbage },
  ];
  let undo: () => void = () => {};
  afterEach(() => {
    undo();
    vi.restoreAllMocks();
  });

  it.each(localization)(
    "shows USD prices with a note when it $rule, and logs a warning",
    async ({ answer }) => {
      const plans = await listPlans(env.DB, "");
      undo = fakeUpstream(async (request) => {
        const path = new URL(request.url).pathname;
        if (path === PLANS_PATH) return Response.json({ code: 0, message: "ok", data: { plans } });
        if (path === PRICES_PATH) return answer(request);
        return answers500(request);
      });
      const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
      const response = await requestWithUpstream(FAKE_API_BASE, "/pricing", fromBritain);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('data-currency="USD"');
      const pricing = (await loadMessages("en", ["pricing"])).pricing as Record<string, string>;
      expect(html).toContain(asHtml(pricing.fallbackNote as string));
      expect(warn).toHaveBeenCalledWith(
        expect.stringMatching(/^prices: localization for GB failed/),
        expect.anything(),
      );
    },
  );
});

describe("an upstream that refuses the token", () => {
  let undo: () => void = () => {};
  afterEach(() => {
    undo();
    vi.restoreAllMocks();
  });

  it.each([
    {
      rule: "401",
      reply: () => Response.json({ code: 40100, message: "sign in", data: null }, { status: 401 }),
    },
    {
      rule: "session code 50014 with HTTP 200",
      reply: () => Response.json({ code: SESSION_CODES.unknown, message: "unknown", data: null }),
    },
  ])(
    "($rule) signs the visitor out: /myaccount sends them to sign in and the cookie goes",
    async ({ reply }) => {
      undo = fakeUpstream(async () => reply());
      vi.spyOn(console, "warn").mockImplementation(() => {});
      const response = await requestWithUpstream(FAKE_API_BASE, "/de/myaccount", withToken);
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe(
        `/de/login?redirect=${encodeURIComponent("/de/myaccount")}`,
      );
      expect(response.headers.getSetCookie().join()).toMatch(
        new RegExp(`${TOKEN_COOKIE.name}=;.*Max-Age=0`, "i"),
      );
    },
  );
});
