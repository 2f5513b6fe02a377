import { createHash } from "node:crypto";
import { defineConfig, type Plugin } from "vite";

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

/** The client build: the islands entry, its lazy chunks and the stylesheet, hashed, plus public/. */
export default defineConfig({
  publicDir: "public",
  plugins: [buildId()],
  build: {
    outDir: "dist/client",
    emptyOutDir: true,
    manifest: true,
    target: "es2022",
    modulePreload: { polyfill: false },
    rollupOptions: {
      input: ["client/entry.ts", "client/styles.css", "client/contact-form.ts"],
    },
  },
});
