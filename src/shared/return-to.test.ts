import { describe, expect, it } from "vitest";
import { returnTarget } from "./return-to";

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
