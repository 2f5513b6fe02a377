import { describe, expect, it, vi } from "vitest";
import { putTable, request, useFreshRedirectTable } from "../../../test/support/redirects-app";
import {
  buildRedirectTable,
  getRedirectTable,
  parseRedirectEntries,
  REDIRECT_TABLE_TTL_MS,
  resetRedirectTableCache,
} from "./redirect-table";

useFreshRedirectTable();

describe("redirect table from CONFIG", () => {
  it("overrides a default entry and adds new ones", async () => {
    await putTable([
      { from: "/price", to: "/pricing?from=legacy", status: 302 },
      { from: "/offer", to: "/pricing/checkout/12", status: 301 },
      { from: "/ios-app", to: "https://apps.apple.com/app/id1", status: 302 },
    ]);
    const overridden = await request("/de/price?a=1");
    expect(overridden.status).toBe(302);
    expect(overridden.headers.get("Location")).toBe("/de/pricing?from=legacy&a=1");

    const added = await request("/fr/offer");
    expect(added.status).toBe(301);
    expect(added.headers.get("Location")).toBe("/fr/pricing/checkout/12");

    // An external target is used as written: the visitor's query stays on this site.
    const external = await request("/ios-app?cjevent=abc");
    expect(external.status).toBe(302);
    expect(external.headers.get("Location")).toBe("https://apps.apple.com/app/id1");

    // Untouched defaults still apply.
    expect((await request("/terms")).headers.get("Location")).toBe("/terms-of-service");
  });

  it.each([
    ["unparsable JSON", "{not json"],
    ["a JSON object instead of an array", '{"from":"/a"}'],
    ["an empty value", ""],
  ])("falls back to the default table on %s", async (_, value) => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    await putTable(value);
    const response = await request("/price");
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/pricing");
    expect(warn).toHaveBeenCalled();
  });

  it("drops unsafe or malformed entries with a warning and keeps the good ones", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const unsafe = [
      { from: "/x1", to: "https://evil.com/", status: 301 },
      { from: "/x2", to: "//evil.com", status: 301 },
      { from: "/x3", to: "/\\evil.com", status: 301 },
      { from: "/x4", to: "javascript:alert(1)", status: 302 },
      { from: "/x5", to: "https://www.paypal.com.evil.com/", status: 302 },
      { from: "/x6", to: "http://www.paypal.com/", status: 302 },
      { from: "/x7", to: "/%2F%2Fevil.com", status: 301 },
      { from: "/x8", to: "pricing", status: 301 },
      { from: "/x9", to: "/de/pricing", status: 301 },
      { from: "/x10", to: "/pricing", status: 307 },
      { from: "//x11", to: "/pricing", status: 301 },
      { from: "/de/x12", to: "/pricing", status: 301 },
      { from: "/x13?a=1", to: "/pricing", status: 301 },
      { from: "/x14", status: 301 },
      { from: "/x15", to: "/.//evil.com", status: 301 },
      { from: "/x16", to: "/a/..//evil.com", status: 301 },
      "not an entry",
    ];
    await putTable([...unsafe, { from: "/good", to: "/features", status: 301 }]);
    for (const path of [
      "/x1",
      "/x2",
      "/x3",
      "/x4",
      "/x5",
      "/x6",
      "/x7",
      "/x8",
      "/x9",
      "/x10",
      "/x14",
      "/x15",
      "/x16",
    ]) {
      const response = await request(path);
      expect(response.status, path).toBe(200);
      expect(await response.text()).toBe("page");
    }
    expect(warn).toHaveBeenCalledTimes(unsafe.length);
    expect((await request("/good")).headers.get("Location")).toBe("/features");
  });

  it("drops entries that would send the browser round in a loop", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const table = buildRedirectTable([
      { from: "/pricing", to: "/price", status: 301 },
      { from: "/self", to: "/self?again=1", status: 302 },
    ]);
    expect(table.has("/self")).toBe(false);
    // One of the pair /price ⇄ /pricing goes; the other no longer loops.
    expect(table.has("/price") && table.has("/pricing")).toBe(false);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it("accepts a table of valid entries as they are", () => {
    const entries = parseRedirectEntries(
      JSON.stringify([{ from: "/help", to: "https://help.vpnmaster.com/hc/en-us", status: 302 }]),
    );
    expect(entries).toEqual([{ from: "/help", to: "https://help.vpnmaster.com/hc/en-us", status: 302 }]);
  });
});

describe("redirect table cache", () => {
  it("reads KV at most once per minute per isolate", async () => {
    const get = vi.fn(async () => JSON.stringify([{ from: "/a", to: "/b", status: 301 }]));
    const kv = { get } as unknown as KVNamespace;
    const t0 = 1_000_000;
    await getRedirectTable(kv, t0);
    await getRedirectTable(kv, t0 + 1);
    await getRedirectTable(kv, t0 + REDIRECT_TABLE_TTL_MS - 1);
    expect(get).toHaveBeenCalledTimes(1);
    const after = await getRedirectTable(kv, t0 + REDIRECT_TABLE_TTL_MS);
    expect(get).toHaveBeenCalledTimes(2);
    expect(after.get("/a")?.to).toBe("/b");
  });

  it("keeps serving the stale table while another request refreshes it", async () => {
    let release: (value: string | null) => void = () => {};
    const get = vi
      .fn()
      .mockResolvedValueOnce(null)
      .mockImplementationOnce(() => new Promise<string | null>((resolve) => (release = resolve)));
    const kv = { get } as unknown as KVNamespace;
    await getRedirectTable(kv, 0);
    const refreshing = getRedirectTable(kv, REDIRECT_TABLE_TTL_MS);
    const meanwhile = await getRedirectTable(kv, REDIRECT_TABLE_TTL_MS + 1);
    expect(meanwhile.get("/price")?.to).toBe("/pricing");
    expect(get).toHaveBeenCalledTimes(2);
    release(JSON.stringify([{ from: "/price", to: "/features", status: 301 }]));
    expect((await refreshing).get("/price")?.to).toBe("/features");
  });

  it("falls back to the defaults when KV fails", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const kv = { get: vi.fn().mockRejectedValue(new Error("KV down")) } as unknown as KVNamespace;
    const table = await getRedirectTable(kv, 0);
    expect(table.get("/price")?.to).toBe("/pricing");
    expect(warn).toHaveBeenCalled();
  });

  it("does not see a KV edit before the cache is reset", async () => {
    expect((await request("/price")).headers.get("Location")).toBe("/pricing");
    await putTable([{ from: "/price", to: "/features", status: 301 }]);
    expect((await request("/price")).headers.get("Location")).toBe("/pricing");
    resetRedirectTableCache();
    expect((await request("/price")).headers.get("Location")).toBe("/features");
  });
});
