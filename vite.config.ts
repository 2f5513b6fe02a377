import { createHash } from "node:crypto";
import { defineConfig, type Plugin } from "vite";
import { buildBlog } from "./scripts/blog/build-blog";

/**
 * Writes `builds/latest.json` with this build's id (a hash of every emitted file), which open
 * pages poll hourly and the worker embeds, so both sides can tell a newer deploy apart.
 */
function buildId(): Plugin {
  return {
    name: "build-id",
    generateBundle(_, bundle) {
      const hash = createHash("sha256");
      for (const name of Object.keys(bundle).sort()) hash.update(name);
      const id = hash.digest("hex").slice(0, 16);
      this.emitFile({ type: "asset", fileName: "builds/latest.json", source: `${JSON.stringify({ id })}\n` });
    },
  };
}

/**
 * Validates and renders the blog's Markdown into `src/blog/generated/` before anything is bundled
 * (decision 055): a bad article fails every build, and no Markdown code reaches the worker.
 */
function blogContent(): Plugin {
  return {
    name: "blog-content",
    buildStart() {
      const { articles, locales } = buildBlog(process.cwd());
      this.info(`blog: ${articles} articles; per locale ${JSON.stringify(locales)}`);
    },
  };
}

/** The client build: the islands entry, its lazy chunks and the stylesheet, hashed, plus public/. */
export default defineConfig({
  publicDir: "public",
  plugins: [blogContent(), buildId()],
  build: {
    outDir: "dist/client",
    emptyOutDir: true,
    manifest: true,
    target: "es2022",
    modulePreload: { polyfill: false },
    rollupOptions: {
      input: ["client/entry.ts", "client/styles.css"],
    },
  },
});
