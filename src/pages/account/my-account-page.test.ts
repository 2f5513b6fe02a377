import { SELF } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import arHeader from "../../../locales/ar/header.json";
import arAccount from "../../../locales/ar/myaccount.json";
import enHeader from "../../../locales/en/header.json";
import enAccount from "../../../locales/en/myaccount.json";
import { SANDBOX_ORIGIN, signUp } from "../../../test/support/api";
import { buyAndPay, resetClock } from "../../../test/support/billing";
import { asHtml } from "../../../test/support/html-text";
import { TOKEN_COOKIE } from "../../catalog/cookies";
import { CACHE_STATUS_HEADER } from "../../edge/html-cache";

const signedIn = (path: string, token: string) =>
  SELF.fetch(SANDBOX_ORIGIN + path, {
    headers: { Cookie: `${TOKEN_COOKIE.name}=${token}` },
    redirect: "manual",
  });

beforeEach(resetClock);

describe("My account's subscription and billing history", () => {
  it("shows a yearly buyer the plan, amount, next renewal, the switch and the history with its receipt link", async () => {
    const token = await signUp();
    const id = await buyAndPay(token, { planId: 12 });
    const html = await (await signedIn("/myaccount", token)).text();
    expect(html).toContain(`<strong>${enAccount.subscriptions.plan["12"]}</strong>`);
    expect(html).toContain(`>${enAccount.subscriptions.status.active}<`);
    expect(html).toContain('data-testid="subscription-amount">$59.88<');
    expect(html).toContain(enAccount.subscriptions.factNextRenewal);
    expect(html).toContain('action="/myaccount/subscription/auto-renew"');
    expect(html).toContain('action="/myaccount/refund"');
    expect(html).toContain(enAccount.history.title);
    expect(html).toContain(`href="/myaccount/receipt/${id}"`);
    expect(html).toContain(`>${enAccount.history.first}<`);
  });

  it("reads the same in Arabic, with the forms and receipt at the Arabic paths", async () => {
    const token = await signUp();
    const id = await buyAndPay(token, { planId: 1 });
    const html = await (await signedIn("/ar/myaccount", token)).text();
    expect(html).toContain(`<strong>${asHtml(arAccount.subscriptions.plan["1"])}</strong>`);
    expect(html).toContain(asHtml(arAccount.history.title));
    expect(html).toContain('action="/ar/myaccount/subscription/auto-renew"');
    expect(html).toContain(`href="/ar/myaccount/receipt/${id}"`);
  });
});

describe("the header's call to action (issue 19 item 8)", () => {
  const cta = (html: string) =>
    /<a[^>]*class="btn btn-primary site-header__cta"[^>]*>[^<]*<\/a>/.exec(html)?.[0] ?? "";

  it("sends a signed-in VIP to the apps, in their language, from a page kept out of the shared cache", async () => {
    const token = await signUp();
    await buyAndPay(token, { planId: 1 });
    const en = await signedIn("/features", token);
    expect(en.headers.get(CACHE_STATUS_HEADER)).toBe("bypass");
    const enHtml = await en.text();
    expect(cta(enHtml)).toContain('href="/download"');
    expect(cta(enHtml)).toContain(enHeader.downloadApps);
    expect(enHtml).not.toContain(enHeader.getVpn);
    const ar = await (await signedIn("/ar/features", token)).text();
    expect(cta(ar)).toContain('href="/ar/download"');
    expect(cta(ar)).toContain(asHtml(arHeader.downloadApps));
  });

  it("still offers the plans to a signed-in visitor without VIP and to everyone signed out", async () => {
    const token = await signUp();
    const free = await (await signedIn("/features", token)).text();
    expect(cta(free)).toContain('href="/pricing"');
    expect(cta(free)).toContain(enHeader.getVpn);
    const anonymous = await (await SELF.fetch(`${SANDBOX_ORIGIN}/features`)).text();
    expect(cta(anonymous)).toContain('href="/pricing"');
    expect(anonymous).not.toContain(enHeader.downloadApps);
  });
});
