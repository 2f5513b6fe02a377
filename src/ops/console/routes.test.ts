import { env } from "cloudflare:test";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import jaBilling from "../../../locales/ja/billing.json";
import { TEST_ACCESS, testAccessKeys, unsignedToken } from "../../../test/support/access-keys";
import { newBuyer, orderFor } from "../../../test/support/payment";
import { createApp } from "../../app";
import { applyEvent } from "../../backend/payment/orders";
import { REDIRECTS_KEY } from "../../middleware/redirects/redirect-table";
import { sitemapPath } from "../../seo/sitemap";
import { SANDBOX_OPERATOR } from "./access";
import { ACCESS_JWT_HEADER } from "./access-jwt";
import type { AuditRow } from "./audit";
import { OPS_ACTION_PATHS, OPS_PATH } from "./paths";

const PROD = "https://www.vpnmaster.com";
const SANDBOX = "https://preview.vpnmaster.test";
const DAY_MS = 86_400_000;

let keys: Awaited<ReturnType<typeof testAccessKeys>>;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  keys = await testAccessKeys();
  app = createApp(undefined, { accessKeys: keys.keysFor });
});

const withAccess = { ...env, ...TEST_ACCESS };

async function open(path = OPS_PATH, token?: string, origin = PROD, bindings: object = withAccess) {
  const headers: Record<string, string> = {};
  if (token !== undefined) headers[ACCESS_JWT_HEADER] = token;
  return app.request(`${origin}${path}`, { headers }, bindings);
}

/** A console form submitted from the console's own page by a signed-in operator. */
async function submit(path: string, form: Record<string, string>, headers: Record<string, string> = {}) {
  return app.request(
    `${PROD}${path}`,
    {
      method: "POST",
      body: new URLSearchParams(form),
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        "Sec-Fetch-Site": "same-origin",
        [ACCESS_JWT_HEADER]: await keys.sign(),
        ...headers,
      },
    },
    withAccess,
  );
}

const notice = (page: string) => /data-testid="ops-notice">([^<]*)</.exec(page)?.[1];

async function lastAudit(): Promise<AuditRow | null> {
  return env.DB.prepare("SELECT * FROM ops_audit ORDER BY id DESC LIMIT 1").first<AuditRow>();
}
const auditCount = async () =>
  (await env.DB.prepare("SELECT COUNT(*) AS n FROM ops_audit").first<{ n: number }>())?.n ?? 0;

/** A paid first order of a fresh account with an e-mail, `ageDays` old. */
async function paidOrder(ageDays = 0) {
  const userId = await newBuyer();
  const email = `buyer-${userId}@example.com`;
  await env.DB.prepare("UPDATE users SET email = ? WHERE id = ?").bind(email, userId).run();
  const order = await orderFor(userId);
  const paidAt = Date.now() - ageDays * DAY_MS;
  await env.DB.prepare("UPDATE orders SET created_at = ? WHERE id = ?").bind(paidAt, order.id).run();
  await applyEvent(env.DB, { id: `evt_${order.id}`, orderId: order.id, outcome: "paid" }, paidAt);
  return { userId, email, orderId: order.id };
}

describe("/ops access", () => {
  it("is 404 in prod while Access is not configured", async () => {
    const response = await open(OPS_PATH, await keys.sign(), PROD, env);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain("Operator console");
  });

  it("opens for a valid Access token: the operator named, never cached or indexed", async () => {
    const response = await open(OPS_PATH, await keys.sign());
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toContain("no-store");
    expect(response.headers.get("X-Robots-Tag")).toBe("noindex");
    const page = await response.text();
    expect(page).toContain('data-testid="ops-actor">operator@vpnmaster.com<');
    expect(page).toContain('<meta name="robots" content="noindex, nofollow"');
  });

  it("refuses missing, expired, forged and unsigned tokens with 403 and logs why, never the token", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const expired = await keys.sign({}, undefined, Math.floor(Date.now() / 1000) - 60);
    const wrongAudience = await keys.sign({ aud: "another-app" });
    for (const token of [undefined, expired, wrongAudience, unsignedToken()]) {
      const response = await open(OPS_PATH, token);
      expect(response.status).toBe(403);
      expect(await response.text()).not.toContain("Operator console");
    }
    const lines = warn.mock.calls
      .map(([line]) => String(line))
      .filter((line) => line.includes('"type":"access"'));
    warn.mockRestore();
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain("ERR_JWT_EXPIRED");
    expect(lines.join("\n")).not.toContain(expired.split(".")[1]);
  });

  it("is not in the sitemap", async () => {
    const sitemap = await (await app.request(`${PROD}${sitemapPath("en")}`, {}, withAccess)).text();
    expect(sitemap).toContain("<urlset");
    expect(sitemap).not.toContain("/ops");
  });

  it("guards the action paths too", async () => {
    const response = await app.request(
      `${PROD}${OPS_ACTION_PATHS.extendVip}`,
      {
        method: "POST",
        body: new URLSearchParams({ user_id: "1", days: "30", reason: "goodwill" }),
        headers: { "Sec-Fetch-Site": "same-origin" },
      },
      withAccess,
    );
    expect(response.status).toBe(403);
  });

  it("runs as the stand-in operator in the sandbox without Access", async () => {
    const response = await open(OPS_PATH, undefined, SANDBOX, env);
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain(SANDBOX_OPERATOR);
    expect(page).toContain('id="outbox"');
  });

  it("refuses a cross-origin POST and changes nothing", async () => {
    const before = await auditCount();
    const crossSite: Record<string, string>[] = [
      { "Sec-Fetch-Site": "cross-site" },
      { "Sec-Fetch-Site": "", Origin: "https://evil.example" },
    ];
    for (const headers of crossSite) {
      const response = await submit(OPS_ACTION_PATHS.redirects, { table: "[]" }, headers);
      expect(response.status).toBe(403);
    }
    expect(await auditCount()).toBe(before);
  });
});

describe("/ops actions", () => {
  beforeEach(async () => {
    await env.CONFIG.delete(REDIRECTS_KEY);
  });

  it("refunds an order past the money-back window once, with one audit row", async () => {
    const { orderId, userId, email } = await paidOrder(45);
    const first = await submit(OPS_ACTION_PATHS.refund, { order_id: orderId });
    expect(first.status).toBe(200);
    // Paid through a provider without its payment ids on record: the operator is told to move the money.
    expect(notice(await first.text())).toBe(
      `Order ${orderId} marked refunded. It has no provider payment on record: move the money in the provider&#39;s dashboard.`,
    );
    const mails = await env.DB.prepare("SELECT subject FROM outbox WHERE to_address = ? AND kind = 'receipt'")
      .bind(email)
      .all<{ subject: string }>();
    expect(mails.results.filter((m) => m.subject.startsWith("Your refund of"))).toHaveLength(1);
    const order = await env.DB.prepare("SELECT refunded_at FROM orders WHERE id = ?").bind(orderId).first();
    expect(order?.refunded_at).not.toBeNull();
    const audit = await lastAudit();
    expect(audit).toMatchObject({ actor: "operator@vpnmaster.com", action: "refund", target: orderId });
    expect(JSON.parse(audit?.after_json ?? "{}")).toMatchObject({ status: "refunded" });
    const count = await auditCount();
    const [again, racing] = await Promise.all([
      submit(OPS_ACTION_PATHS.refund, { order_id: orderId }),
      submit(OPS_ACTION_PATHS.refund, { order_id: orderId }),
    ]);
    expect([again.status, racing.status]).toEqual([409, 409]);
    expect(notice(await again.text())).toBe(`Order ${orderId} is already refunded.`);
    expect(await auditCount()).toBe(count);
    const sub = await env.DB.prepare("SELECT status FROM subscriptions WHERE user_id = ?")
      .bind(userId)
      .first();
    expect(sub?.status).toBe("refunded");
  });

  it("shows the message of a failed action, or Error when there is none", async () => {
    const response = await submit(OPS_ACTION_PATHS.refund, { order_id: "no-such-order" });
    expect(response.status).toBe(404);
    expect(notice(await response.text())).toBe("No order no-such-order.");
    const broken = await app.request(
      `${PROD}${OPS_ACTION_PATHS.refund}`,
      {
        method: "POST",
        body: new URLSearchParams({ order_id: "x" }),
        headers: { "Sec-Fetch-Site": "same-origin", [ACCESS_JWT_HEADER]: await keys.sign() },
      },
      { ...withAccess, DB: brokenDb(env.DB) },
    );
    expect(broken.status).toBe(503);
    expect(notice(await broken.text())).toBe("Error");
  });

  it("extends VIP time with a reason and records before and after", async () => {
    const { userId } = await paidOrder();
    const before =
      (
        await env.DB.prepare("SELECT vip_expire_at FROM users WHERE id = ?")
          .bind(userId)
          .first<{ vip_expire_at: number }>()
      )?.vip_expire_at ?? 0;
    const response = await submit(OPS_ACTION_PATHS.extendVip, {
      user_id: String(userId),
      days: "7",
      reason: "outage on 3 Nov",
    });
    expect(response.status).toBe(200);
    const after = (
      await env.DB.prepare("SELECT vip_expire_at FROM users WHERE id = ?")
        .bind(userId)
        .first<{ vip_expire_at: number }>()
    )?.vip_expire_at;
    expect(after).toBe(before + 7 * DAY_MS);
    const audit = await lastAudit();
    expect(audit).toMatchObject({ action: "extend-vip", target: `user:${userId}` });
    expect(JSON.parse(audit?.before_json ?? "{}")).toEqual({ vip_expire_at: before });
    expect(JSON.parse(audit?.after_json ?? "{}")).toEqual({
      vip_expire_at: after,
      days: 7,
      reason: "outage on 3 Nov",
    });
  });

  it("refuses an extension without a reason or with absurd days, and changes nothing", async () => {
    const { userId } = await paidOrder();
    const count = await auditCount();
    const noReason = await submit(OPS_ACTION_PATHS.extendVip, {
      user_id: String(userId),
      days: "7",
      reason: "",
    });
    expect(noReason.status).toBe(400);
    expect(notice(await noReason.text())).toContain("reason");
    const tooMany = await submit(OPS_ACTION_PATHS.extendVip, {
      user_id: String(userId),
      days: "99999",
      reason: "typo",
    });
    expect(tooMany.status).toBe(400);
    const nobody = await submit(OPS_ACTION_PATHS.extendVip, {
      user_id: "999999999",
      days: "1",
      reason: "who?",
    });
    expect(nobody.status).toBe(404);
    expect(await auditCount()).toBe(count);
  });

  it("resends the buyer's own receipt, in their language with its page's link, with an audit row", async () => {
    const { orderId, email } = await paidOrder();
    // Bought on the Japanese site: the receipt is written in Japanese.
    await env.DB.prepare("UPDATE orders SET return_path = '/ja/paystatus' WHERE id = ?").bind(orderId).run();
    const response = await submit(OPS_ACTION_PATHS.resendReceipt, { order_id: orderId });
    expect(notice(await response.text())).toBe(`Receipt for ${orderId} queued to ${email}.`);
    const mails = await env.DB.prepare(
      "SELECT subject, body FROM outbox WHERE to_address = ? ORDER BY id DESC",
    )
      .bind(email)
      .all<{ subject: string; body: string }>();
    const resent = mails.results[0];
    expect(resent?.subject.startsWith(jaBilling.receipt.subject.split("{{")[0] ?? "")).toBe(true);
    expect(resent?.body).toContain(`/ja/myaccount/receipt/${orderId}`);
    expect(resent?.body).toContain(jaBilling.receipt.tax);
    expect(await lastAudit()).toMatchObject({ action: "resend-receipt", target: orderId });
  });

  it("looks a customer up by e-mail or order id with subscriptions and billing history", async () => {
    const { orderId, email } = await paidOrder();
    for (const q of [email.toUpperCase(), orderId]) {
      const page = await (await open(`${OPS_PATH}?q=${encodeURIComponent(q)}`, await keys.sign())).text();
      expect(page).toContain(email);
      expect(page).toMatch(/data-testid="customer-subscriptions"[\s\S]*active/);
      expect(page).toMatch(new RegExp(`data-testid="customer-orders"[\\s\\S]*${orderId}`));
    }
    const none = await (await open(`${OPS_PATH}?q=nobody%40example.com`, await keys.sign())).text();
    expect(none).toContain('data-testid="customer-none"');
  });

  it("saves the promotion with its audit row and previews it per language with its colours", async () => {
    const l10n = {
      en: [{ text: "Holiday sale " }, { text: "50% off", color: "#e11d48" }],
      de: [{ text: "Winterangebot" }],
    };
    const response = await submit(OPS_ACTION_PATHS.promotion, {
      target: "debug",
      festival: "on",
      start: "2026-12-20T00:00",
      end: "2027-01-02T00:00",
      l10n: JSON.stringify(l10n),
    });
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(JSON.parse((await env.CONFIG.get("debug_promotion")) ?? "{}")).toEqual({
      isFestival: true,
      startTime: Date.parse("2026-12-20T00:00Z"),
      endTime: Date.parse("2027-01-02T00:00Z"),
    });
    expect(JSON.parse((await env.CONFIG.get("debug_promotion_l10n")) ?? "{}")).toEqual(l10n);
    expect(await lastAudit()).toMatchObject({ action: "promotion", target: "CONFIG:debug_promotion" });
    expect(page).toMatch(/data-testid="popup-preview-de"[\s\S]*?Winterangebot/);
    expect(page).toMatch(/data-testid="popup-preview-fr"[\s\S]*?50% off/);
    expect(page).toContain(".ops-seg-en-1{color:#e11d48}");
  });

  it("refuses a promotion with bad dates, colours or texts, with the reason, and saves nothing", async () => {
    await env.CONFIG.delete("promotion");
    const count = await auditCount();
    const cases: [Record<string, string>, string][] = [
      [
        { festival: "on", start: "2027-01-02T00:00", end: "2026-12-20T00:00", l10n: '{"en":[{"text":"x"}]}' },
        "end must come after",
      ],
      [{ festival: "on", start: "", end: "", l10n: '{"en":[{"text":"x"}]}' }, "needs a start and an end"],
      [{ l10n: '{"en":[{"text":"x","color":"red;background:url(x)"}]}' }, "#rgb or #rrggbb"],
      [{ l10n: '{"de":[{"text":"x"}]}' }, "fallback"],
      [{ l10n: '{"xx":[{"text":"x"}],"en":[{"text":"y"}]}' }, "Unrecognized key"],
      [{ l10n: "{not json" }, "not JSON"],
    ];
    for (const [form, reason] of cases) {
      const response = await submit(OPS_ACTION_PATHS.promotion, { target: "live", ...form });
      expect(response.status).toBe(400);
      expect(notice(await response.text())).toContain(reason);
    }
    expect(await env.CONFIG.get("promotion")).toBeNull();
    expect(await auditCount()).toBe(count);
  });

  it("saves a valid redirect table with its audit row", async () => {
    const table = [{ from: "/old-deal", to: "/pricing", status: 301 }];
    const response = await submit(OPS_ACTION_PATHS.redirects, { table: JSON.stringify(table) });
    expect(response.status).toBe(200);
    expect(JSON.parse((await env.CONFIG.get(REDIRECTS_KEY)) ?? "[]")).toEqual(table);
    const audit = await lastAudit();
    expect(audit).toMatchObject({ action: "redirects", target: `CONFIG:${REDIRECTS_KEY}` });
    expect(JSON.parse(audit?.after_json ?? "[]")).toEqual(table);
  });

  it("refuses a loop and an open redirect with the reason, and saves nothing", async () => {
    const count = await auditCount();
    const loop = [
      { from: "/a", to: "/b", status: 301 },
      { from: "/b", to: "/a", status: 301 },
    ];
    const looping = await submit(OPS_ACTION_PATHS.redirects, { table: JSON.stringify(loop) });
    expect(looping.status).toBe(400);
    expect(notice(await looping.text())).toContain("/a → /b → /a: a redirect loop.");
    // Through a default entry: /pricing → /price → (default) /pricing.
    const viaDefault = await submit(OPS_ACTION_PATHS.redirects, {
      table: '[{"from":"/pricing","to":"/price","status":301}]',
    });
    expect(notice(await viaDefault.text())).toContain("a redirect loop");
    for (const to of ["https://evil.example/", "//evil.example", "/\\evil.example"]) {
      const open = await submit(OPS_ACTION_PATHS.redirects, {
        table: JSON.stringify([{ from: "/x", to, status: 302 }]),
      });
      expect(open.status).toBe(400);
      expect(notice(await open.text())).toContain("an allow-listed https URL");
    }
    expect(await env.CONFIG.get(REDIRECTS_KEY)).toBeNull();
    expect(await auditCount()).toBe(count);
  });

  it("marks the audit row failed when KV refuses the write, and says so", async () => {
    const refusingKv = new Proxy(env.CONFIG, {
      get: (target, name) =>
        name === "put"
          ? async () => {
              throw new Error("KV unavailable");
            }
          : bound(target, name),
    });
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await app.request(
      `${PROD}${OPS_ACTION_PATHS.redirects}`,
      {
        method: "POST",
        body: new URLSearchParams({ table: '[{"from":"/kv-down","to":"/pricing","status":301}]' }),
        headers: { "Sec-Fetch-Site": "same-origin", [ACCESS_JWT_HEADER]: await keys.sign() },
      },
      { ...withAccess, CONFIG: refusingKv },
    );
    error.mockRestore();
    expect(response.status).toBe(503);
    expect(notice(await response.text())).toBe("CONFIG could not be written; try again.");
    expect(await lastAudit()).toMatchObject({ action: "redirects (write failed)" });
  });

  it("shows the latest audit rows", async () => {
    const { userId } = await paidOrder();
    await submit(OPS_ACTION_PATHS.extendVip, { user_id: String(userId), days: "1", reason: "audit shown" });
    const page = await (await open(OPS_PATH, await keys.sign())).text();
    expect(page).toMatch(
      /data-testid="audit-log"[\s\S]*?operator@vpnmaster.com[\s\S]*?extend-vip[\s\S]*?audit shown/,
    );
  });
});

/** A D1 whose every query fails, as during an outage. */
function brokenDb(db: D1Database): D1Database {
  return new Proxy(db, {
    get: (target, name) =>
      name === "prepare" || name === "batch"
        ? () => {
            throw new Error("D1 unavailable");
          }
        : Reflect.get(target, name),
  });
}

/** A binding's member, methods bound to the binding itself (a Proxy would otherwise be their `this`). */
function bound(target: object, name: string | symbol): unknown {
  const value: unknown = Reflect.get(target, name);
  return typeof value === "function" ? value.bind(target) : value;
}
