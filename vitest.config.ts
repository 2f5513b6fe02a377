import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";

const MESSAGE_FILES_ALIAS = {
  find: /^\.\/message-files$/,
  replacement: new URL("./src/i18n/message-files-bundled.ts", import.meta.url).pathname,
};

const BLOG_DATABASE_ALIAS = {
  find: /^\.\/blog-database$/,
  replacement: new URL("./src/blog/blog-database-bundled.ts", import.meta.url).pathname,
};

/**
 * Two projects: `workers` runs unit and integration tests inside workerd with the real bindings
 * of wrangler.toml (local KV, D1 with migrations applied); `e2e` drives Debian's chromium against
 * the built bundle served in workerd by its global setup (test/support/built-site.ts).
 */
export default defineConfig(async () => {
  const migrations = await readD1Migrations("migrations");
  return {
    test: {
      // Every request logs one JSON line (src/ops/request-log.ts) and each app the tests create one
      // configuration line (src/ops/config-check.ts); their own tests read them.
      onConsoleLog: (log: string) => !/^\{"type":"(request|config)"/.test(log),
      projects: [
        {
          plugins: [
            cloudflareTest({
              wrangler: { configPath: "./wrangler.toml" },
              // A fixed sandbox webhook secret, so tests can sign deliveries as the sandbox provider does;
              // the sandbox allowed on non-product hosts (wrangler.toml's production value is "off").
              miniflare: {
                bindings: {
                  TEST_MIGRATIONS: migrations,
                  SANDBOX_WEBHOOK_SECRET: "test-sandbox-secret",
                  TOTP_ENCRYPTION_KEY: "test-totp-encryption-key",
                  SANDBOX: "on",
                  // These tests render src; dist/client may hold prerendered copies of an older
                  // build under the same build id (decision 183). src/edge/prerendered tests them.
                  PRERENDERED: "off",
                },
              },
            }),
          ],
          // The workers tests read the locale files in the bundle and sync the bundled blog into
          // their BLOG, so an edited message or article needs no build; the deployed Worker reads
          // its assets and the BLOG its deploy loaded (decisions 130, 181).
          resolve: { alias: [MESSAGE_FILES_ALIAS, BLOG_DATABASE_ALIAS] },
          test: {
            name: "workers",
            include: ["src/**/*.test.{ts,tsx}", "client/**/*.test.ts", "test/workers/**/*.test.{ts,tsx}"],
            // One workerd per pool worker, kept across files: starting one per file was 80% of the
            // run. The setup file puts D1 and KV back to the migrations' state before each file;
            // the pool's per-request prototype wrapping is patched (patches/, decision 170).
            isolate: false,
            setupFiles: ["test/support/fresh-storage.ts"],
          },
        },
        {
          test: {
            name: "quality",
            include: ["test/quality/**/*.test.ts", "scripts/**/*.test.ts", "bench/**/*.test.ts"],
            environment: "node",
          },
        },
        {
          test: {
            name: "e2e",
            include: ["test/e2e/**/*.test.ts"],
            environment: "node",
            globalSetup: ["test/e2e/dev-server.ts"],
            fileParallelism: false,
            testTimeout: 30_000,
            hookTimeout: 60_000,
          },
        },
      ],
    },
  };
});
