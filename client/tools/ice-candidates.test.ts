import { describe, expect, it } from "vitest";
import { classifyAddress, type IceCandidate, leakReport, parseCandidate } from "./ice-candidates";

const line = (address: string, type: string, extra = "") =>
  `candidate:842163049 1 udp 1677729535 ${address} 54321 typ ${type}${extra} generation 0 ufrag Yp4w network-cost 999`;

describe("parseCandidate", () => {
  it("reads a host candidate with a private IPv4 address", () => {
    expect(parseCandidate(line("192.168.1.23", "host"))).toEqual({
      address: "192.168.1.23",
      port: 54321,
      protocol: "udp",
      type: "host",
      version: 4,
      scope: "local",
    });
  });

  it("reads a server-reflexive candidate: the public address a STUN server saw", () => {
    const candidate = parseCandidate(line("203.0.113.9", "srflx", " raddr 0.0.0.0 rport 0"));
    expect(candidate).toMatchObject({ address: "203.0.113.9", type: "srflx", version: 4, scope: "public" });
  });

  it("reads a relay candidate and a TCP candidate", () => {
    expect(parseCandidate(line("198.51.100.20", "relay"))?.type).toBe("relay");
    const tcp = "candidate:1 1 TCP 1518280447 192.0.2.4 9 typ host tcptype active generation 0";
    expect(parseCandidate(tcp)).toMatchObject({ protocol: "tcp", port: 9, type: "host", scope: "public" });
  });

  it("treats an mDNS `.local` name as a hidden local address", () => {
    const candidate = parseCandidate(line("8f3a1c2e-6b7d-4e0f-9a51-3c2b1d0e4f6a.local", "host"));
    expect(candidate).toMatchObject({ version: null, scope: "hidden", type: "host" });
  });

  it("reads IPv6: global addresses are public, link-local and unique-local are local", () => {
    expect(parseCandidate(line("2001:db8:85a3::8a2e:370:7334", "host"))).toMatchObject({
      version: 6,
      scope: "public",
    });
    expect(parseCandidate(line("fe80::1c2d:3e4f:5a6b:7c8d", "host"))?.scope).toBe("local");
    expect(parseCandidate(line("fd12:3456:789a::1", "host"))?.scope).toBe("local");
    expect(parseCandidate(line("::ffff:10.0.0.8", "host"))?.scope).toBe("local");
  });

  it("accepts the SDP form with its `a=` prefix", () => {
    expect(parseCandidate(`a=${line("203.0.113.9", "srflx")}`)?.address).toBe("203.0.113.9");
  });

  it("rejects what is not a candidate", () => {
    for (const bad of [
      "",
      "candidate:",
      "hello world",
      line("203.0.113.9", "bogus"),
      line("999.1.1.1", "host"),
      line("not-an-address", "host"),
      "candidate:1 1 sctp 1 203.0.113.9 5000 typ host",
      "candidate:1 1 udp 1 203.0.113.9 port typ host",
    ]) {
      expect(parseCandidate(bad), bad).toBeNull();
    }
  });
});

describe("classifyAddress", () => {
  it("knows the local IPv4 ranges, CGNAT and loopback included", () => {
    for (const local of [
      "10.1.2.3",
      "172.16.0.1",
      "172.31.255.255",
      "192.168.0.1",
      "127.0.0.1",
      "169.254.3.4",
      "100.64.0.1",
    ]) {
      expect(classifyAddress(local)?.scope, local).toBe("local");
    }
    for (const open of ["172.32.0.1", "100.128.0.1", "8.8.8.8", "203.0.113.9"]) {
      expect(classifyAddress(open)?.scope, open).toBe("public");
    }
  });
});

const candidate = (address: string, type: IceCandidate["type"]): IceCandidate => {
  const parsed = parseCandidate(line(address, type));
  if (!parsed) throw new Error(address);
  return parsed;
};

describe("leakReport", () => {
  it("finds no leak when WebRTC shows only the address the site already sees", () => {
    const report = leakReport(
      [candidate("abc.local", "host"), candidate("203.0.113.9", "srflx")],
      "203.0.113.9",
    );
    expect(report).toEqual({
      publicAddresses: ["203.0.113.9"],
      leaked: [],
      localAddresses: [],
      localHidden: true,
      leaks: false,
    });
  });

  it("reports the real address behind the VPN as a leak", () => {
    const report = leakReport([candidate("198.51.100.77", "srflx")], "203.0.113.9");
    expect(report.leaks).toBe(true);
    expect(report.leaked).toEqual(["198.51.100.77"]);
  });

  it("reports a public IPv6 host address next to an IPv4 VPN address as a leak", () => {
    const report = leakReport(
      [candidate("2001:db8::1234", "host"), candidate("203.0.113.9", "srflx")],
      "203.0.113.9",
    );
    expect(report.leaked).toEqual(["2001:db8::1234"]);
  });

  it("never counts a relay (the TURN server's own address) and compares IPv6 case-insensitively", () => {
    const report = leakReport(
      [candidate("198.51.100.20", "relay"), candidate("2001:DB8::5", "srflx")],
      "2001:db8::5",
    );
    expect(report.leaks).toBe(false);
    expect(report.publicAddresses).toEqual(["2001:db8::5"]);
  });

  it("lists exposed local addresses once each, without calling them a leak of the public address", () => {
    const report = leakReport([candidate("192.168.1.5", "host"), candidate("192.168.1.5", "host")], null);
    expect(report.localAddresses).toEqual(["192.168.1.5"]);
    expect(report.leaks).toBe(false);
  });

  it("treats every public address as a leak when the site saw none", () => {
    expect(leakReport([candidate("203.0.113.9", "srflx")], null).leaked).toEqual(["203.0.113.9"]);
  });
});
