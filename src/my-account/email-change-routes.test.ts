import { env, SELF } from "cloudflare:test";
import { Secret, TOTP } from "otpauth";
import { describe, expect, it } from "vitest";
import { fullAccount, PASSWORD } from "../../test/support/account-data";
import { callApi, json, SANDBOX_ORIGIN } from "../../test/support/api";
import { twoFactorEnable, twoFactorSetup } from "../api/contract/account";
import { TOKEN_COOKIE } from "../catalog/cookies";
import { CODE_DIGITS, CODE_TTL_MINUTES } from "../catalog/verification-code";

/** The e-mail change without JavaScript: two same-origin form posts, answers as 303s to My account. */

const cookie = (token: string) => ({ Cookie: `${TOKEN_COOKIE.name}=${token}` });

const post = (token: string, path: string, body: Record<string, string>, origin = SANDBOX_ORIGIN) =>
  SELF.fetch(`${SANDBOX_ORIGIN}/fr/myaccount/${path}`, {
    method: "POST",
    headers: { ...cookie(token), Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(body),
    redirect: "manual",
  });
const request = (token: string, body: Record<string, string>, origin?: string) =>
  post(token, "email", body, origin);
const confirm = (token: string, code: string) => post(token, "email/confirm", { "email-code": code });

/** Where a post sent the browser, and that page as the browser gets it. */
async function landing(token: string, answer: Response) {
  expect(answer.status).toBe(303);
  const location = answer.headers.get("Location") ?? "";
  const page = await SELF.fetch(SANDBOX_ORIGIN + location, { headers: cookie(token) });
  return { location, html: await page.text() };
}

const emailOf = async (userEmail: string) =>
  (
    await env.DB.prepare("SELECT COUNT(*) AS n FROM users WHERE email = ?")
      .bind(userEmail)
      .first<{ n: number }>()
  )?.n === 1;

async function codeSentTo(address: string): Promise<string> {
  const mail = await env.DB.prepare("SELECT body FROM outbox WHERE to_address = ? ORDER BY id DESC LIMIT 1")
    .bind(address)
    .first<{ body: string }>();
  return /\b(\d{6})\b/.exec(mail?.body ?? "")?.[1] ?? "";
}

describe("My account's e-mail change form posts", () => {
  it("My account's card posts its forms to the site, and opens at the code step when the query says so", async () => {
    const token = await fullAccount("form-page@example.com");
    const first = await (
      await SELF.fetch(`${SANDBOX_ORIGIN}/fr/myaccount`, { headers: cookie(token) })
    ).text();
    expect(first).toContain('action="/fr/myaccount/email"');
    const second = await (
      await SELF.fetch(`${SANDBOX_ORIGIN}/fr/myaccount?email-step=code`, { headers: cookie(token) })
    ).text();
    expect(second).toContain('action="/fr/myaccount/email/confirm"');
    expect(second).toContain(
      `Si la nouvelle adresse peut être utilisée, un code à ${CODE_DIGITS} chiffres y a été envoyé. Saisissez-le dans les ${CODE_TTL_MINUTES} minutes.`,
    );
  });

  it("refuses another site, a bad address and a wrong password in French, and changes nothing", async () => {
    const token = await fullAccount("form-refused@example.com");
    const good = { "new-email": "form-refused-new@example.com", "current-password": PASSWORD };
    const crossSite = await request(token, good, "https://evil.example");
    expect(crossSite.headers.get("Location")).toBe("/fr/myaccount?billing=cross-site");

    const badAddress = await landing(token, await request(token, { ...good, "new-email": "nope" }));
    expect(badAddress.location).toBe("/fr/myaccount?billing=email-invalid");
    expect(badAddress.html).toContain("Saisissez une adresse e-mail valide");

    const wrong = await landing(token, await request(token, { ...good, "current-password": "nope" }));
    expect(wrong.location).toBe("/fr/myaccount?billing=e41004");
    expect(wrong.html).toContain("Votre mot de passe actuel est incorrect.");

    const same = await landing(
      token,
      await request(token, { ...good, "new-email": "form-refused@example.com" }),
    );
    expect(same.html).toContain("C’est déjà l’adresse e-mail de votre compte.");
    expect(await codeSentTo("form-refused-new@example.com")).toBe("");
    expect(await emailOf("form-refused@example.com")).toBe(true);
  });

  it("sends the code, refuses a wrong one at the code step, and switches with the right one", async () => {
    const token = await fullAccount("form-old@example.com");
    const sent = await landing(
      token,
      await request(token, { "new-email": "Form-New@Example.com", "current-password": PASSWORD }),
    );
    expect(sent.location).toBe("/fr/myaccount?email-step=code");
    expect(sent.html).toContain('action="/fr/myaccount/email/confirm"');
    const code = await codeSentTo("form-new@example.com");
    expect(code).toMatch(/^\d{6}$/);

    const wrong = await landing(token, await confirm(token, code === "000000" ? "111111" : "000000"));
    expect(wrong.location).toBe("/fr/myaccount?email-step=code&billing=e41005");
    expect(wrong.html).toContain("Ce code est erroné ou a expiré.");
    expect(wrong.html).toContain('action="/fr/myaccount/email/confirm"');
    const badFormat = await landing(token, await confirm(token, "12ab"));
    expect(badFormat.location).toBe("/fr/myaccount?email-step=code&billing=code-format");
    expect(await emailOf("form-old@example.com")).toBe(true);

    const done = await landing(token, await confirm(token, code));
    expect(done.location).toBe("/fr/myaccount?billing=email-changed");
    expect(done.html).toContain("Votre adresse e-mail est désormais form-new@example.com.");
    expect(await emailOf("form-new@example.com")).toBe(true);
  });

  it("asks for the second factor when 2FA is on and takes it from the form's code field", async () => {
    const token = await fullAccount("form-2fa@example.com");
    const setup = await json<{ data: { secret: string } }>(await callApi(twoFactorSetup, { token }));
    const totp = new TOTP({ secret: Secret.fromBase32(setup.data.secret) });
    await callApi(twoFactorEnable, { token, body: { code: totp.generate() } });
    const body = { "new-email": "form-2fa-new@example.com", "current-password": PASSWORD };
    const missing = await landing(token, await request(token, body));
    expect(missing.location).toBe("/fr/myaccount?billing=e41010");
    const withCode = await request(token, {
      ...body,
      totp: totp.generate({ timestamp: Date.now() + 30_000 }),
    });
    expect(withCode.headers.get("Location")).toBe("/fr/myaccount?email-step=code");
    expect(await codeSentTo("form-2fa-new@example.com")).toMatch(/^\d{6}$/);
  });

  it("answers the sixth request in an hour with the wait in minutes, and sends no sixth code", async () => {
    const token = await fullAccount("form-limit@example.com");
    for (let i = 0; i < 5; i++) {
      const answer = await request(token, {
        "new-email": `form-limit-${i}@example.com`,
        "current-password": PASSWORD,
      });
      expect(answer.headers.get("Location")).toBe("/fr/myaccount?email-step=code");
    }
    const limited = await landing(
      token,
      await request(token, { "new-email": "form-limit-5@example.com", "current-password": PASSWORD }),
    );
    const minutes = Number(/billing=e42900-(\d+)$/.exec(limited.location)?.[1]);
    expect(minutes).toBeGreaterThanOrEqual(1);
    expect(minutes).toBeLessThanOrEqual(60);
    expect(limited.html).toMatch(/Trop de tentatives\. Patientez \d+ minutes? avant de réessayer\./);
    expect(await codeSentTo("form-limit-5@example.com")).toBe("");
  });
});
