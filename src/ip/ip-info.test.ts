import { describe, expect, it } from "vitest";
import { ipInfoOf } from "./ip-info";
import { vpnRanges } from "./vpn-ranges";

const RANGES = vpnRanges("203.0.113.0/24, 2001:db8:7a00::/40");

function request(headers: Record<string, string>, cf?: Record<string, unknown>): Request {
  return new Request("https://www.vpnmaster.com/what-is-my-ip", { headers, cf } as RequestInit);
}

describe("ipInfoOf", () => {
  it("reads an IPv4 visitor with the location and network request.cf provides", () => {
    const info = ipInfoOf(
      request(
        { "CF-Connecting-IP": "198.51.100.4" },
        {
          country: "DE",
          region: "Bavaria",
          city: "Munich",
          asn: 3320,
          asOrganization: "Deutsche Telekom AG",
        },
      ),
      RANGES,
    );
    expect(info).toEqual({
      ip: "198.51.100.4",
      version: 4,
      country: "DE",
      region: "Bavaria",
      city: "Munich",
      asn: 3320,
      organization: "Deutsche Telekom AG",
      protected: false,
    });
  });

  it("reads IPv6 in its canonical short form", () => {
    const info = ipInfoOf(request({ "CF-Connecting-IP": "2001:0DB8:0000:0000:0000:0000:0000:0042" }), []);
    expect(info.ip).toBe("2001:db8::42");
    expect(info.version).toBe(6);
  });

  it("shows an IPv4-mapped IPv6 address as IPv4", () => {
    expect(ipInfoOf(request({ "CF-Connecting-IP": "::ffff:198.51.100.4" }), []).ip).toBe("198.51.100.4");
  });

  it("says protected when the address is one of the VPN's networks, IPv4 or IPv6", () => {
    expect(ipInfoOf(request({ "CF-Connecting-IP": "203.0.113.77" }), RANGES).protected).toBe(true);
    expect(ipInfoOf(request({ "CF-Connecting-IP": "2001:db8:7a10::9" }), RANGES).protected).toBe(true);
    expect(ipInfoOf(request({ "CF-Connecting-IP": "2001:db8:1::9" }), RANGES).protected).toBe(false);
  });

  it("falls back to CF-IPCountry and reports nothing it does not know", () => {
    const info = ipInfoOf(request({ "CF-IPCountry": "fr" }), RANGES);
    expect(info).toEqual({
      ip: null,
      version: null,
      country: "FR",
      region: null,
      city: null,
      asn: null,
      organization: null,
      protected: false,
    });
  });

  it("rejects an address that only looks like one", () => {
    for (const bad of ["999.1.1.1", "1.2.3", "::gg", "<script>", "1.2.3.4, 5.6.7.8"]) {
      expect(ipInfoOf(request({ "CF-Connecting-IP": bad }), RANGES).ip, bad).toBeNull();
    }
  });
});

describe("vpnRanges", () => {
  it("skips a malformed entry instead of failing", () => {
    expect(vpnRanges("10.0.0.0/8, not-a-cidr, 10.0.0.0/99")).toHaveLength(1);
    expect(vpnRanges("")).toEqual([]);
  });
});
