import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SourceMapGenerator } from "source-map-js";
import { describe, expect, it } from "vitest";
import { summarizeProfile } from "./profile-summary";

/** A bundle whose line 1 column 0 is src/a.ts's `render` and column 10 is src/b.ts's `helper`. */
function bundle(dir: string): string {
  const map = new SourceMapGenerator({ file: "index.js" });
  map.addMapping({
    generated: { line: 1, column: 0 },
    original: { line: 3, column: 0 },
    source: "../../src/a.ts",
    name: "render",
  });
  map.addMapping({
    generated: { line: 1, column: 10 },
    original: { line: 7, column: 0 },
    source: "../../src/b.ts",
    name: "helper",
  });
  const file = join(dir, "index.js");
  writeFileSync(`${file}.map`, map.toString());
  return file;
}

const frame = (functionName: string, url: string, columnNumber = 0) => ({
  functionName,
  url,
  lineNumber: 0,
  columnNumber,
});

describe("a CPU profile's summary", () => {
  it("puts each sample's time on every file of its stack once, and on its top function", () => {
    const dir = mkdtempSync(join(tmpdir(), "profile-"));
    const file = bundle(dir);
    const profile = {
      nodes: [
        { id: 1, callFrame: frame("(root)", ""), children: [2, 5] },
        { id: 2, callFrame: frame("r", `file://${file}`), children: [3] },
        { id: 3, callFrame: frame("h", `file://${file}`, 10), children: [4] },
        { id: 4, callFrame: frame("_send", "cloudflare-internal:d1-api"), children: [] },
        { id: 5, callFrame: frame("(idle)", ""), children: [] },
      ],
      // Two renders: 3 ms in D1's binding under helper under render, 1 ms in render, 6 ms idle.
      samples: [4, 4, 4, 2, 5],
      timeDeltas: [0, 1000, 1000, 1000, 1000, 6000],
    };
    writeFileSync(join(dir, "p.cpuprofile"), JSON.stringify(profile));
    const summary = summarizeProfile(join(dir, "p.cpuprofile"), file, 2);
    expect(summary.busyMs).toBe(2);
    expect(Object.fromEntries(summary.byFile)).toEqual({
      "src/a.ts": 2,
      "src/b.ts": 1.5,
      "cloudflare-internal:d1-api": 1.5,
    });
    expect(summary.bySelf[0]).toEqual(["_send [cloudflare-internal:d1-api]", 1.5]);
    expect(summary.bySelf[1]).toEqual(["src/a.ts:3 render", 0.5]);
  });
});
