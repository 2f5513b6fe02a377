import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  headersForPath,
  missingStaticHeaders,
  parseHeadersFile,
  STATIC_ASSET_HEADERS,
} from "./static-assets";

const rules = parseHeadersFile(readFileSync("public/_headers", "utf8"));

/** The lines of an .assetsignore, without comments and blanks. */
const ignoredIn = (file: string) =>
  readFileSync(file, "utf8")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"));

describe("public/_headers", () => {
  it.each([
    "/favicon.svg",
    "/assets/entry-C60sNl-8.js",
    "/assets/styles-abc.css",
    "/media/vpn-master-logo.svg",
    "/flags/US.svg",
    "/builds/latest.json",
    "/blog/images/cover.webp",
  ])("gives %s nosniff, the referrer policy and same-origin CORP", (path) => {
    expect(missingStaticHeaders(headersForPath(rules, path))).toEqual([]);
  });

  it("keeps the caching rules: hashed bundles immutable, the build id always fresh", () => {
    expect(headersForPath(rules, "/assets/entry-C60sNl-8.js")["cache-control"]).toBe(
      "public, max-age=31536000, immutable",
    );
    expect(headersForPath(rules, "/builds/latest.json")["cache-control"]).toBe("no-cache");
    expect(headersForPath(rules, "/favicon.svg")["cache-control"]).toBeUndefined();
  });

  it("names a header absent from a response", () => {
    const { "referrer-policy": _, ...withoutReferrer } = STATIC_ASSET_HEADERS;
    expect(missingStaticHeaders(withoutReferrer)).toEqual([
      "referrer-policy: got nothing, want strict-origin-when-cross-origin",
    ]);
  });
});

describe("Vite's manifest", () => {
  it("is kept out of the uploaded assets by public/.assetsignore", () => {
    expect(ignoredIn("public/.assetsignore")).toContain("/.vite");
  });

  it("sits in a build (`npm run build:client`) that carries the same .assetsignore", () => {
    expect(ignoredIn("dist/client/.assetsignore")).toContain("/.vite");
  });
});
