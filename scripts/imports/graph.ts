import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import ts from "typescript";

/** One import of one module: who imports what, both as repository-relative paths with `/`. */
export interface ImportEdge {
  from: string;
  to: string;
  /** The specifier as written, for the message. */
  specifier: string;
}

const SOURCE = /\.(ts|tsx|mts)$/;
const SKIPPED_DIRS = new Set(["node_modules", "dist", ".wrangler", "generated"]);
const EXTENSIONS = ["", ".ts", ".tsx", ".mts", "/index.ts", "/index.tsx"];

function sourceFiles(root: string, folder: string): string[] {
  const absolute = join(root, folder);
  if (!existsSync(absolute)) return [];
  const found: string[] = [];
  for (const name of readdirSync(absolute)) {
    if (SKIPPED_DIRS.has(name)) continue;
    const path = join(absolute, name);
    if (statSync(path).isDirectory()) found.push(...sourceFiles(root, join(folder, name)));
    else if (SOURCE.test(name) && !name.endsWith(".d.ts")) found.push(toPosix(relative(root, path)));
  }
  return found;
}

const toPosix = (path: string) => path.split(sep).join("/");

/** A relative specifier's file, as the bundler resolves it; null for packages and aliases. */
function resolveSpecifier(root: string, from: string, specifier: string): string | null {
  if (!specifier.startsWith(".")) return null;
  const base = join(root, dirname(from), specifier);
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (existsSync(candidate) && statSync(candidate).isFile() && SOURCE.test(candidate))
      return toPosix(relative(root, candidate));
  }
  return null;
}

/**
 * Every static import, re-export and literal dynamic import between the TypeScript modules under
 * `folders` (type-only imports included: they tie modules together just the same).
 */
export function importGraph(root: string, folders: readonly string[]): ImportEdge[] {
  const edges: ImportEdge[] = [];
  for (const from of folders.flatMap((folder) => sourceFiles(root, folder))) {
    const text = readFileSync(join(root, from), "utf8");
    const { importedFiles } = ts.preProcessFile(text, true, true);
    for (const { fileName: specifier } of importedFiles) {
      const to = resolveSpecifier(root, from, specifier);
      if (to) edges.push({ from, to, specifier });
    }
  }
  return edges;
}
