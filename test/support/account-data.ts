import { env, SELF } from "cloudflare:test";
import { deviceRegister, login, userIpBind } from "../../src/api/contract/account";
import { TOKEN_COOKIE } from "../../src/catalog/cookies";
import { callApi, devRecaptcha, setPasswordOf, signUp } from "./api";

/** Account data tests: a full account (password, device, bound IP) and the checks around it. */

export const PASSWORD = "Harbour!Lights9";

let visitor = 0;
/** Each account signs up from its own address (10 sign-ups an hour per address). */
export const nextIp = () => `198.51.100.${100 + (visitor++ % 150)}`;

export async function fullAccount(email: string): Promise<string> {
  const token = await setPasswordOf(await signUp(nextIp()), email, PASSWORD);
  await callApi(deviceRegister, {
    token,
    body: { app_type: 1, device_user_id: "phone-1", device_name: "Mia's phone", os_name: "iOS" },
  });
  await callApi(userIpBind, { token, body: { ip: "203.0.113.9" } });
  return token;
}

/** Signs in through the gateway as the login form would; the answer's JSON. */
export async function signIn(email: string, password = PASSWORD) {
  const response = await callApi(login, {
    body: { email, password },
    recasign: await devRecaptcha("v2", login),
    headers: { "CF-Connecting-IP": nextIp() },
  });
  return (await response.json()) as { code: number };
}

/** Every row of every table whose text mentions `needle` (where a deleted account's address could hide). */
export async function rowsMentioning(needle: string): Promise<string[]> {
  const tables = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name NOT LIKE 'd1_%'",
  ).all<{ name: string }>();
  const found: string[] = [];
  for (const { name } of tables.results) {
    const rows = await env.DB.prepare(`SELECT * FROM "${name}"`).all<Record<string, unknown>>();
    for (const row of rows.results)
      if (JSON.stringify(row).toLowerCase().includes(needle.toLowerCase()))
        found.push(`${name}: ${JSON.stringify(row)}`);
  }
  return found;
}

/** My account's page with a session cookie: what the browser gets. */
export const myAccountWith = (token: string) =>
  SELF.fetch("https://preview.vpnmaster.test/myaccount", {
    headers: { Cookie: `${TOKEN_COOKIE.name}=${token}` },
    redirect: "manual",
  });
