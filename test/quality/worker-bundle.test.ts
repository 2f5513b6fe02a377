import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BUILT_WORKER } from "../support/built-site";

// What the Worker never runs stays out of its bundle (issue 21): every byte is parsed at start-up.
describe("the Worker bundle", () => {
  const bundle = readFileSync(BUILT_WORKER, "utf8");

  it("carries the stand-in of the browser's passkey library, not the library (decision 175)", () => {
    expect(bundle).toContain("passkey ceremonies run in the browser only");
    expect(bundle).not.toContain("base64URLStringToBuffer");
  });

  it("carries no certificate stack for passkeys and no legacy string renderer (decisions 165, 175)", () => {
    expect(bundle).not.toMatch(/@peculiar|asn1js|tsyringe|reflect-metadata/);
    expect(bundle).not.toContain("renderToString");
  });
});
