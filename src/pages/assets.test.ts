import { describe, expect, it } from "vitest";
import manifest from "../../dist/client/.vite/manifest.json";
import { ASSETS, PLAIN_SCRIPT_SOURCES, PLAIN_SCRIPT_URLS, scriptFiles } from "./assets";

/** The islands entry and the React runtime's chunks (manifest keys naming react). */
const reactFiles = () => [
  ASSETS.entry,
  ...Object.keys(manifest)
    .filter((key) => /react/.test(key))
    .flatMap(scriptFiles),
];

describe("plain scripts", () => {
  it("instant navigation is one file of its own: no shared chunk to fetch", () => {
    expect(scriptFiles("client/instant-navigation.ts")).toEqual([ASSETS.instantNavigation]);
  });

  it("list every plain script and the chunks they share, and none of React's", () => {
    for (const source of PLAIN_SCRIPT_SOURCES) {
      for (const file of scriptFiles(source)) expect(PLAIN_SCRIPT_URLS).toContain(file);
    }
    expect(PLAIN_SCRIPT_URLS).toContain(ASSETS.consent);
    for (const file of reactFiles()) expect(PLAIN_SCRIPT_URLS).not.toContain(file);
  });
});
