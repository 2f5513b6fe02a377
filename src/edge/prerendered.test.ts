import { describe, expect, it } from "vitest";
import { NONCE_PLACEHOLDER } from "./nonce-template";
import {
  ORIGIN_PLACEHOLDER,
  prerenderedPath,
  prerenderedTextOf,
  readPrerenderedPage,
  varsDigest,
} from "./prerendered";

const decode = (bytes: Uint8Array | null) => (bytes ? new TextDecoder().decode(bytes) : null);

const page = (origin: string, nonce: string) =>
  `<html><head><link rel="canonical" href="${origin}/de/features"><script nonce="${nonce}">x</script></head>` +
  `<body><style nonce="${nonce}"></style>${origin}</body></html>`;

describe("prerendered copies", () => {
  it("are templates of the nonce and the origin, filled per response", async () => {
    const text = prerenderedTextOf(
      page("https://prerender-prod.invalid", "n0"),
      "n0",
      "https://prerender-prod.invalid",
    );
    expect(text).toContain(NONCE_PLACEHOLDER);
    expect(text).toContain(ORIGIN_PLACEHOLDER);
    expect(text).not.toContain("prerender-prod.invalid");
    const cache = await caches.open(`prerendered-${crypto.randomUUID()}`);
    const body = await readPrerenderedPage(
      cache,
      "k1",
      "fresh",
      "https://www.vpnmaster.com",
      2026,
      async () => new Response(text),
    );
    expect(decode(body)).toBe(page("https://www.vpnmaster.com", "fresh"));
  });

  it("are read once per isolate: a repeat comes from memory with its own nonce", async () => {
    const cache = await caches.open(`prerendered-${crypto.randomUUID()}`);
    let reads = 0;
    const readFile = async () => {
      reads++;
      return new Response(prerenderedTextOf(page("https://o.invalid", "a"), "a", "https://o.invalid"));
    };
    await readPrerenderedPage(cache, "k", "n1", "https://vpnmaster.com", 2026, readFile);
    const again = await readPrerenderedPage(cache, "k", "n2", "https://vpnmaster.com", 2026, readFile);
    expect(reads).toBe(1);
    expect(decode(again)).toBe(page("https://vpnmaster.com", "n2"));
  });

  it("answer null when the build has no such copy or the read fails: the page is rendered", async () => {
    const cache = await caches.open(`prerendered-${crypto.randomUUID()}`);
    const missing = async () => new Response("not found", { status: 404 });
    expect(await readPrerenderedPage(cache, "a", "n", "https://vpnmaster.com", 2026, missing)).toBeNull();
    const failing = async (): Promise<Response> => {
      throw new Error("assets unavailable");
    };
    expect(await readPrerenderedPage(cache, "b", "n", "https://vpnmaster.com", 2026, failing)).toBeNull();
  });

  it("are looked up once when the build has none; a failed read is tried again", async () => {
    const cache = await caches.open(`prerendered-${crypto.randomUUID()}`);
    let reads = 0;
    const missing = async () => {
      reads++;
      return new Response("not found", { status: 404 });
    };
    for (let i = 0; i < 3; i++)
      expect(
        await readPrerenderedPage(cache, "gone", "n", "https://vpnmaster.com", 2026, missing),
      ).toBeNull();
    expect(reads).toBe(1);

    let attempts = 0;
    const flaky = async () => {
      attempts++;
      return attempts === 1
        ? new Response("busy", { status: 503 })
        : new Response(prerenderedTextOf(page("https://o.invalid", "a"), "a", "https://o.invalid"));
    };
    expect(await readPrerenderedPage(cache, "flaky", "n", "https://vpnmaster.com", 2026, flaky)).toBeNull();
    const second = await readPrerenderedPage(cache, "flaky", "n2", "https://vpnmaster.com", 2026, flaky);
    expect(decode(second)).toBe(page("https://vpnmaster.com", "n2"));
  });

  it("live under a path of build, vars, environment, year, cookie choice, language and page", () => {
    const key = {
      buildId: "b1",
      vars: varsDigest({}),
      environment: "prod" as const,
      year: 2026,
      consent: "none",
      language: "de",
      barePath: "/vpn-server/germany",
    };
    expect(prerenderedPath(key)).toBe(
      `/_prerendered/b1/${varsDigest({})}/prod/2026/none/de/vpn-server/germany.html`,
    );
    expect(prerenderedPath({ ...key, barePath: "/" })).toMatch(/\/none\/de\.html$/);
    expect(varsDigest({ SELLER_ADDRESS: "1 Main St" })).not.toBe(varsDigest({}));
    expect(varsDigest({ SELLER_ADDRESS: "" })).toBe(varsDigest({}));
  });
});
