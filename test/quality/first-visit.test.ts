import { describe, expect, it } from "vitest";
import { ASSETS } from "../../src/pages/assets";
import { programsIn, unexpectedScripts } from "../support/page-scripts";
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

describe("the content-page script rule", () => {
  it("accepts the plain scripts, by path or URL, and names everything else", () => {
    const origin = "http://127.0.0.1:8801";
    expect(unexpectedScripts([ASSETS.instantNavigation, `${origin}${ASSETS.consent}`])).toEqual([]);
    expect(unexpectedScripts([ASSETS.entry, `${origin}/assets/tracker.js`, "inline"])).toEqual([
      ASSETS.entry,
      `${origin}/assets/tracker.js`,
      "inline",
    ]);
  });

  it("counts programs in HTML, not structured data or speculation rules", () => {
    const html = `<script type="application/ld+json">{}</script><script type="speculationrules">{}</script>
      <script type="module" src="/a.js" nonce="n"></script><script nonce="n">1</script>`;
    expect(programsIn(html)).toEqual(["/a.js", "inline"]);
  });
});
