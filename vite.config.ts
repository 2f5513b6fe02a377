import { defineConfig } from "vite";

/** The client build: the islands entry, its lazy chunks and the stylesheet, hashed, plus public/. */
export default defineConfig({
  publicDir: "public",
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
