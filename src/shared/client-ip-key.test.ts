import { describe, expect, it } from "vitest";
import { clientIpKey } from "./client-ip-key";

describe("the per-IP limit key", () => {
  it("counts every address of one IPv6 /64 as one client", () => {
    const keys = ["2001:db8:1:2::1", "2001:db8:1:2:ffff:ffff:ffff:ffff", "2001:DB8:1:2:abcd::9"].map(
      clientIpKey,
    );
    expect(new Set(keys).size).toBe(1);
    expect(clientIpKey("2001:db8:1:3::1")).not.toBe(keys[0]);
  });

  it("counts IPv4 by the address, also when written as IPv4-mapped IPv6", () => {
    expect(clientIpKey("198.51.100.7")).toBe("198.51.100.7");
    expect(clientIpKey("::ffff:198.51.100.7")).toBe("198.51.100.7");
    expect(clientIpKey("198.51.100.8")).not.toBe(clientIpKey("198.51.100.7"));
  });

  it("puts a missing or garbled address under one shared key", () => {
    expect(clientIpKey(null)).toBe("unknown");
    expect(clientIpKey("not-an-ip")).toBe("unknown");
  });
});
