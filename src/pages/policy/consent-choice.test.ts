import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { BROWSER_UA, get, ORIGIN, setCookieOf } from "../../../test/support/request";
import { CONSENT_COOKIE } from "../../catalog/cookies";
import { CONSENT_PATH } from "../../consent/routes";
import { CONSENT_VALUE } from "../../shared/consent";

const form = (html: string) => /<form class="consent-choice"[\s\S]*?<\/form>/.exec(html)?.[0] ?? "";

async function policyAs(consent: string | null, path = "/cookie-policy-2025") {
  const headers: Record<string, string> = { "User-Agent": BROWSER_UA };
  if (consent !== null) headers.Cookie = `${CONSENT_COOKIE.name}=${consent}`;
  return form(await (await get(path, headers)).text());
}

describe("changing the analytics choice on the cookie policy", () => {
  it("shows the current choice, in the page's language", async () => {
    expect(await policyAs(CONSENT_VALUE.accept)).toContain('data-consent="accepted">accepted<');
    expect(await policyAs(CONSENT_VALUE.decline)).toContain('data-consent="declined">declined<');
    expect(await policyAs(null)).toContain('data-consent="unset">');
    expect(await policyAs(CONSENT_VALUE.decline, "/de/cookie-policy-2025")).toContain(">abgelehnt<");
  });

  it("posts to the consent endpoint without JavaScript and returns to the same localized page", async () => {
    const html = await policyAs(CONSENT_VALUE.accept, "/fr/cookie-policy-2025");
    expect(html).toContain('method="post"');
    expect(html).toContain(`action="${CONSENT_PATH}"`);
    expect(html).toContain('name="return" value="/fr/cookie-policy-2025"');
    const response = await SELF.fetch(`${ORIGIN}${CONSENT_PATH}`, {
      method: "POST",
      body: new URLSearchParams({ choice: "decline", return: "/fr/cookie-policy-2025" }),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN },
      redirect: "manual",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/fr/cookie-policy-2025");
    expect(setCookieOf(response, CONSENT_COOKIE.name)).toContain(
      `${CONSENT_COOKIE.name}=${CONSENT_VALUE.decline}`,
    );
  });
});
