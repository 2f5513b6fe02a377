import { readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { linksOf } from "../test/quality/html-links";

export interface Compressed {
  raw: number;
  gzip: number;
  brotli: number;
}

export const compressed = (data: string | Buffer): Compressed => ({
  raw: Buffer.byteLength(data),
  gzip: gzipSync(data, { level: 9 }).length,
  brotli: brotliCompressSync(data).length,
});

const sum = (items: Compressed[]): Compressed =>
  items.reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli }), {
    raw: 0,
    gzip: 0,
    brotli: 0,
  });

const CLIENT_DIR = "dist/client";
/** Static imports between Vite's chunks (`import{…}from"./x.js"`, `import"./x.js"`). */
const STATIC_IMPORT = /(?:from|import)\s*["'`]\.\/([\w.-]+\.js)["'`]/g;

/** A script and every chunk it imports statically: what the browser fetches before it runs. */
function scriptClosure(file: string, seen: Set<string>): void {
  if (seen.has(file)) return;
  seen.add(file);
  const source = readFileSync(join(CLIENT_DIR, file), "utf8");
  for (const match of source.matchAll(STATIC_IMPORT)) {
    scriptClosure(join(file, "..", match[1] as string), seen);
  }
}

/** The JavaScript and CSS a page loads, read from the client build it was rendered with. */
export function pageAssets(html: string): { js: Compressed; css: Compressed; scripts: string[] } {
  const links = linksOf(html, "http://bench.invalid/");
  const scripts = new Set<string>();
  const styles: string[] = [];
  for (const { url, tag } of links) {
    if (url.origin !== "http://bench.invalid" || !url.pathname.startsWith("/assets/")) continue;
    const file = url.pathname.slice(1);
    if (tag === "script") scriptClosure(file, scripts);
    else if (tag === "link" && file.endsWith(".css")) styles.push(file);
  }
  const read = (file: string) => compressed(readFileSync(join(CLIENT_DIR, file)));
  return { js: sum([...scripts].map(read)), css: sum(styles.map(read)), scripts: [...scripts] };
}
