import { readFileSync } from "node:fs";
import { SourceMapConsumer } from "source-map-js";

/**
 * Where a CPU profile of the site's bundle spent its time, by source file and function of the
 * code that was bundled (through the bundle's source map): what `npm run bench -- --profile`
 * prints after writing the profile, so the next question is which file to open, not how to read
 * a 4 MB JSON.
 */

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface ProfileSummary {
  /** Milliseconds per render the profile sampled, idle excluded. */
  busyMs: number;
  /** Per source file (or runtime module or native function): time on the stack, once per sample. */
  byFile: [string, number][];
  /** Per function: time at the top of the stack. */
  bySelf: [string, number][];
}

const IDLE = "(idle)";
// Where a bundled module's path stops being the machine's and starts being the repo's.
const shortPath = (source: string) => source.replace(/^(\.\.\/)+/, "").replace(/.*node_modules\//, "");

export function summarizeProfile(profileFile: string, bundleFile: string, renders: number): ProfileSummary {
  const profile = JSON.parse(readFileSync(profileFile, "utf8")) as CpuProfile;
  const map = new SourceMapConsumer(JSON.parse(readFileSync(`${bundleFile}.map`, "utf8")));
  const bundleName = bundleFile.split("/").pop() ?? bundleFile;
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);

  const places = new Map<number, { file: string; fn: string }>();
  const placeOf = (node: ProfileNode) => {
    let place = places.get(node.id);
    if (place) return place;
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    if (!url.endsWith(bundleName)) {
      // The runtime's own JavaScript (D1's binding: cloudflare-internal:d1-api) by its module;
      // a native function by its name; an unnamed native frame (where async work resumes) by none.
      const name = `${functionName || "(anonymous)"} [${url || "native"}]`;
      place = { file: url || (functionName ? name : ""), fn: name };
    } else {
      const original = map.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
      const file = original.source ? shortPath(original.source) : "(unmapped)";
      place = { file, fn: `${file}:${original.line ?? "?"} ${original.name ?? functionName}` };
    }
    places.set(node.id, place);
    return place;
  };

  const sampled = new Map<number, number>();
  profile.samples.forEach((id, index) => {
    sampled.set(id, (sampled.get(id) ?? 0) + (profile.timeDeltas[index + 1] ?? 0));
  });
  const byFile = new Map<string, number>();
  const bySelf = new Map<string, number>();
  let busy = 0;
  for (const [id, micros] of sampled) {
    const node = nodes.get(id);
    if (!node || node.callFrame.functionName === IDLE) continue;
    busy += micros;
    const self = placeOf(node).fn;
    bySelf.set(self, (bySelf.get(self) ?? 0) + micros);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) {
      const frame = nodes.get(at);
      if (!frame || frame.callFrame.functionName === "(root)") continue;
      const { file } = placeOf(frame);
      if (file === "" || seen.has(file)) continue;
      seen.add(file);
      byFile.set(file, (byFile.get(file) ?? 0) + micros);
    }
  }
  const perRender = (entries: Map<string, number>) =>
    [...entries]
      .map(([name, micros]): [string, number] => [name, micros / 1000 / renders])
      .sort((a, b) => b[1] - a[1]);
  return { busyMs: busy / 1000 / renders, byFile: perRender(byFile), bySelf: perRender(bySelf) };
}

export function printProfileSummary({ busyMs, byFile, bySelf }: ProfileSummary, rows = 15): void {
  const line = ([name, ms]: [string, number]) =>
    `  ${ms.toFixed(3).padStart(7)} ms ${((100 * ms) / busyMs).toFixed(1).padStart(5)} %  ${name}`;
  console.log(`\n${busyMs.toFixed(2)} ms busy per render (profiler on: slower than the bench's figures)`);
  console.log("on the stack, by file:");
  for (const entry of byFile.slice(0, rows)) console.log(line(entry));
  console.log("at the top of the stack, by function:");
  for (const entry of bySelf.slice(0, rows)) console.log(line(entry));
}
