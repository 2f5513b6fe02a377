import { describe, expect, it } from "vitest";
import { scriptJson } from "./script-json";

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
