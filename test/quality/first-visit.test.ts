import { describe, expect, it } from "vitest";
import { cspOrigins } from "./first-visit";

describe("cspOrigins", () => {
  it("lists the host sources of every directive as origins, ignoring keywords and nonces", () => {
    const csp =
      "default-src 'self'; script-src 'nonce-abc' 'strict-dynamic' https://www.google.com/recaptcha/; frame-src https://recaptcha.google.com/recaptcha/; img-src 'self' data:";
    expect([...cspOrigins(csp)].sort()).toEqual(["https://recaptcha.google.com", "https://www.google.com"]);
  });

  it("names nothing for a same-origin-only policy", () => {
    expect(cspOrigins("default-src 'self'; object-src 'none'").size).toBe(0);
  });
});
