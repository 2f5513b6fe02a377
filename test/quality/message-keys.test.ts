import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * The type of every message key (src/i18n/message-keys.ts) is read from the English files it
 * imports: a namespace missing from its list would let any key of that namespace through the
 * type check unnoticed, and an import of a file that is gone would break it.
 */
describe("typed message keys", () => {
  it("list every English namespace file, and only those", () => {
    const files = readdirSync("locales/en").filter((name) => name.endsWith(".json"));
    const source = readFileSync("src/i18n/message-keys.ts", "utf8");
    const imported = [...source.matchAll(/from "\.\.\/\.\.\/locales\/en\/([a-z0-9-]+\.json)"/g)].map(
      (m) => m[1],
    );
    expect(imported.sort()).toEqual(files.sort());
    for (const file of files) {
      expect(source, file).toMatch(new RegExp(`"?${file.replace(".json", "")}"?: typeof `));
    }
  });
});
