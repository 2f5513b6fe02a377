import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { fullAccount, PASSWORD, signIn } from "../../test/support/account-data";
import { SANDBOX_ORIGIN } from "../../test/support/api";
import { TOKEN_COOKIE } from "../catalog/cookies";
import { exportFileName } from "./account-data-routes";

const cookie = (token: string) => ({ Cookie: `${TOKEN_COOKIE.name}=${token}` });

describe("My account's data routes", () => {
  it("downloads the export as a dated JSON attachment that is never stored", async () => {
    const token = await fullAccount("route-export@example.com");
    const response = await SELF.fetch(`${SANDBOX_ORIGIN}/de/myaccount/export`, { headers: cookie(token) });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Disposition")).toBe(
      `attachment; filename="${exportFileName(Date.now())}"`,
    );
    expect(response.headers.get("Cache-Control")).toContain("no-store");
    const data = (await response.json()) as { account: { email: string }; devices: unknown[] };
    expect(data.account.email).toBe("route-export@example.com");
    expect(data.devices).toHaveLength(1);
    expect(exportFileName(Date.UTC(2026, 10, 26, 7))).toBe("vpn-master-data-2026-11-26.json");
  });

  it("sends a signed-out visitor to sign in instead of a file", async () => {
    const response = await SELF.fetch(`${SANDBOX_ORIGIN}/myaccount/export`, { redirect: "manual" });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/login");
  });

  it("My account shows the download link and the delete form, which posts without JavaScript (Arabic too)", async () => {
    const token = await fullAccount("route-page@example.com");
    const html = await (
      await SELF.fetch(`${SANDBOX_ORIGIN}/ar/myaccount`, { headers: cookie(token) })
    ).text();
    expect(html).toContain('href="/ar/myaccount/export"');
    expect(html).toContain('action="/ar/myaccount/delete"');
    expect(html).toContain("حذف الحساب");
    expect(html).toContain("البريد الإلكتروني الجديد");
  });

  const post = (token: string, body: Record<string, string>, origin = SANDBOX_ORIGIN) =>
    SELF.fetch(`${SANDBOX_ORIGIN}/fr/myaccount/delete`, {
      method: "POST",
      headers: { ...cookie(token), Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(body),
      redirect: "manual",
    });

  it("deletes through the plain form post; a wrong password or another site changes nothing", async () => {
    const email = "route-delete@example.com";
    const token = await fullAccount(email);
    const crossSite = await post(token, { password: PASSWORD }, "https://evil.example");
    expect(crossSite.headers.get("Location")).toBe("/fr/myaccount?billing=cross-site");
    const wrong = await post(token, { password: "nope" });
    expect(wrong.status).toBe(303);
    expect(wrong.headers.get("Location")).toBe("/fr/myaccount?billing=e41004");
    expect(await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(email).first()).not.toBeNull();

    const done = await post(token, { password: PASSWORD });
    expect(done.headers.get("Location")).toBe("/fr");
    expect(done.headers.getSetCookie().some((c) => c.startsWith(`${TOKEN_COOKIE.name}=;`))).toBe(true);
    expect(await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(email).first()).toBeNull();
    expect((await signIn(email)).code).toBe(41001);
  });
});
