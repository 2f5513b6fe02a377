import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { parseConfig } from "../env";
import { hostStanding } from "./environment";

const DOMAINS = ["vpnmaster.com", "www.vpnmaster.com"];
const SANDBOX_ON = { productDomains: DOMAINS, sandbox: true };
const SANDBOX_OFF = { productDomains: DOMAINS, sandbox: false };

describe("hostStanding", () => {
  it.each([
    ["vpnmaster.com", "prod"],
    ["www.vpnmaster.com", "prod"],
    ["WWW.VPNMaster.com", "prod"],
    ["www.vpnmaster.com:443", "prod"],
    ["www.vpnmaster.com.", "prod"],
    ["staging.vpnmaster.com", "sandbox"],
    ["vpnmaster.com.evil.example", "sandbox"],
    ["localhost:8787", "sandbox"],
    ["127.0.0.1:8787", "sandbox"],
    ["[::1]:8787", "sandbox"],
    ["", "sandbox"],
  ] as const)("with the sandbox allowed: %s → %s", (host, expected) => {
    expect(hostStanding(host, SANDBOX_ON)).toBe(expected);
  });

  it.each([
    ["www.vpnmaster.com", "prod"],
    ["vpn-master-web.someone.workers.dev", "elsewhere"],
    ["abc123-vpn-master-web.someone.workers.dev", "elsewhere"],
    ["staging.vpnmaster.com", "elsewhere"],
    ["localhost:8787", "elsewhere"],
  ] as const)("without the sandbox: %s → %s (never sandbox)", (host, expected) => {
    expect(hostStanding(host, SANDBOX_OFF)).toBe(expected);
  });

  it("is sandbox everywhere when no product domain is configured and the sandbox is allowed", () => {
    expect(hostStanding("www.vpnmaster.com", { productDomains: [], sandbox: true })).toBe("sandbox");
  });

  it("treats the four domains of wrangler.toml as prod", () => {
    const config = parseConfig(env);
    expect(config.productDomains).toHaveLength(4);
    for (const domain of config.productDomains) expect(hostStanding(domain, config)).toBe("prod");
  });
});

describe("the SANDBOX var", () => {
  const configWith = (SANDBOX: string | undefined) => parseConfig({ ...env, SANDBOX });

  it("allows the sandbox only when it says on", () => {
    expect(configWith("on").sandbox).toBe(true);
    expect(configWith(" On ").sandbox).toBe(true);
    for (const value of [undefined, "", "off", "true", "1", "yes", "onn"])
      expect(configWith(value).sandbox).toBe(false);
  });

  it("is on for the tests (vitest.config.ts), as for `npm run dev`", () => {
    expect(parseConfig(env).sandbox).toBe(true);
  });
});
