import { describe, expect, it } from "vitest";
import { negotiateLanguage, parseAcceptLanguage } from "./negotiate";

describe("Accept-Language negotiation", () => {
  it.each([
    ["fr-CA,fr;q=0.9,en;q=0.8", "fr"],
    ["de-AT,en-US", "de"],
    ["pt-PT,pt-BR", "pt"],
    ["zh-CN", null],
    ["zh-CN,ja;q=0.5", "ja"],
    ["en-US,de;q=0.9", "en"],
    ["it", "it"],
    ["it-CH", "it"],
    ["AR-EG", "ar"],
    ["", null],
    ["*", null],
    ["de;q=0,fr;q=0.5", "fr"],
    ["ru;q=0.3,pl;q=0.7", "pl"],
    ["nl-BE;q=0.8,nl-NL;q=0.8", "nl"],
    ["garbage;;;,,,", null],
    // The seven languages routed since 2026-11-27.
    ["fa-IR,fa;q=0.9,en;q=0.5", "fa"],
    ["hi-IN,en-IN;q=0.9", "hi"],
    ["id-ID", "id"],
    ["ms-MY,ms;q=0.9", "ms"],
    ["th", "th"],
    ["tr-TR,tr;q=0.9,en-US;q=0.8", "tr"],
    ["uk-UA,ru;q=0.5", "uk"],
    ["en-IN,hi;q=0.8", "en"],
  ])("%s → %s", (header, expected) => {
    expect(negotiateLanguage(header)).toBe(expected);
  });

  it("ranks by q, then by position, and drops q=0", () => {
    expect(parseAcceptLanguage("a;q=0.5,b,c;q=0,d;q=0.5").map((p) => p.tag)).toEqual(["b", "a", "d"]);
  });

  it("prefers an exact iso match over a base match at the same position", () => {
    // `pt-BR` is the iso code of pt: an exact match at position 0.
    expect(negotiateLanguage("pt-BR")).toBe("pt");
    expect(negotiateLanguage("en-GB")).toBe("en");
  });
});
