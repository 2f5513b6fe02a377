import { describe, expect, it } from "vitest";
import { get } from "../../../test/support/request";
import { canonicalPath } from "./canonical-url";

describe("canonical URL", () => {
  it.each([
    ["/home", "/"],
    ["/de/home", "/de"],
    ["/en/home", "/en"],
    ["/pricing/", "/pricing"],
    ["/de/pricing/", "/de/pricing"],
    ["//pricing", "/pricing"],
    ["/download//ios", "/download/ios"],
    ["//de//home//", "/de"],
    ["/de/", "/de"],
  ])("%s answers 301 to %s, keeping the query", async (from, to) => {
    const response = await get(`${from}?utm_source=x&a=1`);
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe(`${to}?utm_source=x&a=1`);
  });

  it("leaves canonical paths alone", () => {
    for (const path of ["/", "/de", "/pricing", "/download/ios", "/homepage"]) {
      expect(canonicalPath(path)).toBe(path);
    }
  });

  it("never turns a path into a protocol-relative URL", async () => {
    const response = await get("//evil.example/");
    expect(response.headers.get("Location")).toBe("/evil.example");
  });
});
