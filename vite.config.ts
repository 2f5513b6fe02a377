import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { defineConfig, type Plugin } from "vite";
import { buildBlog } from "./scripts/blog/build-blog";
import { MESSAGE_FILES_DIR } from "./src/i18n/message-files";
import { STYLE_SHEETS, styleSheetSource } from "./src/routes/style-sheets";

/** What the server renders from: a change to any of it is new markup, so a new build id. */
const SERVER_SOURCES = ["src", "locales", "content"];

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/**
 * Writes `builds/latest.json` with this build's id: a hash of every emitted file's name and of
 * the server's sources. Open pages poll it hourly, the worker embeds it, and the edge's HTML
 * cache keys pages by it, so a deploy that changes a single message never serves old markup.
 */
function buildId(): Plugin {
  return {
    name: "build-id",
    generateBundle(_, bundle) {
      const hash = createHash("sha256");
      for (const name of Object.keys(bundle).sort()) hash.update(name);
      for (const file of SERVER_SOURCES.flatMap(filesUnder)) hash.update(file).update(readFileSync(file));
      const id = hash.digest("hex").slice(0, 16);
      this.emitFile({ type: "asset", fileName: "builds/latest.json", source: `${JSON.stringify({ id })}\n` });
    },
  };
}

/**
 * Validates and renders the blog's Markdown before anything is bundled (decision 055): a bad
 * article fails every build, and no Markdown code reaches the worker. The result is written to
 * src/blog/generated/, which the content sync loads into the BLOG database (decision 181).
 */
function blogContent(): Plugin {
  return {
    name: "blog-content",
    buildStart() {
      const result = buildBlog(process.cwd());
      this.info(`blog: ${result.articles} articles; per locale ${JSON.stringify(result.locales)}`);
    },
  };
}

/**
 * Every country's flag (country-flag-icons, 3:2) as a static `/flags/{CC}.svg`: pages that name
 * an arbitrary country (the visitor's) show it as an image instead of bundling 267 SVGs.
 */
function flags(): Plugin {
  const dir = "node_modules/country-flag-icons/3x2";
  return {
    name: "flags",
    generateBundle() {
      for (const file of readdirSync(dir).filter((name) => /^[A-Z]{2}\.svg$/.test(name))) {
        this.emitFile({ type: "asset", fileName: `flags/${file}`, source: readFileSync(join(dir, file)) });
      }
    },
  };
}

/** The client build: the islands entry, its lazy chunks and the stylesheet, hashed, plus public/. */
/**
 * Every `locales/<lang>/<namespace>.json` as a static `_messages/<lang>/<namespace>.json`, minified:
 * the deployed Worker reads the texts it needs from its assets instead of carrying all of them
 * (decision 130, src/i18n/message-files.ts).
 */
function messageFiles(): Plugin {
  return {
    name: "message-files",
    generateBundle() {
      for (const file of filesUnder("locales").filter((name) => name.endsWith(".json"))) {
        const path = file.slice("locales/".length);
        const source = JSON.stringify(JSON.parse(readFileSync(file, "utf8")));
        this.emitFile({ type: "asset", fileName: `${MESSAGE_FILES_DIR}/${path}`, source });
      }
    },
  };
}

export default defineConfig({
  publicDir: "public",
  plugins: [blogContent(), flags(), messageFiles(), buildId()],
  build: {
    outDir: "dist/client",
    emptyOutDir: true,
    manifest: true,
    target: "es2022",
    modulePreload: { polyfill: false },
    rollupOptions: {
      input: [
        "client/entry.ts",
        // The core stylesheet and each area's (decision 160): a page links the core and its own.
        "client/styles.css",
        ...STYLE_SHEETS.map(styleSheetSource),
        "client/tools/ip-check.ts",
        "client/tools/webrtc-leak-test.ts",
        "client/enhance/consent.ts",
        "client/enhance/index-popup.ts",
        "client/contact-form.ts",
        "client/pay-paddle.ts",
        "client/instant-navigation.ts",
      ],
    },
  },
});
