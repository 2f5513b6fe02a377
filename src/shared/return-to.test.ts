import { describe, expect, it } from "vitest";
import { OPEN_REDIRECT_PAYLOADS } from "../../test/support/open-redirect-payloads";
import { returnPath, returnTarget } from "./return-to";

describe("the sign-in return target", () => {
  it("prefers the redirect query, then the referrer, then the fallback", () => {
    expect(returnTarget("/de/pricing?x=1", "/features", "/myaccount")).toBe("/de/pricing?x=1");
    expect(returnTarget(undefined, "/features", "/myaccount")).toBe("/features");
    expect(returnTarget(undefined, null, "/myaccount")).toBe("/myaccount");
  });

  it.each([
    "//evil.example",
    "/\\evil.example",
    "https://evil.example/",
    "javascript:alert(1)",
    "/login",
    "/de/forgetpassword",
  ])("never returns to %s", (target) => {
    expect(returnTarget(target, null, "/myaccount")).toBe("/myaccount");
  });
});

describe("the sign-in return path", () => {
  it.each(OPEN_REDIRECT_PAYLOADS)("refuses %j, from the query or the referrer", (payload) => {
    expect(returnPath(payload)).toBeNull();
    expect(returnTarget(undefined, payload, "/myaccount")).toBe("/myaccount");
  });

  it.each([
    ["/a/../pricing", "/pricing"],
    ["/%2e/de/pricing?x=1", "/de/pricing?x=1"],
  ])("returns the normalised form of %s", (target, path) => {
    expect(returnTarget(target, null, "/myaccount")).toBe(path);
  });

  it("does not return to the sign-in page behind a dot segment", () => {
    expect(returnPath("/x/../login")).toBeNull();
    expect(returnPath("/%2e/de/login")).toBeNull();
  });
});
