import { describe, expect, it } from "vitest";
import { constantJson, scriptJson } from "./script-json";

describe("a value written into a JSON data block", () => {
  const tricky = {
    text: '</script><script>alert(1)</script><!-- "quoted" & \u2028 done',
    nested: [{ tag: "</SCRIPT >" }],
  };

  it("cannot end the script element or open a comment", () => {
    const text = scriptJson(tricky);
    expect(text).not.toContain("<");
    expect(text).not.toMatch(/<\/script/i);
  });

  it("reads back unchanged", () => {
    expect(JSON.parse(scriptJson(tricky))).toEqual(tricky);
  });
});

describe("a value holding a constant part", () => {
  it("reads back as the same value, the constant part first, still escaped", () => {
    const texts = constantJson({ close: "</script>", done: "Done" });
    const props = { title: "My <account>", texts, count: 2, skipped: undefined };
    const text = scriptJson(props);
    expect(text).not.toContain("<");
    expect(JSON.parse(text)).toEqual({
      texts: { close: "</script>", done: "Done" },
      title: "My <account>",
      count: 2,
    });
    expect(text.startsWith('{"texts":{"close":"\\u003c/script>"')).toBe(true);
    expect(scriptJson({ texts })).toBe(JSON.stringify({ texts }).replace(/</g, "\\u003c"));
  });

  it("is frozen: the text kept for it cannot go stale", () => {
    const texts = constantJson({ done: "Done" });
    expect(Object.isFrozen(texts)).toBe(true);
    expect(() => {
      (texts as { done: string }).done = "changed";
    }).toThrow(TypeError);
  });
});
