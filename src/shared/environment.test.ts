import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { parseConfig } from "../env";
import { environmentOf } from "./environment";

const DOMAINS = ["vpnmaster.com", "www.vpnmaster.com"];

describe("environmentOf", () => {
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
  ] as const)("%s → %s", (host, expected) => {
    expect(environmentOf(host, DOMAINS)).toBe(expected);
  });

  it("is sandbox everywhere when no product domain is configured", () => {
    expect(environmentOf("www.vpnmaster.com", [])).toBe("sandbox");
  });

  it("treats the four domains of wrangler.toml as prod", () => {
    const { productDomains } = parseConfig(env);
    expect(productDomains).toHaveLength(4);
    for (const domain of productDomains) expect(environmentOf(domain, productDomains)).toBe("prod");
  });
});
