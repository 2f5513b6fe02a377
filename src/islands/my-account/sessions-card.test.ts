import { describe, expect, it } from "vitest";
import { callApi, devRecaptcha, resetAccounts, setPasswordOf, signUp } from "../../../test/support/api";
import { get } from "../../../test/support/request";
import { login } from "../../api/contract";

const FIREFOX_LINUX = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";

const sessionsCardOf = async (token: string, path = "/myaccount") => {
  const html = await (await get(path, { Cookie: `paypal_token=${token}` })).text();
  const card = /<section[^>]*id="sessions"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";
  return card.replace(/<!-- -->/g, "");
};

describe("My account's sessions card", () => {
  it("lists this device and the other session with a sign-out for the other only, in the page's language", async () => {
    await resetAccounts();
    const token = await setPasswordOf(await signUp(), "omar@example.com", "Harbour!Lights9");
    await callApi(login, {
      recasign: await devRecaptcha("v2"),
      body: { email: "omar@example.com", password: "Harbour!Lights9" },
      headers: { "User-Agent": FIREFOX_LINUX, "CF-IPCountry": "EG" },
    });
    const en = await sessionsCardOf(token);
    expect(en).toContain("Where you’re signed in");
    expect(en).toContain("This device");
    expect(en).toContain("Firefox 128 on Linux");
    expect(en).toContain("Egypt");
    expect(en.match(/aria-label="Sign out Firefox 128 on Linux"/g)).toHaveLength(1);
    expect(en).toContain("Sign out everywhere else");
    const ar = await sessionsCardOf(token, "/ar/myaccount");
    expect(ar).toContain("هذا الجهاز");
    expect(ar).toContain("تسجيل الخروج من كل الأماكن الأخرى");
  });
});
