import { readdirSync, readFileSync, statSync } from "node:fs";
import { basename, join } from "node:path";
import { describe, expect, it } from "vitest";
import { PAGE_MODULES } from "../../src/pages/page-modules";

const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });

// Issue 17 and decision 172: a page is one module named after its route, listed once.
describe("the page modules", () => {
  const files = filesUnder("src/pages").filter((path) => path.endsWith(".page.tsx"));

  it("are all in the list, each file named after the route it declares", () => {
    const listed = PAGE_MODULES.map((module) => module.route.name).sort();
    expect(files.map((path) => basename(path, ".page.tsx")).sort()).toEqual(listed);
  });

  it("declare each route once, and each page belongs to its own route", () => {
    const names = PAGE_MODULES.map((module) => module.route.name);
    expect(new Set(names).size).toBe(names.length);
    for (const module of PAGE_MODULES) expect(module.default.route).toBe(module.route);
  });
});

// Issue 17: a feature is a folder, and each says in a line or two what it owns.
describe("the source folders", () => {
  it("each have a README.md that says what the folder owns", () => {
    const folders = readdirSync("src").filter((entry) => statSync(join("src", entry)).isDirectory());
    for (const folder of folders) {
      const text = readFileSync(join("src", folder, "README.md"), "utf8").trim();
      expect(text.split("\n").length, folder).toBeGreaterThanOrEqual(2);
      expect(text.startsWith(`# ${folder}`), folder).toBe(true);
    }
  });
});
