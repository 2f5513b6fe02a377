import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { MESSAGE_FILES_DIR } from "../../src/i18n/message-files";
import { BUILT_WORKER } from "../support/built-site";

/**
 * Decision 130: the deployed Worker carries no message; the build ships every locale file as a
 * static asset the Worker reads. Checked on the output of `npm run build` (npm test builds first).
 */
const LOCALES_DIR = "locales";
const BUILT_MESSAGES = join("dist/client", MESSAGE_FILES_DIR);

function localeFiles(): string[] {
  return readdirSync(LOCALES_DIR, { recursive: true, encoding: "utf8" }).filter((name) =>
    name.endsWith(".json"),
  );
}

function strings(tree: unknown): string[] {
  if (typeof tree === "string") return [tree];
  if (tree && typeof tree === "object") return Object.values(tree).flatMap(strings);
  return [];
}

describe("message files in the build", () => {
  it("every locale file is a static asset with the same texts", () => {
    for (const file of localeFiles()) {
      const built = join(BUILT_MESSAGES, file);
      expect(existsSync(built), built).toBe(true);
      expect(JSON.parse(readFileSync(built, "utf8")), file).toEqual(
        JSON.parse(readFileSync(join(LOCALES_DIR, file), "utf8")),
      );
    }
  });

  it("the Worker bundle carries none of the texts", () => {
    const bundle = readFileSync(BUILT_WORKER, "utf8");
    // English texts are plain ASCII in the bundle (other scripts are escaped there): the longest
    // text of each English file stands for the file.
    const english = localeFiles().filter((file) => file.startsWith("en/"));
    expect(english.length).toBeGreaterThan(20);
    for (const file of english) {
      const texts = strings(JSON.parse(readFileSync(join(LOCALES_DIR, file), "utf8")));
      const longest = texts
        .filter((text) => /^[\x20-\x7e]+$/.test(text))
        .sort((a, b) => b.length - a.length)[0];
      if (!longest || longest.length < 30) continue;
      expect(bundle.includes(longest), `${file}: "${longest.slice(0, 60)}…" is in the bundle`).toBe(false);
    }
  });
});
